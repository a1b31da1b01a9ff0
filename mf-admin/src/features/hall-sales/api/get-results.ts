import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallSaleResults` (clerks): every lot with its price and buyer, and the total sold. */
export async function getHallResults(
  data: CallableData<'adminHallSaleResults'>,
): Promise<CallableResultOf<'adminHallSaleResults'>> {
  const { code: _code, ...result } = await callFunction('adminHallSaleResults', data);
  return result;
}
