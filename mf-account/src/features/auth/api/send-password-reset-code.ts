import { callFunction } from '@kanat/shared/api';
import { getDeviceId } from '@kanat/shared/security';

export interface SendPasswordResetCodeResult {
  code: number;
  resendAvailableAt?: number;
}

/** Sends a reset code to `target`; NOT_FOUND when no account has that phone. */
export function sendPasswordResetCode(target: string): Promise<SendPasswordResetCodeResult> {
  return callFunction<{ target: string; deviceId: string }, SendPasswordResetCodeResult>(
    'sendPasswordResetCode',
    { target, deviceId: getDeviceId() },
  );
}
