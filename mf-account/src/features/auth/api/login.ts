import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { LoginResult as ContractLoginResult } from '@kanat/shared/contracts';
import { getDeviceId } from '@kanat/shared/security';

/**
 * `next` 'mfa': the second factor is next; 'register': the registration was never completed.
 * `hasKey`: whether the server holds a key for this user on this device.
 */
export type LoginResult = ContractLoginResult & FunctionResult;

/** Checks phone and password; the session becomes pending-mfa (or an incomplete user). */
export function login(phoneNumber: string, password: string): Promise<LoginResult> {
  return callFunction('login', {
    phoneNumber,
    password,
    deviceId: getDeviceId(),
  });
}
