import { type Static, Type } from '@sinclair/typebox';

// Web Push: a member's browsers subscribe with the server's VAPID key; the notice
// sender pushes to each subscription (server/README.md, "Notifications").

/** `GET /api/push/key`: the VAPID public key, the browser's `applicationServerKey`. */
export const PushKeyResponse = Type.Object({
  /** base64url of the uncompressed P-256 point (65 bytes). */
  publicKey: Type.String(),
});
export type PushKeyResponse = Static<typeof PushKeyResponse>;

/** A push service's URL; its scheme and host are checked by the server. */
const Endpoint = Type.String({ minLength: 1, maxLength: 2048 });

/** `subscribePush` data: the browser's `PushSubscription.toJSON()` (without expirationTime). */
export const SubscribePushData = Type.Object({
  endpoint: Endpoint,
  keys: Type.Object({
    /** base64url of the browser's P-256 public key (65 bytes: 87 characters). */
    p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{86,88}={0,2}$' }),
    /** base64url of the 16-byte auth secret (22 characters). */
    auth: Type.String({ pattern: '^[A-Za-z0-9_-]{22,24}={0,2}$' }),
  }),
});
export type SubscribePushData = Static<typeof SubscribePushData>;

/** `unsubscribePush` data: the subscription's endpoint. */
export const UnsubscribePushData = Type.Object({ endpoint: Endpoint });
export type UnsubscribePushData = Static<typeof UnsubscribePushData>;

/** The caller's subscriptions after the call (every browser of theirs). */
export const PushSubscriptionsResult = Type.Object({ count: Type.Integer() });
export type PushSubscriptionsResult = Static<typeof PushSubscriptionsResult>;

/** The push functions, for registered users (a setting, like setNotificationPrefs). */
export const pushCallables = {
  subscribePush: { data: SubscribePushData, result: PushSubscriptionsResult },
  unsubscribePush: { data: UnsubscribePushData, result: PushSubscriptionsResult },
} as const;

/** The payload the service worker shows (JSON, encrypted to the subscription). */
export interface PushNoticePayload {
  title: string;
  body: string;
  /** The page to open on a click: the auction's. */
  url: string;
  /** Groups a member's notices of one auction (a newer one replaces the older). */
  tag?: string;
}
