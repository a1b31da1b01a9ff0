import { type ProxyState, proxyRefusal, recomputeAfterAnnulment, settleProxy } from './proxy-rules';

const open = (over: Partial<ProxyState> = {}): ProxyState => ({
  bidCount: 3,
  startingBid: 500,
  currentAmount: 1000,
  leaderId: 'ali',
  leaderMax: null,
  ...over,
});

const rows = (outcome: ReturnType<typeof settleProxy>) =>
  outcome.bids.map((b) => [b.userId, b.amount, b.oldAmount, b.auto]);

describe('the proxy rule (maximum bids)', () => {
  it('places a first maximum at the starting price and keeps the rest private', () => {
    const outcome = settleProxy(open({ bidCount: 0, currentAmount: 500, leaderId: null }), {
      userId: 'ayse',
      amount: 2000,
      maximum: true,
    });
    expect(rows(outcome)).toEqual([['ayse', 500, 500, true]]);
    expect(outcome).toMatchObject({ leaderId: 'ayse', leaderMax: 2000, currentAmount: 500 });
  });

  it('answers a single bid below the leader maximum one step above it', () => {
    const outcome = settleProxy(open({ leaderMax: 3000 }), {
      userId: 'veli',
      amount: 1500,
      maximum: false,
    });
    // 1500 is bid in full, then the maximum answers 1500 + 100.
    expect(rows(outcome)).toEqual([
      ['veli', 1500, 1000, false],
      ['ali', 1600, 1500, true],
    ]);
    expect(outcome).toMatchObject({ leaderId: 'ali', leaderMax: 3000, currentAmount: 1600 });
  });

  it('caps the answer at the leader maximum, and the earlier of two equal amounts wins', () => {
    const capped = settleProxy(open({ leaderMax: 1550 }), {
      userId: 'veli',
      amount: 1500,
      maximum: true,
    });
    expect(capped.currentAmount).toBe(1550);
    expect(capped.leaderId).toBe('ali');
    const tie = settleProxy(open({ leaderMax: 2000 }), {
      userId: 'veli',
      amount: 2000,
      maximum: true,
    });
    expect(rows(tie)).toEqual([
      ['veli', 2000, 1000, true],
      ['ali', 2000, 2000, true],
    ]);
    expect(tie.leaderId).toBe('ali');
  });

  it('bids a beaten maximum up in full, then leads one step above it', () => {
    const outcome = settleProxy(open({ leaderMax: 2000 }), {
      userId: 'veli',
      amount: 5000,
      maximum: true,
    });
    expect(rows(outcome)).toEqual([
      ['ali', 2000, 1000, true],
      ['veli', 2200, 2000, true],
    ]);
    expect(outcome).toMatchObject({ leaderId: 'veli', leaderMax: 5000, currentAmount: 2200 });
  });

  it('sets the price to a winning single bid exactly, as without maxima', () => {
    const outcome = settleProxy(open({ leaderMax: 2000 }), {
      userId: 'veli',
      amount: 2700,
      maximum: false,
    });
    expect(rows(outcome)).toEqual([
      ['ali', 2000, 1000, true],
      ['veli', 2700, 2000, false],
    ]);
    expect(outcome).toMatchObject({ leaderId: 'veli', leaderMax: null, currentAmount: 2700 });
  });

  it('leads at the minimum against a leader who bid by hand', () => {
    const outcome = settleProxy(open(), { userId: 'veli', amount: 9000, maximum: true });
    expect(rows(outcome)).toEqual([['veli', 1100, 1000, true]]);
    expect(outcome.leaderMax).toBe(9000);
  });

  it('lets the leader raise a maximum without a bid, never lower it, never bid on themselves', () => {
    const raised = settleProxy(open({ leaderMax: 2000 }), {
      userId: 'ali',
      amount: 4000,
      maximum: true,
    });
    expect(raised).toEqual({ bids: [], leaderId: 'ali', leaderMax: 4000, currentAmount: 1000 });
    expect(
      proxyRefusal(open({ leaderMax: 2000 }), { userId: 'ali', amount: 2000, maximum: true }),
    ).toEqual({ kind: 'only-raise', maximum: 2000 });
    expect(proxyRefusal(open(), { userId: 'ali', amount: 2000, maximum: false })).toEqual({
      kind: 'already-top',
    });
    expect(proxyRefusal(open(), { userId: 'veli', amount: 2000, maximum: false })).toBeNull();
  });

  it('lifts the price to the hidden reserve when the leading maximum reaches it, and only then', () => {
    // A first maximum above the reserve: the price goes straight to the reserve.
    const first = settleProxy(
      open({ bidCount: 0, currentAmount: 500, leaderId: null, reservePrice: 1800 }),
      { userId: 'ayse', amount: 2000, maximum: true },
    );
    expect(rows(first)).toEqual([
      ['ayse', 500, 500, true],
      ['ayse', 1800, 500, true],
    ]);
    expect(first.currentAmount).toBe(1800);
    // A maximum below the reserve leaves the price where the rule puts it.
    const short = settleProxy(open({ reservePrice: 5000 }), {
      userId: 'veli',
      amount: 3000,
      maximum: true,
    });
    expect(short.currentAmount).toBe(1100);
    // The leader raising their maximum past the reserve lifts the price, with one bid of theirs.
    const raised = settleProxy(open({ leaderMax: 2000, reservePrice: 3000 }), {
      userId: 'ali',
      amount: 4000,
      maximum: true,
    });
    expect(rows(raised)).toEqual([['ali', 3000, 1000, true]]);
    // A single bid never lifts anything; a price already over the reserve stays.
    const single = settleProxy(open({ reservePrice: 3000 }), {
      userId: 'veli',
      amount: 1200,
      maximum: false,
    });
    expect(single.currentAmount).toBe(1200);
    const over = settleProxy(open({ currentAmount: 4000, leaderMax: 6000, reservePrice: 3000 }), {
      userId: 'veli',
      amount: 4500,
      maximum: false,
    });
    expect(over.bids.map((b) => b.amount)).not.toContain(3000);
    expect(over.currentAmount).toBeGreaterThan(4500);
  });
});

