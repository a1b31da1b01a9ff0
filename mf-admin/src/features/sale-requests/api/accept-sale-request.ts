import { callFunction } from '@kanat/shared/api';
import type { AdminSaleRequestAcceptResult } from '@kanat/shared/contracts';

/** `adminSaleRequestAccept` (staff): creates the member's pigeon from the request. */
export async function acceptSaleRequest(id: number): Promise<AdminSaleRequestAcceptResult> {
  const { code: _code, ...created } = await callFunction('adminSaleRequestAccept', { id });
  return created;
}
