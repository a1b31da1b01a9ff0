import { type AbsenteeLot, settleAbsentees } from './absentee-rules';

// A fixed step of 100 keeps the ladder readable: 1.000, 1.100, 1.200, ...
const lot = (currentPrice: number | null, leaderUserId: string | null = null): AbsenteeLot => ({
  startingPrice: 1000,
  currentPrice,
  stepOverride: 100,
  leaderUserId,
});
const max = (userId: string, amount: number, createdAt = 0) => ({ userId, max: amount, createdAt });

describe('absentee maximums in the hall', () => {
  it('a lone maximum bids the asking price once, and not against itself', () => {
    expect(settleAbsentees(lot(null), [max('ali', 5000)])).toEqual([
      { userId: 'ali', amount: 1000 },
    ]);
    expect(settleAbsentees(lot(1500), [max('ali', 5000)])).toEqual([
      { userId: 'ali', amount: 1600 },
    ]);
    expect(settleAbsentees(lot(1500, 'ali'), [max('ali', 5000)])).toEqual([]);
  });

  it('a maximum below the asking price does nothing', () => {
    expect(settleAbsentees(lot(1500), [max('ali', 1550)])).toEqual([]);
  });

  it('the highest maximum wins one step above the runner-up, which is first bid up in full', () => {
    expect(settleAbsentees(lot(1500), [max('veli', 2250), max('ali', 5000)])).toEqual([
      { userId: 'veli', amount: 2200 },
      { userId: 'ali', amount: 2300 },
    ]);
  });

  it('equal maximums: the earlier holds the runner-up’s last price', () => {
    expect(settleAbsentees(lot(1500), [max('veli', 2200, 20), max('ali', 2200, 10)])).toEqual([
      { userId: 'ali', amount: 2200 },
    ]);
  });

  it('a leading maximum answers a challenger', () => {
    expect(settleAbsentees(lot(1600, 'ali'), [max('ali', 3000), max('veli', 2000)])).toEqual([
      { userId: 'veli', amount: 2000 },
      { userId: 'ali', amount: 2100 },
    ]);
  });

  it('follows SPEC §9 increments without a clerk step', () => {
    const bids = settleAbsentees({ ...lot(null), stepOverride: null }, [
      max('ali', 10_000),
      max('veli', 1_000),
    ]);
    expect(bids.map((b) => b.userId)).toEqual(['veli', 'ali']);
    expect((bids[1] as { amount: number }).amount).toBeGreaterThan(1000);
  });
});
