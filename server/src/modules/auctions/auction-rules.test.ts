import { minNextBid } from '@kanat/shared/rules';
import {
  ceilingBoundsFor,
  maxCurrentAmountFor,
  maximumAcceptedBid,
  minimumAcceptedBid,
} from './auction-rules';

describe('maxCurrentAmountFor', () => {
  it.each([
    0, 49, 50, 51, 999, 1049, 1050, 1099, 1100, 2199, 2200, 9999, 10_500, 10_999, 11_000, 250_000,
  ])('is the largest current amount that %i still beats by the SPEC §9 step', (amount) => {
    const bound = maxCurrentAmountFor(amount);
    if (bound >= 0) expect(minNextBid(bound)).toBeLessThanOrEqual(amount);
    expect(minNextBid(bound + 1)).toBeGreaterThan(amount);
  });

  it('matches minNextBid on every amount around the step edges', () => {
    for (let current = 0; current <= 12_000; current += 7) {
      const minimum = minNextBid(current);
      expect(maxCurrentAmountFor(minimum)).toBeGreaterThanOrEqual(current);
      expect(maxCurrentAmountFor(minimum - 1)).toBeLessThan(current);
    }
  });
});

describe('minimumAcceptedBid', () => {
  it('asks the starting price for the first bid and the SPEC §9 step after it', () => {
    expect(minimumAcceptedBid({ bidCount: 0, startingBid: 500, currentAmount: 500 })).toBe(500);
    expect(minimumAcceptedBid({ bidCount: 1, startingBid: 500, currentAmount: 500 })).toBe(550);
    expect(minimumAcceptedBid({ bidCount: 4, startingBid: 500, currentAmount: 2000 })).toBe(2200);
  });
});

describe('ceilingBoundsFor', () => {
  const first = (price: number) =>
    maximumAcceptedBid({ bidCount: 0, startingBid: price, currentAmount: price });
  const later = (current: number) =>
    maximumAcceptedBid({ bidCount: 1, startingBid: 0, currentAmount: current });

  it.each([1, 499, 500, 501, 7500, 7501, 81_000, 81_001, 110_000, 123_457, 1_000_000_000])(
    'gives the smallest price and current amount under which %i is within the ceiling',
    (amount) => {
      const { minStartingBid, minCurrentAmount } = ceilingBoundsFor(amount);
      expect(first(minStartingBid)).toBeGreaterThanOrEqual(amount);
      if (minStartingBid > 0) expect(first(minStartingBid - 1)).toBeLessThan(amount);
      expect(later(minCurrentAmount)).toBeGreaterThanOrEqual(amount);
      if (minCurrentAmount > 0) expect(later(minCurrentAmount - 1)).toBeLessThan(amount);
    },
  );

  it('matches maximumAcceptedBid on every current amount around the step edges', () => {
    for (let current = 0; current <= 12_000; current += 7) {
      const maximum = later(current);
      expect(ceilingBoundsFor(maximum).minCurrentAmount).toBeLessThanOrEqual(current);
      expect(ceilingBoundsFor(maximum + 1).minCurrentAmount).toBeGreaterThan(current);
    }
  });
});
