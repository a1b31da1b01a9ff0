import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallSaleGet` (clerks): a sale with its lots in order (withdrawn ones last). */
export async function getHallSale(
  data: CallableData<'adminHallSaleGet'>,
): Promise<CallableResultOf<'adminHallSaleGet'>> {
  const { code: _code, ...result } = await callFunction('adminHallSaleGet', data);
  return result;
}
