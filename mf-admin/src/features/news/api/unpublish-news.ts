import { callFunction } from '@kanat/shared/api';
import type { AdminNewsItem } from '@kanat/shared/contracts';

/** `adminNewsUnpublish` (staff): off the site, back to a draft. */
export async function unpublishNews(id: string): Promise<AdminNewsItem> {
  const { code: _code, ...item } = await callFunction('adminNewsUnpublish', { id });
  return item;
}
