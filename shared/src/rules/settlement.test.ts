import fc from 'fast-check';
import {
  bidWithPremium,
  buyerLine,
  buyerTotals,
  checkTerms,
  findPaymentReference,
  formatKurus,
  formatRate,
  KURUS_MAX,
  liraToKurus,
  parseKurus,
  parseRate,
  paymentDueAt,
  paymentReference,
  RATE_BP_MAX,
  type SaleTerms,
  saleBalance,
  sellerLine,
  sellerTotals,
  shareOf,
  statementDue,
} from './settlement';

const terms = (over: Partial<SaleTerms> = {}): SaleTerms => ({
  buyerPremiumBp: 1000,
  sellerCommissionBp: 1500,
  vatBp: 2000,
  paymentTermDays: 7,
  ...over,
});

const rate = fc.integer({ min: 0, max: RATE_BP_MAX });
const termsArb = fc.record({
  buyerPremiumBp: rate,
  sellerCommissionBp: rate,
  vatBp: rate,
  paymentTermDays: fc.integer({ min: 1, max: 90 }),
});
/** A sold lot: whole-lira hammer price, optional cargo fee in kuruş, buyer and seller. */
const lotArb = fc.record({
  lira: fc.integer({ min: 1, max: 2_000_000 }),
  shipping: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
  buyer: fc.integer({ min: 0, max: 4 }),
  seller: fc.integer({ min: 0, max: 4 }),
});

