import { useLive } from '@kanat/shared/live';
import { shownStatus } from '@kanat/shared/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type AuctionDetail, type BidRow, getAuction } from '../api/get-auction';
import { AUCTION_STATUS, type CurrentBid } from '../api/list-auctions';
import {
  type LiveAuction,
  type LivePigeon,
  liveAuctionPath,
  livePigeonPath,
} from '../api/live-values';
import { getMyMaxBid } from '../api/my-max-bid';
import type { BidResult } from '../api/place-bid';
import { usePreviewsGroups } from './use-previews-groups';

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
  /** Whether the hidden reserve price is reached ('none': the lot has none). */
  reserve: 'none' | 'not-met' | 'met';
  /** Bids staff annulled (issue 35): with `bidCount`, every bid ever placed. */
  annulled: number;
}

export function stateFromDetail({ auction, bids, reserve }: AuctionDetail): AuctionState {
  return {
    status: auction.status,
    bidCount: auction.bidCount,
    startingBid: auction.startingBid,
    expiry: auction.expiry ?? auction.endingTime,
    currentBid: auction.currentBid,
    bids,
    bidCeiling: auction.bidCeiling ?? null,
    reserve: reserve ?? 'none',
    annulled: 0,
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
    reserve: live.reserve === 'met' || live.reserve === 'not-met' ? live.reserve : 'none',
    annulled: typeof live.annulled === 'number' ? live.annulled : 0,
  };
}

/**
 * How far a view of an auction has come: every bid ever placed, standing or annulled. Bids
 * add to it and an annulment only moves bids from standing to annulled (issue 35), so it
 * never goes back, though the standing count may.
 */
const progress = (state: AuctionState) => state.bidCount + state.annulled;

/**
 * Of several views of one auction (page load, live stream, our own bid's answer) the one
 * with more bids placed is newer (`progress`: an annulment lowers the standing count, never
 * the bids placed); on a tie the later argument wins,
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
      progress(state) >= progress(best)
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

/** The signed-in user's own maximum as the bid form tells it to them. */
export interface OwnMaximum {
  amount: number;
  /** Someone else leads: the maximum has been bid up to in full and beaten. */
  exceeded: boolean;
}

/**
 * What the user's maximum means now: still standing while they lead and it is not below the
 * price (an old maximum under a later single bid of theirs says nothing), beaten once they no
 * longer lead; null when they have none.
 */
export function ownMaximum(
  state: AuctionState,
  uid: string | null,
  maximum: number | null,
): OwnMaximum | null {
  if (uid === null || maximum === null) return null;
  if (state.currentBid?.bidder !== uid) return { amount: maximum, exceeded: true };
  return maximum >= currentAmount(state) ? { amount: maximum, exceeded: false } : null;
}

/**
 * One auction page's data (`status` of the page load, `retry` after a failure): loaded once,
 * then kept current by the live paths auctions/{id}
 * and pigeons/{id}, and by the answer to our own bid (which may come before the stream).
 * For a signed-in user also their own maximum (`myMaxBid`, never asked for a guest), asked
 * again after each of their bids and whenever the bid count moves.
 */
export function useAuctionDetail(id: string, uid: string | null) {
  const preview = usePreviewsGroups();
  const query = useQuery({
    queryKey: ['auctions', 'auction', id, ...(preview ? ['preview'] : [])],
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
    // The answer's amount is the price after the call: a rival's maximum may have answered
    // the bid at once, and then the rival still leads.
    const { result } = ownBid;
    const mine: AuctionState = {
      ...base,
      bidCount: result.bidCount,
      expiry: result.expiry,
      currentBid: {
        amount: result.amount,
        ancestorAmount: currentAmount(base),
        bidder: result.leading ? uid : (base.currentBid?.bidder ?? null),
        sealed: false,
      },
    };
    // The stream, once it has caught up, also brings the bid into the history.
    return ownBid.result.bidCount > progress(base) ? mine : base;
  }, [detail, live, ownBid, id, uid]);

  const pictures = useMemo(() => {
    if (Array.isArray(livePigeon?.pictures)) return livePigeon.pictures;
    if (!detail) return [];
    const { pigeon, photo } = detail.auction;
    if (pigeon.pictures.length > 0) return pigeon.pictures;
    return photo ? [photo] : [];
  }, [livePigeon, detail]);

  const queryClient = useQueryClient();
  const maximumKey = useMemo(() => ['auctions', 'my-max-bid', id, uid], [id, uid]);
  const maximumQuery = useQuery({
    queryKey: maximumKey,
    queryFn: () => getMyMaxBid(id),
    enabled: uid !== null,
  });
  // Not shown until it has loaded; a failure leaves the page as it is, with no maximum.
  const myMaximum = uid === null ? null : (maximumQuery.data ?? null);

  // Asked again when the bid count moves after the first load: the user may have bid from
  // another device. A request already under way (after our own bid) answers for this one.
  const bidCount = state?.bidCount ?? null;
  const countSeen = useRef(bidCount);
  useEffect(() => {
    const before = countSeen.current;
    countSeen.current = bidCount;
    if (uid === null || before === null || bidCount === null || before === bidCount) return;
    void queryClient.invalidateQueries(
      { queryKey: maximumKey, exact: true },
      { cancelRefetch: false },
    );
  }, [bidCount, uid, maximumKey, queryClient]);

  const noteOwnBid = useCallback(
    (result: BidResult) => {
      setOwnBid({ auction: id, result });
      // A maximum the answer names is shown at once; the server's own word follows.
      if (result.maximum !== null) queryClient.setQueryData(maximumKey, result.maximum);
      void queryClient.invalidateQueries({ queryKey: maximumKey, exact: true });
    },
    [id, maximumKey, queryClient],
  );

  return { status: shownStatus(query), retry, detail, state, pictures, myMaximum, noteOwnBid };
}
