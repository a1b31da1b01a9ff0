import { callFunction } from '@kanat/shared/api';
import type { RegistrationData } from '@kanat/shared/validation';

export interface PrecheckFlags {
  usernameInvalid?: boolean;
  dobInvalid?: boolean;
  mailInvalid?: boolean;
  phoneNumberInvalid?: boolean;
  provinceInvalid?: boolean;
  cityInvalid?: boolean;
  fullnameInvalid?: boolean;
}

export interface PrecheckResult {
  code: number;
  ok: boolean;
  invalid?: PrecheckFlags;
  conflicts?: { phoneNumber?: boolean; username?: boolean };
}

/** The server's check of the registration data: invalid fields and taken phone/username. */
export function userDataPrecheck(data: RegistrationData): Promise<PrecheckResult> {
  return callFunction<RegistrationData & { mailAddress: string }, PrecheckResult>(
    'userDataPrecheck',
    {
      ...data,
      mailAddress: data.mailAddress ?? '',
    },
  );
}
