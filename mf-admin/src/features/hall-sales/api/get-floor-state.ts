import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallState` (clerks): the console's whole view of a sale (bids with usernames, lease holder). */
export async function getHallFloorState(
  data: CallableData<'adminHallState'>,
): Promise<CallableResultOf<'adminHallState'>> {
  const { code: _code, ...result } = await callFunction('adminHallState', data);
  return result;
}
