import { callFunction } from '@kanat/shared/api';
import type {
  AdminSaleRequestsListData,
  AdminSaleRequestsListResult,
} from '@kanat/shared/contracts';

/** `adminSaleRequestsList` (staff): newest first, by status. */
export async function listSaleRequests(
  data: AdminSaleRequestsListData,
): Promise<AdminSaleRequestsListResult> {
  const { code: _code, ...page } = await callFunction('adminSaleRequestsList', data);
  return page;
}
