import { callFunction } from '@kanat/shared/api';
import type { AdminLotBidsResult } from '@kanat/shared/contracts';

/**
 * `adminLotBids` (staff, area `auctions`): a lot with every bid on it, newest first (the
 * annulled ones with the reason), and the lot's trust signals.
 */
export async function getLotBids(auctionId: string): Promise<AdminLotBidsResult> {
  const { code: _code, ...result } = await callFunction('adminLotBids', { auctionId });
  return result;
}
