/** `POST /api/list/my-pigeons` (API-ACCOUNTS.md): my pigeons, 20 per page (SPEC §9). */
export const MY_PIGEONS_ENDPOINT = '/api/list/my-pigeons';
export const MY_PIGEONS_PAGE_SIZE = 20;

export interface MyPigeonRow {
  id: string;
  serial: number | string;
  tagNum: string | null;
  active: number | boolean;
  state: string | null;
  province: string | null;
  city: string | null;
  photo: string | null;
}
