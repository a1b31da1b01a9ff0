import { callFunction } from '@kanat/shared/api';
import type { CreateAccountData } from '@kanat/shared/contracts';
import { getDeviceId } from '@kanat/shared/security';

/**
 * Makes the pending account and signs it in as an incomplete user. Without an e-mail the
 * server uses a placeholder, so the field is only sent when given.
 */
export async function createAccount(input: Omit<CreateAccountData, 'deviceId'>): Promise<void> {
  await callFunction('createAccount', {
    phoneNumber: input.phoneNumber,
    password: input.password,
    ...(input.mailAddress ? { mailAddress: input.mailAddress } : {}),
    deviceId: getDeviceId(),
  });
}