describe('the price and leader after an annulment (recomputeAfterAnnulment)', () => {
  const lot = { startingBid: 500, reservePrice: null };
  const bid = (id: number, userId: string, amount: number, auto = false) => ({
    id,
    userId,
    amount,
    auto,
    createdOn: id * 1000,
  });

  it('goes back to the starting price, with no leader, when no bid is left', () => {
    expect(recomputeAfterAnnulment(lot, [], [])).toEqual({
      leaderId: null,
      leaderMax: null,
      currentAmount: 500,
      voidIds: [],
      leaderBid: null,
    });
  });

  it('keeps the highest hand bid left as the price and its bidder as the leader', () => {
    const result = recomputeAfterAnnulment(lot, [bid(1, 'a', 500), bid(2, 'b', 600)], []);
    expect(result).toMatchObject({
      leaderId: 'b',
      currentAmount: 600,
      voidIds: [],
      leaderBid: null,
    });
  });

  it('drops a maximum’s automatic answers to the annulled bid and lets it lead one step above the rest', () => {
    // a's maximum 3000 answered b's 600 (650) and the annulled 1000 (1050).
    const standing = [
      bid(1, 'a', 500, true),
      bid(2, 'b', 600),
      bid(3, 'a', 650, true),
      bid(5, 'a', 1050, true),
    ];
    const result = recomputeAfterAnnulment(lot, standing, [
      { userId: 'a', amount: 3000, updatedOn: 1000 },
    ]);
    expect(result).toEqual({
      leaderId: 'a',
      leaderMax: 3000,
      currentAmount: 650,
      voidIds: [5],
      leaderBid: null,
    });
  });

  it('gives the leader a bid at the new price when none of theirs stands at it', () => {
    // b's maximum 2000 leads at 1050 over c's 1000; c's 1000 is annulled, a's 600 is left.
    const standing = [bid(1, 'a', 600), bid(3, 'b', 1050, true)];
    const result = recomputeAfterAnnulment(lot, standing, [
      { userId: 'b', amount: 2000, updatedOn: 2000 },
    ]);
    expect(result).toEqual({
      leaderId: 'b',
      leaderMax: 2000,
      currentAmount: 650,
      voidIds: [3],
      leaderBid: { amount: 650, oldAmount: 600 },
    });
  });

  it('lets the earlier of two equal maximums lead, at that amount', () => {
    const standing = [bid(1, 'a', 500, true), bid(2, 'b', 900, true), bid(3, 'a', 900, true)];
    const maxima = [
      { userId: 'a', amount: 900, updatedOn: 1000 },
      { userId: 'b', amount: 900, updatedOn: 2000 },
    ];
    expect(recomputeAfterAnnulment(lot, standing, maxima)).toMatchObject({
      leaderId: 'a',
      currentAmount: 900,
      leaderBid: null,
    });
  });

  it('lifts the price to the reserve a leading maximum reaches', () => {
    const result = recomputeAfterAnnulment(
      { startingBid: 500, reservePrice: 1500 },
      [bid(1, 'a', 500, true)],
      [{ userId: 'a', amount: 2000, updatedOn: 1000 }],
    );
    expect(result).toMatchObject({
      leaderId: 'a',
      currentAmount: 1500,
      leaderBid: { amount: 1500 },
    });
  });
});
