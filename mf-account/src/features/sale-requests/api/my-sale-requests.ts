import { callFunction } from '@kanat/shared/api';
import type { SaleRequestView } from '@kanat/shared/contracts';

/** `saleRequestsMine` (member): the member's own requests, newest first. */
export async function getMySaleRequests(): Promise<SaleRequestView[]> {
  return (await callFunction('saleRequestsMine', null)).requests;
}
