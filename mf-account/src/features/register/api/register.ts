import { callFunction } from '@kanat/shared/api';
import type { RegistrationAcknowledgement, RegistrationConsents } from '@kanat/shared/contracts';
import { getDeviceId } from '@kanat/shared/security';
import type { RegistrationData } from '@kanat/shared/validation';

/**
 * Completes the registration after the phone was verified. The server then ends the session:
 * the account waits for staff approval before it can sign in. The commercial-message
 * consents go along when the form could offer them (their text's version known).
 */
export async function register(
  data: RegistrationData,
  acknowledged: RegistrationAcknowledgement,
  consents?: RegistrationConsents,
): Promise<void> {
  const { mailAddress, ...rest } = data;
  await callFunction('register', {
    data: { ...rest, ...(mailAddress ? { mailAddress } : {}) },
    deviceId: getDeviceId(),
    acknowledged,
    ...(consents ? { consents } : {}),
  });
}
