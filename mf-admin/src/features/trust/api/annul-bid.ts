import { callFunction } from '@kanat/shared/api';
import type { AdminAnnulBidData, AdminAnnulBidResult } from '@kanat/shared/contracts';

/**
 * `adminAnnulBid` (staff, area `auctions`): annuls one standing bid of a running lot with the
 * reason; the price and the leader are recomputed from the bids and maximums left.
 */
export async function annulBid(data: AdminAnnulBidData): Promise<AdminAnnulBidResult> {
  const { code: _code, ...result } = await callFunction('adminAnnulBid', data);
  return result;
}
