import { callFunction } from '@kanat/shared/api';
import type { ChangePasswordData } from '@kanat/shared/contracts';
import { getDeviceId } from '@kanat/shared/security';

/** Changes the password; needs the current one and a fresh second-factor token. */
export async function changePassword(input: Omit<ChangePasswordData, 'deviceId'>): Promise<void> {
  await callFunction('changePassword', { ...input, deviceId: getDeviceId() });
}
