// The money after the hammer (issue 33): every figure on a buyer's or a seller's statement, in
// integer kuruş, derived here and nowhere else (the server, the PDFs and the pages call these).
// Rates are basis points (1000 = %10). Each lot's premium, commission and their VAT are
// rounded to the kuruş (half up) on the lot's own line, as a Turkish invoice rounds its lines;
// a statement's figures are the sums of its lines, so every total adds up to the kuruş.

/** 100 %, in basis points. */
export const RATE_BP_MAX = 10_000;
/** The longest payment term staff may set, in days. */
export const PAYMENT_TERM_DAYS_MAX = 90;
/** A hammer price's upper bound in kuruş (100 million lira): products stay exact in a double. */
export const KURUS_MAX = 10_000_000_000;

/** The terms a sale is settled on (site-wide defaults, or the sale's own). */
export interface SaleTerms {
  /** Buyer's premium (alıcı komisyonu) on the hammer price. */
  buyerPremiumBp: number;
  /** Seller's commission (satıcı komisyonu) on the hammer price. */
  sellerCommissionBp: number;
  /** KDV on both commissions; 0: none. */
  vatBp: number;
  /** Days from the sale to the payment's due date. */
  paymentTermDays: number;
}

export type TermsProblem = 'rate' | 'term';

/** What is wrong with `terms`, or null: rates are whole basis points from 0 to 100 %. */
export function checkTerms(terms: SaleTerms): TermsProblem | null {
  for (const rate of [terms.buyerPremiumBp, terms.sellerCommissionBp, terms.vatBp]) {
    if (!Number.isInteger(rate) || rate < 0 || rate > RATE_BP_MAX) return 'rate';
  }
  const days = terms.paymentTermDays;
  if (!Number.isInteger(days) || days < 1 || days > PAYMENT_TERM_DAYS_MAX) return 'term';
  return null;
}

function assertKurus(amount: number): void {
  if (!Number.isInteger(amount) || amount < 0 || amount > KURUS_MAX) {
    throw new RangeError(`not an amount of kuruş: ${amount}`);
  }
}

/** Whole lira (the bid amounts) in kuruş. */
export function liraToKurus(lira: number): number {
  const kurus = lira * 100;
  assertKurus(kurus);
  return kurus;
}

/** `bp` basis points of `kurus`, rounded half up to the kuruş. */
export function shareOf(kurus: number, bp: number): number {
  assertKurus(kurus);
  return Math.floor((kurus * bp + RATE_BP_MAX / 2) / RATE_BP_MAX);
}

/** The mean of whole amounts, rounded half up to a whole amount; null for none. */
export function averageHalfUp(amounts: readonly number[]): number | null {
  if (amounts.length === 0) return null;
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  return Math.floor((2 * total + amounts.length) / (2 * amounts.length));
}

/** The median of whole amounts (the two middle ones' mean, half up, for an even count). */
export function medianHalfUp(amounts: readonly number[]): number | null {
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return averageHalfUp([sorted[middle - 1] as number, sorted[middle] as number]);
}

/** One lot on a buyer's statement. */
export interface BuyerLine {
  hammer: number;
  premium: number;
  premiumVat: number;
  /** The cargo fee the buyer chose for this lot; 0 for pickup. */
  shipping: number;
  total: number;
}

export function buyerLine(hammerKurus: number, shippingKurus: number, terms: SaleTerms): BuyerLine {
  assertKurus(shippingKurus);
  const premium = shareOf(hammerKurus, terms.buyerPremiumBp);
  const premiumVat = shareOf(premium, terms.vatBp);
  return {
    hammer: hammerKurus,
    premium,
    premiumVat,
    shipping: shippingKurus,
    total: hammerKurus + premium + premiumVat + shippingKurus,
  };
}

/** One lot on a seller's statement. */
export interface SellerLine {
  hammer: number;
  commission: number;
  commissionVat: number;
  net: number;
}

export function sellerLine(hammerKurus: number, terms: SaleTerms): SellerLine {
  const commission = shareOf(hammerKurus, terms.sellerCommissionBp);
  const commissionVat = shareOf(commission, terms.vatBp);
  return {
    hammer: hammerKurus,
    commission,
    commissionVat,
    // A commission over the price (rates near 100 % with VAT) leaves the seller nothing, never
    // a debt: the house takes at most the hammer price.
    net: Math.max(0, hammerKurus - commission - commissionVat),
  };
}

