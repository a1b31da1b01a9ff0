// The home page's lists, apart from the list pages' filter tabs (time-filters.ts): the home
// sections load without the tabs' code.
import { AUCTION_STATUS, type AuctionListFilters } from './api/list-auctions';

/**
 * Time bounds as whole ms: the server takes only integers, and the corrected clock can carry
 * half a millisecond (its offset is taken at the middle of a round trip).
 */
export function wholeMs(time: number): number {
  return Math.floor(time);
}

/** Open auctions still running, soonest end first (home page, SPEC §2). */
export function ongoingAuctionFilters(now: number): AuctionListFilters {
  return {
    statusFrom: AUCTION_STATUS.ongoing,
    statusTo: AUCTION_STATUS.ongoing,
    endingTimeFrom: wholeMs(now),
    orderBy: 'endingTime',
    orderDir: 'asc',
  };
}
