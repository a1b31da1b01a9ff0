import { callFunction } from '@kanat/shared/api';
import type { AdminNewsItem, AdminNewsSaveData } from '@kanat/shared/contracts';

/** `adminNewsSave` (staff): creates or saves an item (draft, now, or scheduled). */
export async function saveNews(data: AdminNewsSaveData): Promise<AdminNewsItem> {
  const { code: _code, ...item } = await callFunction('adminNewsSave', data);
  return item;
}
