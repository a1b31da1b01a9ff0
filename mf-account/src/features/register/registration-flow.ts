import { isApiError, serverMessage } from '@kanat/shared/api';
import type { RegistrationAcknowledgement, RegistrationConsents } from '@kanat/shared/contracts';
import { withSpinner } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { isSecondFactorError, verifyPhone } from '@kanat/shared/security';
import type { FieldErrors, RegistrationData, RegistrationFormData } from '@kanat/shared/validation';
import { createAccount } from './api/create-account';
import { register } from './api/register';
import { saveRegistrationPhone } from './api/save-registration-phone';
import { type PrecheckResult, userDataPrecheck } from './api/user-data-precheck';
import { clearRegistrationForm, saveRegistrationForm } from './saved-form';

export type RegisterField = keyof RegistrationFormData;

export type RegistrationOutcome =
  | { ok: true }
  | {
      ok: false;
      /** A message about the whole attempt, or null when the field errors say it all. */
      message: string | null;
      fieldErrors: FieldErrors<RegisterField>;
    };

export function toRegistrationData(form: RegistrationFormData): RegistrationData {
  return {
    phoneNumber: form.phoneNumber,
    username: form.username,
    fullname: form.fullname.trim(),
    dateOfBirth: form.dateOfBirth,
    mailAddress: (form.mailAddress ?? '').trim(),
    province: form.province.trim(),
    city: form.city.trim(),
  };
}

/** SPEC §5 pre-check flags and conflicts, shown on their fields. */
function precheckErrors(result: PrecheckResult): FieldErrors<RegisterField> {
  const invalid = result.invalid ?? {};
  const conflicts = result.conflicts ?? {};
  const errors: FieldErrors<RegisterField> = {};
  if (invalid.phoneNumberInvalid) errors.phoneNumber = messages.register.phoneInvalid;
  if (conflicts.phoneNumber) errors.phoneNumber = messages.register.phoneTaken;
  if (invalid.usernameInvalid) errors.username = messages.register.usernameInvalid;
  if (conflicts.username) errors.username = messages.register.usernameTaken;
  if (invalid.fullnameInvalid) errors.fullname = messages.validation.fullNameInvalid;
  if (invalid.dobInvalid) errors.dateOfBirth = messages.register.dobInvalid;
  if (invalid.mailInvalid) errors.mailAddress = messages.register.mailInvalid;
  if (invalid.provinceInvalid) errors.province = messages.register.provinceInvalid;
  if (invalid.cityInvalid) errors.city = messages.register.districtInvalid;
  return errors;
}

function failure(
  message: string | null,
  fieldErrors: FieldErrors<RegisterField> = {},
): RegistrationOutcome {
  return { ok: false, message, fieldErrors };
}

function createAccountError(error: unknown): RegistrationOutcome {
  if (isApiError(error, 'resource-exhausted')) return failure(messages.common.quotaExceeded);
  if (isApiError(error, 'aborted') || isApiError(error, 'already-exists')) {
    return failure(serverMessage(error, messages.register.phoneTaken));
  }
  if (isApiError(error, 'invalid-argument')) {
    return failure(serverMessage(error, messages.register.failed));
  }
  return failure(messages.register.failed);
}

function verificationError(error: unknown): RegistrationOutcome {
  if (isSecondFactorError(error)) {
    switch (error.code) {
      case 'pending':
        return failure(messages.register.verificationInProgress);
      case 'cancelled':
      case 'quota':
        return failure(error.message);
      default:
        return failure(messages.register.mfaError);
    }
  }
  if (isApiError(error, 'resource-exhausted')) return failure(messages.common.quotaExceeded);
  return failure(serverMessage(error, messages.register.mfaError));
}

function registerError(error: unknown): RegistrationOutcome {
  // The phone proof is missing or expired.
  if (isApiError(error, 'permission-denied')) return failure(messages.register.mfaError);
  if (isApiError(error, 'aborted') || isApiError(error, 'already-exists')) {
    return failure(serverMessage(error, messages.register.alreadyCreated));
  }
  return failure(serverMessage(error, messages.register.failed));
}

/**
 * The registration flow of SPEC §4, after the form passed validation: create the account
 * if there is none, store the registration phone, keep the form for a retry, pre-check on
 * the server, verify the phone with a code, register, forget the kept form.
 *
 * The spinner covers each server call but never the code dialog.
 */
export async function runRegistration(
  form: RegistrationFormData,
  options: {
    hasAccount: boolean;
    acknowledged: RegistrationAcknowledgement;
    /** The optional commercial-message consents, with the text version they were given under. */
    consents?: RegistrationConsents;
  },
): Promise<RegistrationOutcome> {
  const data = toRegistrationData(form);

  if (!options.hasAccount) {
    try {
      await withSpinner(
        createAccount({
          phoneNumber: data.phoneNumber,
          password: form.password,
          mailAddress: data.mailAddress ?? undefined,
        }),
      );
    } catch (error) {
      return createAccountError(error);
    }
  }

  try {
    await withSpinner(saveRegistrationPhone(data.phoneNumber));
  } catch (error) {
    return failure(serverMessage(error, messages.register.failed));
  }
  saveRegistrationForm(data);

  let precheck: PrecheckResult;
  try {
    precheck = await withSpinner(userDataPrecheck(data));
  } catch (error) {
    return failure(serverMessage(error, messages.register.failed));
  }
  if (!precheck.ok) {
    const fieldErrors = precheckErrors(precheck);
    return failure(
      Object.keys(fieldErrors).length > 0 ? null : messages.register.failed,
      fieldErrors,
    );
  }

  try {
    await verifyPhone(data.phoneNumber);
  } catch (error) {
    return verificationError(error);
  }

  try {
    await withSpinner(register(data, options.acknowledged, options.consents));
  } catch (error) {
    return registerError(error);
  }
  clearRegistrationForm();
  return { ok: true };
}
