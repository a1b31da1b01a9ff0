import { callFunction } from '@kanat/shared/api';
import type { RegistrationAcknowledgement } from '@kanat/shared/contracts';
import { getDeviceId } from '@kanat/shared/security';
import type { RegistrationData } from '@kanat/shared/validation';

/**
 * Completes the registration after the phone was verified. The server then ends the session:
 * the account waits for staff approval before it can sign in.
 */
export async function register(
  data: RegistrationData,
  acknowledged: RegistrationAcknowledgement,
): Promise<void> {
  const { mailAddress, ...rest } = data;
  await callFunction('register', {
    data: { ...rest, ...(mailAddress ? { mailAddress } : {}) },
    deviceId: getDeviceId(),
    acknowledged,
  });
}
