import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { ResetCodeResult } from '@kanat/shared/contracts';
import { getDeviceId } from '@kanat/shared/security';

export type SendPasswordResetCodeResult = ResetCodeResult & FunctionResult;

/** Sends a reset code to `target`; NOT_FOUND when no account has that phone. */
export function sendPasswordResetCode(target: string): Promise<SendPasswordResetCodeResult> {
  return callFunction('sendPasswordResetCode', {
    target,
    deviceId: getDeviceId(),
  });
}
