// Ring numbers, without any text: the auction pages read a pigeon's year from its ring, and
// must not bring the pigeon form's messages with them (pigeon.ts holds those).

/**
 * A ring number as the national federations print it: country code, year, number
 * (TR-2024-123456; BE-2019-4123456). Typed forms are tidied: lower case, spaces, dots or
 * slashes between the parts ('tr 24 123456', 'TR.2024.123456', 'tr-24/12345') and a two-digit
 * year (24 -> 2024).
 */
export function normalizeTagNum(input: string, now = new Date()): string {
  const compact = input.trim().toLocaleUpperCase('tr-TR').replace(/İ/g, 'I');
  const match = /^([A-Z]{2,3})[\s./-]*(\d{2}|\d{4})[\s./-]+(\d{1,7})$/.exec(compact);
  if (match === null) return compact.replace(/\s+/g, ' ');
  const [, country, year = '', number] = match;
  let fullYear = year;
  if (year.length === 2) {
    const twoDigits = Number(year);
    const thisYear = now.getFullYear() % 100;
    fullYear = String(twoDigits <= thisYear + 1 ? 2000 + twoDigits : 1900 + twoDigits);
  }
  return `${country}-${fullYear}-${number}`;
}

/** A tidied ring number: country, year, number. */
export const TAG_PATTERN = /^([A-Z]{2,3})-(\d{4})-(\d{1,7})$/;

/** The year a pigeon hatched: its ring's year (TR-2024-123456 -> 2024); null when unreadable. */
export function pigeonYear(tagNum: string): number | null {
  const match = TAG_PATTERN.exec(normalizeTagNum(tagNum));
  return match === null ? null : Number(match[2]);
}
