import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with m=19 MiB, t=2, p=1: the OWASP baseline. Its
// options type is an ambient const enum that isolated modules cannot name, so the defaults
// are used as they are (a test asserts the `$argon2id$` prefix).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Compares against a stored hash. Accounts without a password (seeded owners) never match,
 * and still pay one hash so timing does not reveal which phones have a password.
 */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    await hash(password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
