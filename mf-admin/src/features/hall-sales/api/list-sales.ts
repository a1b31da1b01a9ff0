import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallSalesList` (clerks): the hall sales, newest first, with lot and sold counts. */
export async function listHallSales(
  data: CallableData<'adminHallSalesList'>,
): Promise<CallableResultOf<'adminHallSalesList'>> {
  const { code: _code, ...result } = await callFunction('adminHallSalesList', data);
  return result;
}
