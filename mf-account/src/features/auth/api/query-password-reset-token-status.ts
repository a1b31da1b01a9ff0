import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { ResetStatusData, ResetStatusResult } from '@kanat/shared/contracts';
import { getDeviceId } from '@kanat/shared/security';

export type ResetTokenStatus = ResetStatusResult['status'];

/** Whether a reset link can still be used. An unknown answer counts as invalid. */
export async function queryPasswordResetTokenStatus(token: string): Promise<ResetTokenStatus> {
  // Typed loosely on purpose: an answer outside the contract still reads as invalid.
  const { status } = await callFunction<ResetStatusData, FunctionResult & { status: string }>(
    'queryPasswordResetTokenStatus',
    { token, deviceId: getDeviceId() },
  );
  return status === 'valid' || status === 'expired' ? status : 'invalid';
}
