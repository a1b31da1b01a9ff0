import { BID_STEPS, bidStep, formatMoney, minNextBid, TOP_BID_STEP } from '@kanat/shared/format';

describe('formatMoney', () => {
  it.each([
    [0, '0 TL'],
    [50, '50 TL'],
    [999, '999 TL'],
    [1250, '1.250 TL'],
    [10000, '10.000 TL'],
    [1234567, '1.234.567 TL'],
  ])('%d -> %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('shows whole lira only', () => {
    expect(formatMoney(1249.6)).toBe('1.250 TL');
  });
});

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