describe('settlement rules', () => {
  it('computes a lot the way the bid confirm shows it', () => {
    // 12.500 TL + %10 premium = 13.750 TL; with %20 KDV on the premium, 14.000 TL.
    expect(bidWithPremium(12_500, terms({ vatBp: 0 })).total).toBe(1_375_000);
    const line = bidWithPremium(12_500, terms());
    expect(line).toEqual({
      hammer: 1_250_000,
      premium: 125_000,
      premiumVat: 25_000,
      shipping: 0,
      total: 1_400_000,
    });
    expect(formatKurus(line.total)).toBe('14.000,00 TL');
    expect(sellerLine(liraToKurus(12_500), terms())).toEqual({
      hammer: 1_250_000,
      commission: 187_500,
      commissionVat: 37_500,
      net: 1_025_000,
    });
  });

  it('rounds each line half up to the kuruş', () => {
    expect(shareOf(5, 1000)).toBe(1); // 0,5 kuruş rounds up
    expect(shareOf(4, 1000)).toBe(0);
    expect(shareOf(333, 750)).toBe(25); // 24,975
    expect(() => shareOf(1.5, 1000)).toThrow(RangeError);
    expect(() => liraToKurus(KURUS_MAX)).toThrow(RangeError);
  });

  it('balances every sale: buyers pay hammer, premium, VAT and cargo; sellers get the rest of the hammer', () => {
    fc.assert(
      fc.property(termsArb, fc.array(lotArb, { minLength: 1, maxLength: 30 }), (t, lots) => {
        const byBuyer = new Map<number, ReturnType<typeof buyerLine>[]>();
        const bySeller = new Map<number, ReturnType<typeof sellerLine>[]>();
        for (const lot of lots) {
          const hammer = liraToKurus(lot.lira);
          byBuyer.set(lot.buyer, [
            ...(byBuyer.get(lot.buyer) ?? []),
            buyerLine(hammer, lot.shipping, t),
          ]);
          bySeller.set(lot.seller, [...(bySeller.get(lot.seller) ?? []), sellerLine(hammer, t)]);
        }
        const buyers = [...byBuyer.values()].map(buyerTotals);
        const sellers = [...bySeller.values()].map(sellerTotals);
        const balance = saleBalance(buyers, sellers);
        expect(balance.difference).toBe(0);

        const hammers = lots.reduce((all, lot) => all + liraToKurus(lot.lira), 0);
        const shipping = lots.reduce((all, lot) => all + lot.shipping, 0);
        const premium = buyers.reduce((all, b) => all + b.premium + b.premiumVat, 0);
        expect(balance.buyersTotal).toBe(hammers + premium + shipping);
        expect(balance.shipping).toBe(shipping);
        // The sellers never get more than the hammer prices, nor less than nothing.
        expect(balance.sellersNet).toBeLessThanOrEqual(hammers);
        expect(balance.sellersNet).toBeGreaterThanOrEqual(0);
        expect(balance.houseIncome).toBeGreaterThanOrEqual(0);
        for (const b of buyers) {
          expect(b.total).toBe(b.hammer + b.premium + b.premiumVat + b.shipping);
          for (const value of Object.values(b)) expect(Number.isInteger(value)).toBe(true);
        }
        for (const s of sellers) {
          expect(s.net).toBeLessThanOrEqual(s.hammer);
          for (const value of Object.values(s)) expect(Number.isInteger(value)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps each rounded share within half a kuruş of the exact one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: KURUS_MAX }), rate, (kurus, bp) => {
        const exact = (kurus * bp) / RATE_BP_MAX;
        const rounded = shareOf(kurus, bp);
        expect(Math.abs(rounded - exact)).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 500 },
    );
  });

  it('adds part-payments up, and dates the payment from the sale', () => {
    expect(statementDue(1_400_000, [500_000, 400_000])).toBe(500_000);
    expect(statementDue(1_400_000, [])).toBe(1_400_000);
    const sold = Date.UTC(2026, 10, 28, 19, 0);
    expect(paymentDueAt(sold, { paymentTermDays: 7 })).toBe(Date.UTC(2026, 11, 5, 19, 0));
  });

  it('refuses rates over 100 % and terms out of range', () => {
    expect(checkTerms(terms())).toBeNull();
    expect(checkTerms(terms({ buyerPremiumBp: 10_001 }))).toBe('rate');
    expect(checkTerms(terms({ vatBp: -1 }))).toBe('rate');
    expect(checkTerms(terms({ sellerCommissionBp: 12.5 }))).toBe('rate');
    expect(checkTerms(terms({ paymentTermDays: 0 }))).toBe('term');
    expect(checkTerms(terms({ paymentTermDays: 91 }))).toBe('term');
  });

  it('finds a statement by its reference on a bank line, never by a mistyped one', () => {
    expect(paymentReference(12_745)).toMatch(/^KM00012745\d\d$/);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.string(), (id, noise) => {
        const reference = paymentReference(id);
        expect(findPaymentReference(`EFT ${noise.replace(/\d|k|m/gi, '')} ${reference} ALIM`)).toBe(
          id,
        );
        // Spaced as a bank may print it, in lower case.
        const spaced = `${reference.slice(0, 2)} ${reference.slice(2, 6)}-${reference.slice(6)}`;
        expect(findPaymentReference(spaced.toLowerCase())).toBe(id);
        // One digit changed: the check digits no longer agree.
        const at = 2 + (id % 10);
        const digit = Number(reference[at]);
        const wrong = `${reference.slice(0, at)}${(digit + 1) % 10}${reference.slice(at + 1)}`;
        expect(findPaymentReference(`Havale ${wrong}`)).toBeNull();
      }),
      { numRuns: 300 },
    );
    expect(findPaymentReference('Mezat ödemesi, referans yok')).toBeNull();
    expect(() => paymentReference(0)).toThrow(RangeError);
  });

  it('writes amounts and rates as Turkish does', () => {
    expect(formatKurus(1_375_050)).toBe('13.750,50 TL');
    expect(formatKurus(5)).toBe('0,05 TL');
    expect(formatKurus(-12_000)).toBe('-120,00 TL');
    expect(formatRate(1000)).toBe('%10');
    expect(formatRate(750)).toBe('%7,5');
    expect(formatRate(25)).toBe('%0,25');
  });

  it('reads a percentage as staff type it', () => {
    expect(parseRate('10')).toBe(1000);
    expect(parseRate('7,5')).toBe(750);
    expect(parseRate(' %7.25 ')).toBe(725);
    expect(parseRate('0,05')).toBe(5);
    expect(parseRate('100')).toBe(10_000);
    expect(parseRate('100,01')).toBeNull();
    expect(parseRate('-5')).toBeNull();
    expect(parseRate('7,555')).toBeNull();
    expect(parseRate('on')).toBeNull();
    fc.assert(fc.property(rate, (bp) => expect(parseRate(formatRate(bp))).toBe(bp)));
  });
});

describe('parseKurus', () => {
  it('reads amounts as Turkish staff and bank files write them', () => {
    expect(parseKurus('1.250,50')).toBe(125_050);
    expect(parseKurus('1250,5')).toBe(125_050);
    expect(parseKurus('1250.50')).toBe(125_050);
    expect(parseKurus('1 250,50 TL')).toBe(125_050);
    expect(parseKurus('₺75')).toBe(7_500);
    expect(parseKurus('-75,00')).toBe(-7_500);
    expect(parseKurus('12.500')).toBe(1_250_000);
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', 'on bin', '1,2,3', '12.50.00', '1.25,5', '12,345', 'TL', '1e5']) {
      expect(parseKurus(typed)).toBeNull();
    }
  });

  it('gives back what formatKurus wrote', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: KURUS_MAX }), (kurus) => {
        expect(parseKurus(formatKurus(kurus))).toBe(kurus);
      }),
    );
  });
});
