import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallEnd` (clerks): the running sale ends. */
export async function endHallSale(
  data: CallableData<'adminHallEnd'>,
): Promise<CallableResultOf<'adminHallEnd'>> {
  const { code: _code, ...result } = await callFunction('adminHallEnd', data);
  return result;
}
