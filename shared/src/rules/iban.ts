import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * The house's bank account (issue 33): a Turkish IBAN, checked by ibantools (length, format and
 * check digits), as typed with or without spaces. Answers the IBAN without spaces, or null when
 * it is not a valid TR IBAN.
 */
export function normalizeTurkishIban(typed: string): string | null {
  const iban = electronicFormatIBAN(typed.trim()) ?? '';
  return iban.startsWith('TR') && isValidIBAN(iban) ? iban : null;
}

/** 'TR33 0006 1005 1978 6457 8413 26': an IBAN grouped by fours, as statements print it. */
export function printIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}
