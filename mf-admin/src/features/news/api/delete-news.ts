import { callFunction } from '@kanat/shared/api';

/** `adminNewsDelete` (staff): deletes the item with its comments and likes. */
export async function deleteNews(id: string): Promise<void> {
  await callFunction('adminNewsDelete', { id });
}
