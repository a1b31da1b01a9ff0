import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallPass` (clerks): the lot closes unsold, only at the sale version the clerk saw. */
export async function passHallLot(
  data: CallableData<'adminHallPass'>,
): Promise<CallableResultOf<'adminHallPass'>> {
  const { code: _code, ...result } = await callFunction('adminHallPass', data);
  return result;
}
