import { callFunction } from '@kanat/shared/api';
import { getDeviceId } from '@kanat/shared/security';

export interface LoginResult {
  code: number;
  /** 'mfa': the second factor is next; 'register': the registration was never completed. */
  next: 'mfa' | 'register';
  /** Whether the server holds a key for this user on this device. */
  hasKey: boolean;
}

/** Checks phone and password; the session becomes pending-mfa (or an incomplete user). */
export function login(phoneNumber: string, password: string): Promise<LoginResult> {
  return callFunction<{ phoneNumber: string; password: string; deviceId: string }, LoginResult>(
    'login',
    { phoneNumber, password, deviceId: getDeviceId() },
  );
}