type Sums<T> = { [K in keyof T]: number };

function sum<T extends object>(lines: readonly T[], keys: readonly (keyof T)[]): Sums<T> {
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Sums<T>;
  for (const line of lines) {
    for (const key of keys) (totals[key] as number) += line[key] as number;
  }
  return totals;
}

export type BuyerTotals = Sums<BuyerLine>;
export type SellerTotals = Sums<SellerLine>;

export function buyerTotals(lines: readonly BuyerLine[]): BuyerTotals {
  return sum(lines, ['hammer', 'premium', 'premiumVat', 'shipping', 'total']);
}

export function sellerTotals(lines: readonly SellerLine[]): SellerTotals {
  return sum(lines, ['hammer', 'commission', 'commissionVat', 'net']);
}

/** A sale's books: what buyers owe, what sellers get, the house's share and the difference. */
export interface SaleBalance {
  buyersTotal: number;
  sellersNet: number;
  shipping: number;
  /** Premiums and commissions, with their VAT. */
  houseIncome: number;
  /**
   * Buyers' total − sellers' net − shipping − the house's income: 0 when the books balance,
   * that is when every sold lot is on one buyer's and one seller's statement at one price.
   */
  difference: number;
}

export function saleBalance(
  buyers: readonly BuyerTotals[],
  sellers: readonly SellerTotals[],
): SaleBalance {
  const b = sum(buyers, ['hammer', 'premium', 'premiumVat', 'shipping', 'total']);
  const s = sum(sellers, ['hammer', 'commission', 'commissionVat', 'net']);
  // What the sellers' nets leave of the hammer prices is the house's (commission and its VAT,
  // or the whole price where they exceed it).
  const houseIncome = b.premium + b.premiumVat + (s.hammer - s.net);
  return {
    buyersTotal: b.total,
    sellersNet: s.net,
    shipping: b.shipping,
    houseIncome,
    difference: b.total - s.net - b.shipping - houseIncome,
  };
}

/** What a bid of `lira` costs the buyer with the premium and its VAT (the bid's confirm). */
export function bidWithPremium(lira: number, terms: SaleTerms): BuyerLine {
  return buyerLine(liraToKurus(lira), 0, terms);
}

/** A statement's balance after its payments; a payment may not take it below zero. */
export function statementDue(totalKurus: number, paymentsKurus: readonly number[]): number {
  return totalKurus - paymentsKurus.reduce((all, one) => all + one, 0);
}

/** The due date: the sale's day plus the term, as ms since the epoch. */
export function paymentDueAt(soldAtMs: number, terms: Pick<SaleTerms, 'paymentTermDays'>): number {
  return soldAtMs + terms.paymentTermDays * 24 * 60 * 60_000;
}

// Payment references: 'KM' + the statement's number in 8 digits + 2 check digits (ISO 7064
// MOD 97-10, as in an IBAN), so a mistyped reference on a bank line is not matched to another.
const REFERENCE_DIGITS = 8;
const REFERENCE_PATTERN = /K\s*M[\s-]*((?:\d[\s-]?){9}\d)/gi;

function checkDigits(number: string): string {
  // 98 − (number·100 mod 97): the two digits that make the whole number ≡ 1 (mod 97).
  let rest = 0;
  for (const digit of `${number}00`) rest = (rest * 10 + Number(digit)) % 97;
  return String(98 - rest).padStart(2, '0');
}

/** The payment reference of statement `id` ('KM0000012745'). */
export function paymentReference(id: number): string {
  if (!Number.isInteger(id) || id < 1 || id >= 10 ** REFERENCE_DIGITS) {
    throw new RangeError(`no reference for statement ${id}`);
  }
  const number = String(id).padStart(REFERENCE_DIGITS, '0');
  return `KM${number}${checkDigits(number)}`;
}

/**
 * The statement a bank line's description names, by its reference (spaces or dashes inside
 * it, any case), or null when none with right check digits is there.
 */
