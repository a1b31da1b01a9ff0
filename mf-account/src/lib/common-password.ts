// Finding 7: the password forms refuse the most common passwords before anything is sent.
// The rule's ranked list weighs some hundred kilobytes, so it is imported on demand and
// becomes a chunk of its own: no page pays for it on first render.
import type { FormResult } from '@kanat/shared/validation';

const loadRule = () =>
  import(/* webpackChunkName: "common-passwords" */ '@kanat/shared/validation/common-passwords');

/** Starts loading the list when the user reaches a password field, so submitting need not wait. */
export function preloadCommonPasswordRule(): void {
  loadRule().catch(() => {});
}

/**
 * The Turkish message for a common password, or null. When the list cannot be loaded the
 * form goes on: the server applies the same rule and its message is shown instead.
 */
export async function commonPasswordError(password: string): Promise<string | null> {
  try {
    return (await loadRule()).validateNotCommonPassword(password);
  } catch {
    return null;
  }
}

/**
 * A form's `check` with the common-password message on `field`, when the password passed its
 * own (SPEC length) rules but is a common one.
 */
export async function withCommonPasswordRule<K extends string>(
  check: FormResult<K>,
  field: K,
  password: string,
): Promise<FormResult<K>> {
  if (check.errors[field]) return check;
  const message = await commonPasswordError(password);
  return message === null ? check : { valid: false, errors: { ...check.errors, [field]: message } };
}
