import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random secret for cookies and links: 32 bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Tokens are 256-bit random values, so a plain SHA-256 is enough to make a stolen table
 * useless (no salt or slow hash needed, unlike passwords).
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A user id in the shape of the seed's auth uids (28 letters and digits). */
export function newUserId(): string {
  let id = '';
  for (let i = 0; i < 28; i += 1) id += idAlphabet[randomInt(idAlphabet.length)];
  return id;
}

/** A numeric code with leading zeros kept (SPEC §9: the code is numeric). */
export function newNumericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/**
 * Codes have only a million values, so the hash is salted per row to stop one precomputed
 * table from covering every row; the short lifetime and attempt limit do the rest.
 */
export function hashCode(code: string, salt = randomBytes(16).toString('base64url')): string {
  const digest = createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('base64url');
  return `${salt}$${digest}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  if (salt === undefined) return false;
  const expected = Buffer.from(stored, 'utf8');
  const actual = Buffer.from(hashCode(code, salt), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
