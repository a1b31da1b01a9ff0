import { callFunction } from '@kanat/shared/api';
import type { AdminSaleRequestRow } from '@kanat/shared/contracts';

/** `adminSaleRequestReject` (staff): the reason goes to the member by SMS and in /hesabim. */
export async function rejectSaleRequest(id: number, reason: string): Promise<AdminSaleRequestRow> {
  return (await callFunction('adminSaleRequestReject', { id, reason })).request;
}
