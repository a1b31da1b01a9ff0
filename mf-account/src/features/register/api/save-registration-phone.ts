import { callFunction } from '@kanat/shared/api';

/** Stores the phone the registration will verify (users/{uid}/registrationPhone). */
export async function saveRegistrationPhone(phoneNumber: string): Promise<void> {
  await callFunction('saveRegistrationPhone', { phoneNumber });
}
