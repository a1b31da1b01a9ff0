import { callFunction } from '@kanat/shared/api';
import { getDeviceId } from '@kanat/shared/security';

/** Changes the password; needs the current one and a fresh second-factor token. */
export async function changePassword(input: {
  currentPassword: string;
  password: string;
  mfaToken: string;
}): Promise<void> {
  await callFunction('changePassword', { ...input, deviceId: getDeviceId() });
}
