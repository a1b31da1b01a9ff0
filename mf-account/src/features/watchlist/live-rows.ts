import { AUCTION_STATUS } from '@kanat/shared/rules';
import type { LiveAuction, LiveSummary } from './api/live-values';
import type { WatchedAuctionRow, WatchedGroupRow } from './api/my-watches';

// A watched row as it stands now: the list's row, with the live values laid over it once they
// have come.

function isLiveAuction(value: unknown): value is LiveAuction {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Record<keyof LiveAuction, unknown>>;
  return (
    typeof v.bidCount === 'number' &&
    typeof v.expiry === 'number' &&
    typeof v.status === 'number' &&
    typeof v.startingBid === 'number'
  );
}

function isLiveSummary(value: unknown): value is LiveSummary {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Record<keyof LiveSummary, unknown>>;
  return (
    typeof v.totalAmount === 'number' &&
    typeof v.totalBidCount === 'number' &&
    typeof v.totalAuctionsCount === 'number' &&
    typeof v.expiry === 'number'
  );
}

/** The row's auction as it stands: the live value once it has come, the list's row before. */
export function auctionNow(row: WatchedAuctionRow, live: unknown): WatchedAuctionRow {
  if (!isLiveAuction(live)) return row;
  return {
    ...row,
    status: live.status,
    bidCount: live.bidCount,
    currentAmount: live.bidCount > 0 && live.currentBid ? live.currentBid.amount : live.startingBid,
    endingTime: live.expiry,
    sealed: live.currentBid?.sealed === true || live.status === AUCTION_STATUS.expired,
  };
}

/** The row's group as it stands: its live totals once they have come. */
export function groupNow(row: WatchedGroupRow, live: unknown): WatchedGroupRow {
  if (!isLiveSummary(live)) return row;
  return {
    ...row,
    totalAmount: live.totalAmount,
    totalBidCount: live.totalBidCount,
    auctionCount: live.totalAuctionsCount,
    endingTime: live.expiry,
  };
}
