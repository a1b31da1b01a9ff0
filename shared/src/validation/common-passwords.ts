import { messages } from '@kanat/shared/i18n';
import { dictionary } from '@zxcvbn-ts/language-common';

// Finding 7: the most common passwords are refused at registration, reset and change, on
// top of the SPEC §9 length rules. The ranked list (zxcvbn-ts, ~50,000 entries, most common
// first) weighs some hundred kilobytes, so this rule is a subpath of its own: the browser
// loads it only when a password form is checked, never with the first render of a page.

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

// The list is lower-case already; lower-casing it again keeps the case-insensitive match
// right should a later version of the list ship mixed case.
const commonPasswords: ReadonlySet<string> = new Set(
  dictionary['passwords-common']
    .slice(0, COMMON_PASSWORD_COUNT)
    .map((password) => password.toLowerCase()),
);

/**
 * Whether `value` is one of the most common passwords, in any letter case ('Password1'
 * counts as 'password1'). Plain `toLowerCase`, not the Turkish one: the list is Latin, and
 * Turkish casing would turn 'QWERTYUIOP' into 'qwertyuıop'.
 */
export function isCommonPassword(value: string): boolean {
  return commonPasswords.has(value.toLowerCase());
}

/** The Turkish message for a common password, or null when it is not one. */
export function validateNotCommonPassword(value: string): string | null {
  return isCommonPassword(value) ? messages.validation.passwordTooCommon : null;
}
