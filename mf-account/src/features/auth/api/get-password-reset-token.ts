import { ApiError, callFunction } from '@kanat/shared/api';
import { getDeviceId } from '@kanat/shared/security';

/** Trades the code for the reset token that goes into /sifre-yenile?token=. */
export async function getPasswordResetToken(target: string, answer: string): Promise<string> {
  const { token } = await callFunction('getPasswordResetToken', {
    target,
    answer,
    deviceId: getDeviceId(),
  });
  if (typeof token !== 'string' || token === '') {
    throw new ApiError({ status: 200, code: 'bad-response', message: 'no token' });
  }
  return token;
}
