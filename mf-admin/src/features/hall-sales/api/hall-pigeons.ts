import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminAuctionablePigeons` (clerks): active pigeons not in a running timed auction (the server checks the rest). */
export async function listHallPigeons(
  data: CallableData<'adminAuctionablePigeons'>,
): Promise<CallableResultOf<'adminAuctionablePigeons'>> {
  const { code: _code, ...result } = await callFunction('adminAuctionablePigeons', data);
  return result;
}
