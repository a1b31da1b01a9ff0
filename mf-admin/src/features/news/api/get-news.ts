import { callFunction } from '@kanat/shared/api';
import type { AdminNewsItem } from '@kanat/shared/contracts';

/** `adminNewsGet` (staff): an item with its body, whatever its status. */
export async function getNews(id: string): Promise<AdminNewsItem> {
  const { code: _code, ...item } = await callFunction('adminNewsGet', { id });
  return item;
}
