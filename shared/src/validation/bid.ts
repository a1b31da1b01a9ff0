import { formatAmount, formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';

export type BidCheck = { ok: true; amount: number } | { ok: false; message: string };

/**
 * SPEC §5 bid rules in their order: a whole number, a signed-in bidder, at least the
 * minimum next bid over `currentAmount`; then no more than the bid ceiling, when given.
 */
export function checkBid(
  input: string | number,
  signedIn: boolean,
  /** The smallest amount accepted now (`minimumAcceptedBid` of '@kanat/shared/rules'). */
  minimum: number,
  /** The largest amount accepted now (`maximumAcceptedBid` of '@kanat/shared/rules'). */
  maximum?: number,
): BidCheck {
  const raw = typeof input === 'number' ? String(input) : input.trim().replace(/\./g, '');
  if (raw === '') return { ok: false, message: messages.bid.empty };
  if (!/^\d+$/.test(raw)) return { ok: false, message: messages.bid.notWhole };
  const amount = Number(raw);
  if (!Number.isSafeInteger(amount)) return { ok: false, message: messages.bid.notWhole };
  if (!signedIn) return { ok: false, message: messages.bid.signInRequired };
  if (!isAcceptableBid(amount, minimum)) return { ok: false, message: messages.bid.tooLow };
  if (maximum !== undefined && amount > maximum) {
    return { ok: false, message: aboveCeilingText(maximum) };
  }
  return { ok: true, amount };
}

/** A whole number at least the minimum accepted now. */
export function isAcceptableBid(amount: number, minimum: number): boolean {
  return Number.isSafeInteger(amount) && amount >= minimum;
}

/** 'Teklifiniz çok yüksek. Bu açık arttırmada en fazla 76.000 TL teklif verebilirsiniz.' */
export function aboveCeilingText(maximum: number): string {
  return fill(messages.bid.aboveCeiling, { maximum: formatMoney(maximum) });
}

/** '1.250TL Değerindeki Teklifinizi Onaylıyor musunuz?' */
export function bidConfirmText(amount: number): string {
  return fill(messages.bid.confirm, { amount: formatAmount(amount) });
}

/** The confirmation of a maximum (proxy bid): the most the member agrees to pay. */
export function maximumConfirmText(amount: number): string {
  return fill(messages.bid.maximumConfirm, { amount: formatAmount(amount) });
}
