import { callFunction } from '@kanat/shared/api';
import type { MyDataExport } from '@kanat/shared/contracts';

export type { MyDataExport } from '@kanat/shared/contracts';

/** `POST /api/fn/myDataExport`: everything the site holds on me (KVKK md. 11). */
export async function getMyDataExport(): Promise<MyDataExport> {
  const { title, generatedAt, memberId, sections } = await callFunction('myDataExport', null);
  return { title, generatedAt, memberId, sections };
}

/** The same document as a file to save (`Content-Disposition: attachment`), with my session. */
export const MY_DATA_FILE_URL = '/api/privacy/export.json';
