import { callFunction } from '@kanat/shared/api';

/**
 * `POST /api/fn/myMaxBid`: the signed-in member's own maximum on one auction, kept
 * even after it has been beaten; null when they set none. Private: members only, and only
 * ever their own.
 */
export async function getMyMaxBid(auctionId: string): Promise<number | null> {
  const { maximum } = await callFunction('myMaxBid', { auctionId });
  return maximum;
}
