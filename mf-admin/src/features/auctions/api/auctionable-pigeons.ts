import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminAuctionablePigeons` (staff): active pigeons not in a running auction. */
export async function listAuctionablePigeons(
  data: CallableData<'adminAuctionablePigeons'>,
): Promise<CallableResultOf<'adminAuctionablePigeons'>> {
  const { code: _code, ...result } = await callFunction('adminAuctionablePigeons', data);
  return result;
}
