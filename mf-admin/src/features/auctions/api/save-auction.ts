import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminAuctionSave` (staff): edits a lot (after its first bid, the description only). */
export async function saveAuction(
  data: CallableData<'adminAuctionSave'>,
): Promise<CallableResultOf<'adminAuctionSave'>> {
  const { code: _code, ...result } = await callFunction('adminAuctionSave', data);
  return result;
}
