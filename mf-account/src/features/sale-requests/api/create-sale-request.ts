import { callFunction } from '@kanat/shared/api';
import type { SaleRequestCreateData, SaleRequestView } from '@kanat/shared/contracts';

/** `saleRequestCreate` (member): sends a request with the photos already uploaded. */
export async function createSaleRequest(data: SaleRequestCreateData): Promise<SaleRequestView> {
  return (await callFunction('saleRequestCreate', data)).request;
}
