import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';

/**
 * The spending limit staff may set for a member, in whole TL: what the member may
 * have committed at once (the auctions they lead plus the lots they won and have not paid).
 * One rule for the console's field and the server.
 */
export const SPENDING_LIMIT_MAX = 1_000_000_000;

export type SpendingLimitInput = { value: number | null } | { error: string };

/**
 * A limit as staff typed it ('250.000', '250000' or 250000) or empty / null for none; the
 * Turkish problem otherwise.
 */
export function parseSpendingLimit(input: unknown): SpendingLimitInput {
  if (input === null || input === undefined) return { value: null };
  if (typeof input === 'string' && input.trim() === '') return { value: null };
  const value =
    typeof input === 'string' && /^\s*\d{1,3}(?:\.\d{3})*\s*$|^\s*\d+\s*$/.test(input)
      ? Number(input.replace(/[.\s]/g, ''))
      : input;
  if (
    typeof value !== 'number' ||
    !Number.isSafeInteger(value) ||
    value <= 0 ||
    value > SPENDING_LIMIT_MAX
  ) {
    return {
      error: fill(messages.bid.spendingLimitInvalid, { max: formatMoney(SPENDING_LIMIT_MAX) }),
    };
  }
  return { value };
}
