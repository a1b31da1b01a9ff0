import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminLotMark` (staff): marks a sold lot paid and/or delivered. */
export async function markLot(
  data: CallableData<'adminLotMark'>,
): Promise<CallableResultOf<'adminLotMark'>> {
  const { code: _code, ...result } = await callFunction('adminLotMark', data);
  return result;
}
