import { callFunction } from '@kanat/shared/api';
import { getDeviceId } from '@kanat/shared/security';

/**
 * usePasswordResetToken: sets the new password with a reset token; the server ends every
 * session of that user. (Not named after the function: `use…` reads as a React hook.)
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  await callFunction('usePasswordResetToken', {
    token,
    deviceId: getDeviceId(),
    password,
  });
}
