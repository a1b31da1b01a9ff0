import type { PushNoticePayload } from '@kanat/shared/contracts';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** One browser's subscription, as stored in `push_subscriptions`. */
export interface StoredPushSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service keeps an undelivered notice: an outbid is stale after a day. */
export const pushTtlSeconds = 24 * 60 * 60;
const requestTimeoutMs = 10_000;

/** The push service answered 404 or 410: the subscription is gone for good. */
export class PushSubscriptionGone extends Error {
  override name = 'PushSubscriptionGone';
}

/** Any other refusal or a network failure: retried with the notices' backoff. */
export class PushFailed extends Error {
  override name = 'PushFailed';
}

/**
 * Sends Web Push messages (RFC 8030) with a VAPID signature (RFC 8292) and an aes128gcm body
 * (RFC 8291): `web-push` builds the request (headers, encryption), and this sends it with
 * fetch, which also reaches the plain-http local push endpoint of the tests (web-push's own
 * transport is https only).
 */
export class PushGateway {
  constructor(
    readonly keys: VapidKeys,
    private readonly subject: string,
  ) {}

  async send(subscription: StoredPushSubscription, payload: PushNoticePayload): Promise<void> {
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: this.subject, ...this.keys },
        TTL: pushTtlSeconds,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body === null ? null : new Uint8Array(request.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      throw new PushFailed(error instanceof Error ? error.message : String(error));
    }
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      throw new PushSubscriptionGone(`push service answered ${response.status}`);
    }
    if (response.status < 200 || response.status > 299) {
      throw new PushFailed(`push service answered ${response.status}`);
    }
  }
}
