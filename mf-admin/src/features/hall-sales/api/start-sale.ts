import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallStart` (clerks): a scheduled sale starts running. */
export async function startHallSale(
  data: CallableData<'adminHallStart'>,
): Promise<CallableResultOf<'adminHallStart'>> {
  const { code: _code, ...result } = await callFunction('adminHallStart', data);
  return result;
}
