import type {
  PersonalInfoData,
  PrecheckData,
  PrecheckResult,
  SendContactMailData,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n';
import {
  isValidDateOfBirth,
  isValidFullName,
  isValidMail,
  isValidNewPassword,
  isValidPassword,
  isValidPhone,
  isValidPlace,
  isValidUsername,
  validateDistrict,
  validateNewPassword,
  validateNewPasswordRepeat,
  validateOptionalMail,
  validatePassword,
  validatePasswordRepeat,
  validateProvince,
} from './fields';

/** Field messages of a form; a key is present only for an invalid field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface FormResult<K extends string> {
  valid: boolean;
  errors: FieldErrors<K>;
}

function result<K extends string>(errors: FieldErrors<K>): FormResult<K> {
  return { valid: Object.keys(errors).length === 0, errors };
}

function collect<K extends string>(checks: [K, string | null][]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [key, message] of checks) if (message !== null) errors[key] = message;
  return errors;
}

/** SPEC §3 registration data (the userDataPrecheck contract). The password is never part of it. */
export type RegistrationData = PrecheckData;

/** The server pre-check flags of SPEC §5 (plus fullnameInvalid, which the seed lacked). */
export type RegistrationFlags = PrecheckResult['invalid'];

export interface RegistrationResult extends FormResult<keyof RegistrationData> {
  flags: RegistrationFlags;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Validates registration data. Accepts unknown input so the server can pass a request body
 * straight in; a missing or non-string field is simply invalid.
 */
export function validateRegistration(
  data: Partial<Record<keyof RegistrationData, unknown>>,
): RegistrationResult {
  const mail = data.mailAddress;
  const mailText = typeof mail === 'string' ? mail.trim() : '';
  const flags: RegistrationFlags = {
    usernameInvalid: !isValidUsername(text(data.username)),
    dobInvalid: !isValidDateOfBirth(text(data.dateOfBirth)),
    mailInvalid:
      !(mail === undefined || mail === null || typeof mail === 'string') ||
      (mailText !== '' && !isValidMail(mailText)),
    phoneNumberInvalid: !isValidPhone(text(data.phoneNumber)),
    provinceInvalid: !isValidPlace(text(data.province)),
    cityInvalid: !isValidPlace(text(data.city)),
    fullnameInvalid: !isValidFullName(text(data.fullname)),
  };
  const errors = collect<keyof RegistrationData>([
    ['phoneNumber', flags.phoneNumberInvalid ? messages.validation.phoneInvalid : null],
    ['username', flags.usernameInvalid ? messages.validation.usernameInvalid : null],
    ['fullname', flags.fullnameInvalid ? messages.validation.fullNameInvalid : null],
    ['dateOfBirth', flags.dobInvalid ? messages.validation.dobInvalid : null],
    ['mailAddress', flags.mailInvalid ? messages.validation.mailInvalid : null],
    ['province', flags.provinceInvalid ? messages.validation.provinceInvalid : null],
    ['city', flags.cityInvalid ? messages.validation.districtInvalid : null],
  ]);
  return { ...result(errors), flags };
}

export interface RegistrationFormData extends RegistrationData {
  password: string;
  passwordAgain: string;
}

/**
 * The whole register form. The password is only asked for when nobody is signed in
 * (completing a partial account keeps the existing password).
 */
export function validateRegistrationForm(
  form: RegistrationFormData,
  options: { signedIn: boolean },
): FormResult<keyof RegistrationFormData> {
  const errors: FieldErrors<keyof RegistrationFormData> = { ...validateRegistration(form).errors };
  if (!options.signedIn) {
    const password = validatePassword(form.password);
    if (password) errors.password = password;
    const repeat = validatePasswordRepeat(form.password, form.passwordAgain);
    if (repeat) errors.passwordAgain = repeat;
  }
  return result(errors);
}

export interface LoginData {
  phoneNumber: string;
  password: string;
}

/** SPEC §5 login messages. */
export function validateLogin(data: LoginData): FormResult<keyof LoginData> {
  return result(
    collect<keyof LoginData>([
      ['phoneNumber', isValidPhone(data.phoneNumber) ? null : messages.login.phoneInvalid],
      ['password', isValidPassword(data.password) ? null : messages.login.passwordInvalid],
    ]),
  );
}

/** Password reset request: only the phone is asked for. */
export function validateResetRequest(phoneNumber: string): string | null {
  return isValidPhone(phoneNumber) ? null : messages.reset.requestPhoneInvalid;
}

export interface NewPasswordData {
  password: string;
  passwordAgain: string;
}

/** The reset screen: the new-password rule and a matching repeat. */
export function validatePasswordReset(data: NewPasswordData): FormResult<keyof NewPasswordData> {
  return result(
    collect<keyof NewPasswordData>([
      ['password', validateNewPassword(data.password)],
      ['passwordAgain', validateNewPasswordRepeat(data.password, data.passwordAgain)],
    ]),
  );
}

export interface PasswordChangeData {
  oldPassword: string;
  newPassword: string;
  newPasswordAgain: string;
}

/** The change screen: the current password must look like a password, the new one follows the rule. */
export function validatePasswordChange(
  data: PasswordChangeData,
): FormResult<keyof PasswordChangeData> {
  return result(
    collect<keyof PasswordChangeData>([
      ['oldPassword', isValidPassword(data.oldPassword) ? null : messages.account.passwordInvalid],
      [
        'newPassword',
        isValidNewPassword(data.newPassword) ? null : messages.account.passwordInvalid,
      ],
      ['newPasswordAgain', validateNewPasswordRepeat(data.newPassword, data.newPasswordAgain)],
    ]),
  );
}

export type ContactData = SendContactMailData;

export function validateContact(data: ContactData): FormResult<keyof ContactData> {
  return result(
    collect<keyof ContactData>([
      ['name', data.name.trim() ? null : messages.contact.nameEmpty],
      ['email', isValidMail(data.email.trim()) ? null : messages.contact.mailInvalid],
      ['subject', data.subject.trim() ? null : messages.contact.subjectEmpty],
      ['message', data.message.trim() ? null : messages.contact.messageEmpty],
    ]),
  );
}

/** SPEC §3 personalInfo, as stored and as sent to updatePersonalData. */
export type PersonalInfo = PersonalInfoData;

export const PERSONAL_INFO_FIELDS: readonly (keyof PersonalInfo)[] = [
  'username',
  'fullname',
  'dateOfBirth',
  'province',
  'city',
  'mailAddress',
  'phoneNumber',
];

export interface ProfileUpdateResult extends FormResult<keyof PersonalInfo> {
  /** A message for the whole form: nothing changed or fields are missing. */
  formError: string | null;
}

/**
 * SPEC §5 profile update: username and full name are read-only; e-mail, phone, date of
 * birth, province and district must be valid; every stored field must be present; an
 * unchanged form is 'Değişiklik yok.'.
 */
export function validateProfileUpdate(
  current: PersonalInfo,
  next: Partial<Record<keyof PersonalInfo, unknown>>,
): ProfileUpdateResult {
  if (PERSONAL_INFO_FIELDS.some((field) => typeof next[field] !== 'string')) {
    return { valid: false, errors: {}, formError: messages.account.profileIncomplete };
  }
  const data = next as PersonalInfo;
  const errors = collect<keyof PersonalInfo>([
    ['username', data.username === current.username ? null : messages.account.readOnlyField],
    ['fullname', data.fullname === current.fullname ? null : messages.account.readOnlyField],
    [
      'mailAddress',
      validateOptionalMail(data.mailAddress) ? messages.account.profileMailInvalid : null,
    ],
    ['phoneNumber', isValidPhone(data.phoneNumber) ? null : messages.account.profilePhoneInvalid],
    [
      'dateOfBirth',
      isValidDateOfBirth(data.dateOfBirth) ? null : messages.account.profileDobInvalid,
    ],
    ['province', validateProvince(data.province)],
    ['city', validateDistrict(data.city)],
  ]);
  if (Object.keys(errors).length > 0) return { valid: false, errors, formError: null };
  const changed = PERSONAL_INFO_FIELDS.some((field) => data[field] !== current[field]);
  if (!changed) return { valid: false, errors: {}, formError: messages.account.profileNoChange };
  return { valid: true, errors: {}, formError: null };
}

export type CommentCheck =
  | { ok: true; text: string }
  | { ok: false; reason: 'empty' | 'signed-out' };

/** SPEC §5: a comment needs text and a signed-in user (the caller redirects to login). */
export function checkComment(text: string, signedIn: boolean): CommentCheck {
  if (!signedIn) return { ok: false, reason: 'signed-out' };
  const trimmed = text.trim();
  return trimmed ? { ok: true, text: trimmed } : { ok: false, reason: 'empty' };
}
