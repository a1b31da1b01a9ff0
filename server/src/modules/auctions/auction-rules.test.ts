import { minimumNextBid } from './auction-rules';

describe('minimumNextBid (SPEC §9)', () => {
  it.each([
    [0, 50],
    [999, 1049],
    [1000, 1100],
    [1999, 2099],
    [2000, 2200],
    [3000, 3300],
    [4000, 4400],
    [5000, 5500],
    [9999, 10499],
    [10000, 11000],
    [250000, 251000],
  ])('after %i the next bid is at least %i', (current, expected) => {
    expect(minimumNextBid(current)).toBe(expected);
  });
});
