import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminAuctionCancel` (staff): cancels a lot with a reason; its bidders get an SMS. */
export async function cancelAuction(
  data: CallableData<'adminAuctionCancel'>,
): Promise<CallableResultOf<'adminAuctionCancel'>> {
  const { code: _code, ...result } = await callFunction('adminAuctionCancel', data);
  return result;
}
