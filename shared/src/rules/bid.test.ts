import {
  BID_CEILING_FACTOR,
  BID_STEPS,
  bidStep,
  maximumAcceptedBid,
  minNextBid,
  TOP_BID_STEP,
} from '@kanat/shared/rules';

describe('minNextBid (SPEC §9)', () => {
  it.each([
    [0, 50],
    [500, 550],
    [999, 1049],
    [1000, 1100],
    [1999, 2099],
    [2000, 2200],
    [2999, 3199],
    [3000, 3300],
    [3999, 4299],
    [4000, 4400],
    [4999, 5399],
    [5000, 5500],
    [9999, 10499],
    [10000, 11000],
    [250000, 251000],
  ])('current %d -> at least %d', (current, next) => {
    expect(minNextBid(current)).toBe(next);
  });

  it('uses the steps of the SPEC table', () => {
    expect(BID_STEPS).toEqual([
      { below: 1000, step: 50 },
      { below: 2000, step: 100 },
      { below: 3000, step: 200 },
      { below: 4000, step: 300 },
      { below: 5000, step: 400 },
      { below: 10000, step: 500 },
    ]);
    expect(TOP_BID_STEP).toBe(1000);
    expect(bidStep(9999)).toBe(500);
    expect(bidStep(10000)).toBe(1000);
  });
});

describe('maximumAcceptedBid (finding 9: the bid ceiling)', () => {
  it('is 10x the minimum accepted bid: the starting price first, then the SPEC §9 step', () => {
    expect(BID_CEILING_FACTOR).toBe(10);
    expect(maximumAcceptedBid({ bidCount: 0, startingBid: 750, currentAmount: 750 })).toBe(7500);
    expect(maximumAcceptedBid({ bidCount: 1, startingBid: 5000, currentAmount: 7600 })).toBe(
      81_000,
    );
  });

  it('never falls under 10x the first step, so an auction from 0 TL takes bids', () => {
    expect(maximumAcceptedBid({ bidCount: 0, startingBid: 0, currentAmount: 0 })).toBe(500);
  });

  it('follows a staff ceiling only when that is higher', () => {
    const auction = { bidCount: 1, startingBid: 5000, currentAmount: 7600 };
    expect(maximumAcceptedBid({ ...auction, bidCeiling: 500_000 })).toBe(500_000);
    expect(maximumAcceptedBid({ ...auction, bidCeiling: 20_000 })).toBe(81_000);
    expect(maximumAcceptedBid({ ...auction, bidCeiling: null })).toBe(81_000);
  });
});
