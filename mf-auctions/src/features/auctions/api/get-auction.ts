import { apiFetch, isApiError } from '@kanat/shared/api';
import type { AuctionDetail } from '@kanat/shared/contracts';

/** `GET /api/auctions/:id`: the auction with its pigeon, its last 10 bids and the soft close. */
export type { AuctionDetail, BidRow } from '@kanat/shared/contracts';

/** One auction with its pigeon and last bids; null when there is no such auction. */
export async function getAuction(id: string, signal?: AbortSignal): Promise<AuctionDetail | null> {
  try {
    return await apiFetch<AuctionDetail>(`/api/auctions/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    if (isApiError(error, 'not-found')) return null;
    throw error;
  }
}
