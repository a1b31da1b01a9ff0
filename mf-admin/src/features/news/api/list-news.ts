import { callFunction } from '@kanat/shared/api';
import type { AdminNewsListData, AdminNewsPage } from '@kanat/shared/contracts';

/** `adminNewsList` (staff): one page of items of a status (or all), by title words. */
export async function listNews(filter: AdminNewsListData): Promise<AdminNewsPage> {
  const { code: _code, ...page } = await callFunction('adminNewsList', filter);
  return page;
}
