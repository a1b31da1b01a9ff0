import type { MyPigeonRow as ContractMyPigeonRow } from '@kanat/shared/contracts';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';

/** `POST /api/list/my-pigeons` (server/README.md, "Accounts"): my pigeons, 20 per page (SPEC §9). */
export const MY_PIGEONS_ENDPOINT = '/api/list/my-pigeons';
export const MY_PIGEONS_PAGE_SIZE = LIST_PAGE_SIZES.myPigeons.size;

/** Server row; the page also copes with a serial as text and activity as a flag. */
export type MyPigeonRow = Omit<ContractMyPigeonRow, 'serial' | 'active'> & {
  serial: ContractMyPigeonRow['serial'] | string;
  active: ContractMyPigeonRow['active'] | boolean;
};
