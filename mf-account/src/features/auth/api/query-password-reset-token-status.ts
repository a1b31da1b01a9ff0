import { callFunction } from '@kanat/shared/api';
import { getDeviceId } from '@kanat/shared/security';

export type ResetTokenStatus = 'valid' | 'expired' | 'invalid';

/** Whether a reset link can still be used. An unknown answer counts as invalid. */
export async function queryPasswordResetTokenStatus(token: string): Promise<ResetTokenStatus> {
  const { status } = await callFunction<
    { token: string; deviceId: string },
    { code: number; status: string }
  >('queryPasswordResetTokenStatus', { token, deviceId: getDeviceId() });
  return status === 'valid' || status === 'expired' ? status : 'invalid';
}
