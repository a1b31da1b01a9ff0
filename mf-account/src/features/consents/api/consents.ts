import { callFunction } from '@kanat/shared/api';
import type { MyConsents, SetConsentData } from '@kanat/shared/contracts';
import { getDeviceId } from '@kanat/shared/security';

export type { ConsentRecordView, MyConsents } from '@kanat/shared/contracts';

/** The answer without the transport's fields, as the page caches it. */
function consentsOf({ current, records, marketingVersion }: MyConsents): MyConsents {
  return { current, records, marketingVersion };
}

/** `myConsents`: each consent's state, every change newest first, the consent text's version. */
export async function getMyConsents(): Promise<MyConsents> {
  return consentsOf(await callFunction('myConsents', null));
}

/**
 * `setConsent`: gives or withdraws one consent from this browser (its device id is kept with
 * the record). Giving a commercial-message consent names the text version the page showed.
 */
export async function setConsent(input: Omit<SetConsentData, 'deviceId'>): Promise<MyConsents> {
  return consentsOf(await callFunction('setConsent', { ...input, deviceId: getDeviceId() }));
}

/**
 * Drops this browser's own push subscription after every subscription was ended on the
 * server: otherwise the settings page, finding it, would save it again and turn notices back
 * on. Nothing to do where Web Push is missing; a failure here changes nothing on the server.
 */
export async function dropThisBrowserPush(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = (await registration?.pushManager?.getSubscription()) ?? null;
    await subscription?.unsubscribe();
  } catch {
    // The server holds no subscription any more; this browser's copy only lingers.
  }
}
