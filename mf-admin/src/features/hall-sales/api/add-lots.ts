import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallLotsAdd` (clerks): appends pigeons as lots, in the order given. */
export async function addHallLots(
  data: CallableData<'adminHallLotsAdd'>,
): Promise<CallableResultOf<'adminHallLotsAdd'>> {
  const { code: _code, ...result } = await callFunction('adminHallLotsAdd', data);
  return result;
}