export function findPaymentReference(description: string): number | null {
  for (const match of description.matchAll(REFERENCE_PATTERN)) {
    const digits = (match[1] ?? '').replace(/[\s-]/g, '');
    const number = digits.slice(0, REFERENCE_DIGITS);
    if (checkDigits(number) === digits.slice(REFERENCE_DIGITS) && Number(number) > 0) {
      return Number(number);
    }
  }
  return null;
}

// Display of statement figures. Kept with the rules, not in `format` (a shared singleton every
// page loads): only the pages that show statements bundle them.
const thousands = /\B(?=(\d{3})+(?!\d))/g;

/** '13.750,50 TL': an amount in kuruş, always with its two decimals (tr-TR). */
export function formatKurus(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const whole = String(Math.floor(Math.abs(kurus) / 100)).replace(thousands, '.');
  const cents = String(Math.abs(kurus) % 100).padStart(2, '0');
  return `${sign}${whole},${cents} TL`;
}

/**
 * A percentage as staff type it ('10', '7,5', '7.5', '%0,25') in basis points, or null when
 * it is not a number from 0 to 100 with at most two decimals.
 */
export function parseRate(typed: string): number | null {
  const match = /^%?\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?$/.exec(typed.trim());
  if (match === null) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= RATE_BP_MAX ? bp : null;
}

/** A whole number of days as staff type it, from `min` to `max`; null otherwise. */
export function parseDays(typed: string, min: number, max: number): number | null {
  const trimmed = typed.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= min && days <= max ? days : null;
}

/** '%10', '%7,5', '%0,25': a rate in basis points as Turkish writes a percentage. */
export function formatRate(bp: number): string {
  const whole = Math.floor(bp / 100);
  const rest = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return rest === '' ? `%${whole}` : `%${whole},${rest}`;
}

/**
 * An amount of lira as staff or a bank file write it ('1.250,50', '1250.5', '1250', '1 250,50
 * TL', '-75,00' for a debit) in kuruş, or null when it is not one. A comma is the decimal
 * mark; dots (or spaces) group thousands, except a single dot followed by one or two digits
 * at the end ('1250.50'), which is a decimal point, as English-language exports write it.
 */
export function parseKurus(typed: string): number | null {
  let text = typed
    .trim()
    .replace(/\s*(TL|TRY|₺)$/i, '')
    .replace(/^(TL|TRY|₺)\s*/i, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1).trim();
  let whole: string;
  let cents = '';
  const comma = /^([\d.\s]+),(\d{1,2})$/.exec(text);
  const point = /^(\d+)\.(\d{1,2})$/.exec(text);
  if (comma !== null) {
    whole = comma[1] ?? '';
    cents = comma[2] ?? '';
  } else if (point !== null) {
    whole = point[1] ?? '';
    cents = point[2] ?? '';
  } else {
    whole = text;
  }
  // Thousands: groups of three after the first, by dots or spaces, or no grouping at all.
  if (!/^\d{1,3}([.\s]\d{3})*$/.test(whole) && !/^\d+$/.test(whole)) return null;
  const amount = Number(whole.replace(/[.\s]/g, '')) * 100 + Number(cents.padEnd(2, '0'));
  if (!Number.isSafeInteger(amount) || amount > KURUS_MAX) return null;
  return negative ? -amount : amount;
}

/** A lot as a seller's line counts it: whose it was and what it fetched (null: unsold). */
export interface ReportSellerLot {
  sellerId: string;
  sellerName: string;
  price: number | null;
}

/**
 * Each seller's line of a sale: lots offered, lots sold and the hammer total, in the order the
 * sellers first appear among the lots.
 */
export function reportSellerLines(lots: readonly ReportSellerLot[]): Array<{
  sellerId: string;
  sellerName: string;
  lots: number;
  sold: number;
  total: number;
}> {
  const lines = new Map<
    string,
    { sellerId: string; sellerName: string; lots: number; sold: number; total: number }
  >();
  for (const lot of lots) {
    const line = lines.get(lot.sellerId) ?? {
      sellerId: lot.sellerId,
      sellerName: lot.sellerName,
      lots: 0,
      sold: 0,
      total: 0,
    };
    line.lots += 1;
    if (lot.price !== null) {
      line.sold += 1;
      line.total += lot.price;
    }
    lines.set(lot.sellerId, line);
  }
  return [...lines.values()];
}
