import http from 'node:http';
import https from 'node:https';
import type { PushNoticePayload } from '@kanat/shared/contracts';
import webpush from 'web-push';
import {
  isAllowedEndpoint,
  type PushTargets,
  publicOnlyLookup,
  type Resolve,
  systemResolve,
} from './push-services';
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

/**
 * The push service answered 404 or 410, or the endpoint is no push service's (a row saved
 * before the endpoints were checked): the subscription is gone for good.
 */
export class PushSubscriptionGone extends Error {
  override name = 'PushSubscriptionGone';
}

/**
 * Any other refusal or a network failure, a push service's name resolving to an address that
 * is not public included (a resolver's fault, not the subscription's): retried with the
 * notices' backoff.
 */
export class PushFailed extends Error {
  override name = 'PushFailed';
}

interface PushRequest {
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * Sends Web Push messages (RFC 8030) with a VAPID signature (RFC 8292) and an aes128gcm body
 * (RFC 8291): `web-push` builds the request (headers, encryption), and this sends it over
 * node's https with a `lookup` that connects to public addresses only (push-services.ts).
 * Plain http goes only to the tests' local push service (PUSH_TEST_ENDPOINT_ORIGIN).
 */
export class PushGateway {
  private readonly agent: https.Agent;

  constructor(
    readonly keys: VapidKeys,
    private readonly subject: string,
    private readonly targets: PushTargets,
    resolve: Resolve = systemResolve,
  ) {
    this.agent = new https.Agent({ lookup: publicOnlyLookup(resolve) });
  }

  async send(subscription: StoredPushSubscription, payload: PushNoticePayload): Promise<void> {
    if (!isAllowedEndpoint(subscription.endpoint, this.targets)) {
      throw new PushSubscriptionGone('the endpoint is not a push service');
    }
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
    let status: number;
    try {
      status = await this.post(new URL(request.endpoint), {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
      });
    } catch (error) {
      throw new PushFailed(error instanceof Error ? error.message : String(error));
    }
    if (status === 404 || status === 410) {
      throw new PushSubscriptionGone(`push service answered ${status}`);
    }
    if (status < 200 || status > 299) {
      throw new PushFailed(`push service answered ${status}`);
    }
  }

  /** POSTs and answers the status; redirects are not followed (a 3xx is a failure). */
  private post(url: URL, request: PushRequest): Promise<number> {
    const options = {
      method: request.method,
      headers: request.headers,
      signal: AbortSignal.timeout(requestTimeoutMs),
    };
    return new Promise((resolve, reject) => {
      const done = (response: http.IncomingMessage) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      };
      const outgoing =
        url.protocol === 'https:'
          ? https.request(url, { ...options, agent: this.agent }, done)
          : http.request(url, options, done);
      outgoing.on('error', reject);
      outgoing.end(request.body ?? undefined);
    });
  }
}
