import { callFunction } from '@kanat/shared/api';
import type { WatchStateData, WatchStateResult } from '@kanat/shared/contracts';

/**
 * `POST /api/fn/watchState`: which of these auctions and groups the member
 * watches; one call for a whole list page of cards (100 ids of each kind at most).
 */
export async function getWatchState(targets: WatchStateData): Promise<WatchStateResult> {
  const { auctionIds, groupIds } = await callFunction('watchState', targets);
  return { auctionIds, groupIds };
}
