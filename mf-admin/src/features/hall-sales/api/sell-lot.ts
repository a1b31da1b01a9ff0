import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallSell` (clerks): "Sattım!" to the standing bid, only at the sale version the clerk saw. */
export async function sellHallLot(
  data: CallableData<'adminHallSell'>,
): Promise<CallableResultOf<'adminHallSell'>> {
  const { code: _code, ...result } = await callFunction('adminHallSell', data);
  return result;
}
