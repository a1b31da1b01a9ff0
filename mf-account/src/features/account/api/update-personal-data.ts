import { callFunction } from '@kanat/shared/api';
import { getDeviceId } from '@kanat/shared/security';
import type { PersonalInfo } from '@kanat/shared/validation';

/** Saves the profile; the account is disabled until staff approve the change. */
export async function updatePersonalData(userData: PersonalInfo, mfaToken: string): Promise<void> {
  await callFunction('updatePersonalData', {
    userData,
    deviceId: getDeviceId(),
    mfaToken,
  });
}
