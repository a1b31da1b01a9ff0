import { useLive } from '@kanat/shared/live';
import { shownStatus } from '@kanat/shared/query';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { type AuctionDetail, type BidRow, getAuction } from '../api/get-auction';
import { AUCTION_STATUS, type CurrentBid } from '../api/list-auctions';
import {
  type LiveAuction,
  type LivePigeon,
  liveAuctionPath,
  livePigeonPath,
} from '../api/live-values';
import type { BidResult } from '../api/place-bid';

/** What changes while an auction runs: the part the live stream and bids update. */
export interface AuctionState {
  status: number;
  bidCount: number;
  startingBid: number;
  /** Current end (ms), after any soft-close extension. */
  expiry: number;
  currentBid: CurrentBid | null;
  /** The last 10 bids, newest first. */
  bids: BidRow[];
  /** The highest bid staff allow when above the 10x rule; null: the rule alone. */
  bidCeiling: number | null;
}

export function stateFromDetail({ auction, bids }: AuctionDetail): AuctionState {
  return {
    status: auction.status,
    bidCount: auction.bidCount,
    startingBid: auction.startingBid,
    expiry: auction.expiry ?? auction.endingTime,
    currentBid: auction.currentBid,
    bids,
    bidCeiling: auction.bidCeiling ?? null,
  };
}

function isLiveAuction(value: unknown): value is LiveAuction {
  if (!value || typeof value !== 'object') return false;
  const fields = value as Partial<Record<keyof LiveAuction, unknown>>;
  return (
    typeof fields.bidCount === 'number' &&
    typeof fields.expiry === 'number' &&
    typeof fields.status === 'number'
  );
}

function stateFromLive(live: LiveAuction): AuctionState {
  return {
    status: live.status,
    bidCount: live.bidCount,
    startingBid: live.startingBid,
    expiry: live.expiry,
    currentBid: live.currentBid,
    bids: Array.isArray(live.lastBids) ? live.lastBids : [],
    bidCeiling: typeof live.bidCeiling === 'number' ? live.bidCeiling : null,
  };
}

/**
 * Of several views of one auction (page load, live stream, our own bid's answer) the one
 * with more bids is newer, since bids only ever add up; on a tie the later argument wins,
 * because it is the source that also carries closing and extensions. A cancellation is
 * final and voids the bids (its count drops to 0), so a cancelled view always wins.
 */
export function freshest(...states: (AuctionState | null)[]): AuctionState | null {
  let best: AuctionState | null = null;
  for (const state of states) {
    if (state === null) continue;
    if (best?.status === AUCTION_STATUS.cancelled) break;
    if (
      best === null ||
      state.status === AUCTION_STATUS.cancelled ||
      state.bidCount >= best.bidCount
    ) {
      best = state;
    }
  }
  return best;
}

/** The amount the next bid must beat: the current bid, or the starting price before any. */
export function currentAmount(state: AuctionState): number {
  return state.currentBid?.amount ?? state.startingBid;
}

/** Whether bids are still taken at `now` (server clock). */
export function isRunning(state: AuctionState, now: number): boolean {
  return (
    state.status === AUCTION_STATUS.ongoing &&
    state.currentBid?.sealed !== true &&
    state.expiry > now
  );
}

/**
 * One auction page's data (`status` of the page load, `retry` after a failure): loaded once,
 * then kept current by the live paths auctions/{id}
 * and pigeons/{id}, and by the answer to our own bid (which may come before the stream).
 */
export function useAuctionDetail(id: string, uid: string | null) {
  const query = useQuery({
    queryKey: ['auctions', 'auction', id],
    queryFn: ({ signal }) => getAuction(id, signal),
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const detail: AuctionDetail | null = query.data ?? null;
  // Paths are watched only once the server has said the auction exists: the one shared live
  // connection is refused as a whole when any of its paths is malformed.
  const live = useLive<unknown>(detail ? liveAuctionPath(detail.auction.id) : null);
  const pigeonId = detail ? detail.auction.pigeon.id : null;
  const livePigeon = useLive<LivePigeon>(pigeonId === null ? null : livePigeonPath(pigeonId));
  const [ownBid, setOwnBid] = useState<{ auction: string; result: BidResult } | null>(null);

  const state = useMemo(() => {
    if (!detail) return null;
    const base = freshest(
      stateFromDetail(detail),
      isLiveAuction(live) ? stateFromLive(live) : null,
    );
    if (!base || !ownBid || ownBid.auction !== id) return base;
    if (base.status === AUCTION_STATUS.cancelled) return base;
    const mine: AuctionState = {
      ...base,
      bidCount: ownBid.result.bidCount,
      expiry: ownBid.result.expiry,
      currentBid: {
        amount: ownBid.result.amount,
        ancestorAmount: currentAmount(base),
        bidder: uid,
        sealed: false,
      },
    };
    // The stream, once it has caught up, also brings the bid into the history.
    return ownBid.result.bidCount > base.bidCount ? mine : base;
  }, [detail, live, ownBid, id, uid]);

  const pictures = useMemo(() => {
    if (Array.isArray(livePigeon?.pictures)) return livePigeon.pictures;
    if (!detail) return [];
    const { pigeon, photo } = detail.auction;
    if (pigeon.pictures.length > 0) return pigeon.pictures;
    return photo ? [photo] : [];
  }, [livePigeon, detail]);

  const noteOwnBid = useCallback((result: BidResult) => setOwnBid({ auction: id, result }), [id]);

  return { status: shownStatus(query), retry, detail, state, pictures, noteOwnBid };
}
