import { messages } from '@kanat/shared/i18n';

// SPEC §5 field rules. Pure functions: the browser and the server run the same code.
// `isX` answers yes/no; `validateX` gives the Turkish message or null when valid.

const TR_UPPER = 'A-ZÇĞİÖŞÜÂÎÛ';
const TR_LOWER = 'a-zçğıöşüâîû';

/** SPEC §5 operator prefixes after +90. */
export const PHONE_PREFIXES: readonly string[] = [
  '501',
  '505',
  '506',
  '507',
  '516',
  ...range(530, 539),
  ...range(541, 549),
  ...range(551, 555),
  '559',
  '561',
];
export const PHONE_COUNTRY_CODE = '+90';
const PHONE_NATIONAL_DIGITS = 10;

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}

const PHONE_PATTERN = new RegExp(`^\\+90(${PHONE_PREFIXES.join('|')})\\d{7}$`);

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function validatePhone(value: string): string | null {
  return isValidPhone(value) ? null : messages.validation.phoneInvalid;
}

/**
 * What the phone field shows while typing: digits only, always behind +90. A leading 0 or
 * a typed 90 is the national or country prefix, not part of the number.
 */
export function normalizePhoneInput(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('90')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return PHONE_COUNTRY_CODE + digits.slice(0, PHONE_NATIONAL_DIGITS);
}

/** SPEC §9: registration password minimum length. */
export const PASSWORD_MIN_LENGTH = 6;
/** SPEC §9: new password (reset and change) minimum length. */
export const NEW_PASSWORD_MIN_LENGTH = 8;

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH;
}

export function validatePassword(value: string): string | null {
  return isValidPassword(value) ? null : messages.validation.passwordTooShort;
}

export function validatePasswordRepeat(password: string, repeat: string): string | null {
  return password === repeat ? null : messages.validation.passwordsDontMatch;
}

/** At least 8 characters with a letter, a digit and an upper-case letter. */
export function isValidNewPassword(value: string): boolean {
  return (
    value.length >= NEW_PASSWORD_MIN_LENGTH &&
    new RegExp(`[${TR_UPPER}${TR_LOWER}]`).test(value) &&
    /\d/.test(value) &&
    new RegExp(`[${TR_UPPER}]`).test(value)
  );
}

export function validateNewPassword(value: string): string | null {
  return isValidNewPassword(value) ? null : messages.validation.newPasswordInvalid;
}

export function validateNewPasswordRepeat(password: string, repeat: string): string | null {
  return password === repeat ? null : messages.validation.newPasswordsDontMatch;
}

export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 12;
const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]{4,12}$/;

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}

export function validateUsername(value: string): string | null {
  return isValidUsername(value) ? null : messages.validation.usernameInvalid;
}

const TRANSLITERATION: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
  â: 'a',
  Â: 'a',
  î: 'i',
  Î: 'i',
  û: 'u',
  Û: 'u',
};

/** Turkish letters to their plain Latin base ('Şükrü' -> 'sukru' after lower-casing). */
export function transliterateTurkish(value: string): string {
  return value.replace(/[çÇğĞıİöÖşŞüÜâÂîÎûÛ]/g, (ch) => TRANSLITERATION[ch] ?? ch);
}

/**
 * A text as the words of a file name, safe in any header: Turkish letters transliterated,
 * lower case, anything between words one hyphen, at most 60 characters
 * ('Güz Şöleni 2026' -> 'guz-soleni-2026').
 */
export function fileNameWords(value: string): string {
  return transliterateTurkish(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The username field while typing: Turkish letters transliterated, lower case, spaces to
 * underscores, dots and commas dropped, at most 12 characters.
 */
export function normalizeUsernameInput(input: string): string {
  return transliterateTurkish(input)
    .toLowerCase()
    .replace(/\s/g, '_')
    .replace(/[.,]/g, '')
    .slice(0, USERNAME_MAX_LENGTH);
}

const WORD = `[${TR_UPPER}][${TR_LOWER}]{1,39}`;
const FULL_NAME_PATTERN = new RegExp(`^${WORD}( ${WORD}){0,2}$`);
const PLACE_PATTERN = new RegExp(`^${WORD}( ${WORD}){0,8}$`);

/** 1-3 words, each capitalised, 2-40 letters (Turkish letters included). */
export function isValidFullName(value: string): boolean {
  return FULL_NAME_PATTERN.test(value);
}

export function validateFullName(value: string): string | null {
  return isValidFullName(value) ? null : messages.validation.fullNameInvalid;
}

/**
 * Trims, collapses spaces and capitalises every word the Turkish way ('istanbul' ->
 * 'İstanbul', 'IŞIK' -> 'Işık'). Used on blur for names, provinces and districts.
 */
export function capitaliseWords(input: string): string {
  return input
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(
      (word) =>
        word.charAt(0).toLocaleUpperCase('tr-TR') + word.slice(1).toLocaleLowerCase('tr-TR'),
    )
    .join(' ');
}

export const normalizeFullNameInput = capitaliseWords;
export const normalizePlaceInput = capitaliseWords;

const MAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidMail(value: string): boolean {
  return MAIL_PATTERN.test(value);
}

/** The e-mail is optional: empty is valid. */
export function validateOptionalMail(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return isValidMail(value.trim()) ? null : messages.validation.mailInvalid;
}

/** YYYY-MM-DD, year 19xx or 20xx, and a day that exists in the calendar. */
export function isValidDateOfBirth(value: string): boolean {
  const match = /^((?:19|20)\d\d)-(\d\d)-(\d\d)$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export function validateDateOfBirth(value: string): string | null {
  return isValidDateOfBirth(value) ? null : messages.validation.dobInvalid;
}

/** Up to 9 capitalised words of 2-40 letters. */
export function isValidPlace(value: string): boolean {
  return PLACE_PATTERN.test(value);
}

export function validateProvince(value: string): string | null {
  return isValidPlace(value) ? null : messages.validation.provinceInvalid;
}

export function validateDistrict(value: string): string | null {
  return isValidPlace(value) ? null : messages.validation.districtInvalid;
}
