import { AUCTION_STATUS } from '../api/list-auctions';
import { type AuctionState, freshest } from './use-auction-detail';

const view = (over: Partial<AuctionState>): AuctionState => ({
  status: AUCTION_STATUS.ongoing,
  bidCount: 2,
  startingBid: 500,
  expiry: 1_800_000_000_000,
  currentBid: { amount: 600, ancestorAmount: 500, bidder: 'b', sealed: false },
  bids: [],
  bidCeiling: null,
  reserve: 'none',
  annulled: 0,
  ...over,
});

describe('which view of an auction is newest (freshest)', () => {
  it('takes the one with more bids, whatever the order they come in', () => {
    const older = view({ bidCount: 1 });
    const newer = view({ bidCount: 2 });
    expect(freshest(older, newer)).toBe(newer);
    expect(freshest(newer, older)).toBe(newer);
  });

  it('takes the corrected view after staff annulled a bid, though it has fewer standing bids', () => {
    const loaded = view({ bidCount: 2 });
    const corrected = view({
      bidCount: 1,
      annulled: 1,
      currentBid: { amount: 500, ancestorAmount: 500, bidder: 'a', sealed: false },
    });
    expect(freshest(loaded, corrected)).toBe(corrected);
    // A stale view from before the annulment, arriving late, does not undo it.
    expect(freshest(corrected, view({ bidCount: 1 }))).toBe(corrected);
    // A bid after the annulment is newer again.
    const after = view({ bidCount: 2, annulled: 1 });
    expect(freshest(corrected, after)).toBe(after);
  });
});
