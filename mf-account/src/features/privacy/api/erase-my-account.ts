import { callFunction } from '@kanat/shared/api';
import type { EraseMyAccountData, EraseMyAccountResult } from '@kanat/shared/contracts';
import { getDeviceId } from '@kanat/shared/security';

export type { EraseMyAccountResult } from '@kanat/shared/contracts';

/**
 * `POST /api/fn/eraseMyAccount`: erases my account (KVKK md. 7) with the confirmation word and
 * a fresh second-factor token of this device. The server ends my sessions and its cookie.
 */
export async function eraseMyAccount(
  input: Omit<EraseMyAccountData, 'deviceId'>,
): Promise<EraseMyAccountResult> {
  const { pseudonym, keptUntil, kept } = await callFunction('eraseMyAccount', {
    ...input,
    deviceId: getDeviceId(),
  });
  return { pseudonym, keptUntil, kept };
}
