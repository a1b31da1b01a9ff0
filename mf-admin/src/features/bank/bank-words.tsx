import type { BankLineRow } from '@kanat/shared/contracts';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { findPaymentReference } from '@kanat/shared/rules';
import { StatusBadge, type StatusTone } from '../../ui';

export const BANK_ROOT = '/yonetim/banka';
/** The buyer's statement a settled line paid (the statements' own section). */
export const buyerStatementPath = (id: string) => `/yonetim/alim-belgeleri/${id}`;

const states: Record<BankLineRow['state'], [StatusTone, string]> = {
  matched: ['success', t.lineMatched],
  unmatched: ['warning', t.lineUnmatched],
  settled: ['info', t.lineSettled],
  ignored: ['neutral', t.lineIgnored],
};

export function LineState({ state }: { state: BankLineRow['state'] }) {
  const [tone, word] = states[state];
  return <StatusBadge tone={tone}>{word}</StatusBadge>;
}

/**
 * The statement staff typed to settle a line against: its number ('1234') or its payment
 * reference ('KM0000123483', checked by its digits); null when it is neither.
 */
export function typedStatementId(typed: string): string | null {
  const text = typed.trim();
  if (/^\d{1,8}$/.test(text) && Number(text) > 0) return String(Number(text));
  const number = findPaymentReference(text);
  return number === null ? null : String(number);
}
