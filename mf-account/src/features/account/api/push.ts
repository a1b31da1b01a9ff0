import { apiFetch, callFunction } from '@kanat/shared/api';
import type { PushKeyResponse, SubscribePushData } from '@kanat/shared/contracts';

/** `GET /api/push/key`: the server's VAPID public key (base64url). */
export async function getPushKey(): Promise<string> {
  const { publicKey } = await apiFetch<PushKeyResponse>('/api/push/key');
  return publicKey;
}

/** `POST /api/fn/subscribePush`: this browser's subscription, for the signed-in member. */
export async function subscribePush(data: SubscribePushData): Promise<void> {
  await callFunction('subscribePush', data);
}

/** `POST /api/fn/unsubscribePush`. */
export async function unsubscribePush(endpoint: string): Promise<void> {
  await callFunction('unsubscribePush', { endpoint });
}
