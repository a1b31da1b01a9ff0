import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallFloorBid` (clerks): the room's bid at exactly the asking price. */
export async function floorHallBid(
  data: CallableData<'adminHallFloorBid'>,
): Promise<CallableResultOf<'adminHallFloorBid'>> {
  const { code: _code, ...result } = await callFunction('adminHallFloorBid', data);
  return result;
}
