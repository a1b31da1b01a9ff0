import { callFunction } from '@kanat/shared/api';
import type { AdminPigeonsListData, AdminPigeonsListResult } from '@kanat/shared/contracts';

/** `adminPigeonsList` (staff): newest serial first, 30 a page. */
export async function listPigeons(data: AdminPigeonsListData): Promise<AdminPigeonsListResult> {
  const { code: _code, ...page } = await callFunction('adminPigeonsList', data);
  return page;
}
