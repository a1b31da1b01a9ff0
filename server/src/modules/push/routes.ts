import { callables, PushKeyResponse, type SubscribePushData } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PushConfig } from '../../config';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { consume, registeredUser } from '../auth';
import { PushGateway } from './push-gateway';
import {
  countPushSubscriptions,
  deletePushSubscription,
  savePushSubscription,
  trimPushSubscriptions,
} from './push-repository';
import { isAllowedEndpoint, type PushTargets } from './push-services';
import { loadVapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push with the server's VAPID keys. */
    push: PushGateway;
  }
}

/** The most browsers one member keeps subscribed; a new one drops the oldest. */
export const maxPushSubscriptions = 10;

/**
 * `subscribePush` per member, like comments: the settings page saves this browser's
 * subscription on each visit, and a member has up to `maxPushSubscriptions` browsers.
 */
export const subscribePushLimits = {
  burst: { limit: 20, windowMs: 60_000 },
  daily: { limit: 200, windowMs: 24 * 60 * 60_000 },
} as const;

const fromBase64Url = (text: string) => Buffer.from(text, 'base64url');

/** The key sizes of RFC 8291: a P-256 point (uncompressed, 65 bytes) and a 16-byte secret. */
function checkKeys({ keys }: SubscribePushData): { p256dh: string; auth: string } {
  const p256dh = fromBase64Url(keys.p256dh);
  const auth = fromBase64Url(keys.auth);
  if (p256dh.length !== 65 || p256dh[0] !== 0x04 || auth.length !== 16) {
    throw new AppError('invalid-argument', messages.push.badKeys);
  }
  return { p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') };
}

/**
 * Web Push: the VAPID public key for the browser, and the member's subscriptions.
 * Decorates `app.push`, which the notice sender uses.
 */
/**
 * The push consent's record (KVKK): a browser turning notices on is the member's consent, the
 * last one turning them off its withdrawal. Given by app.ts (the legal module keeps consents),
 * written in the subscription's transaction.
 */
export interface PushConsents {
  /** Records `granted` for the member when it changes their state. */
  record(
    tx: Db,
    userId: string,
    granted: boolean,
    request: FastifyRequest,
    deviceId: string | null,
  ): Promise<void>;
}

export const pushModule = fp<{ config: PushConfig; dataDir: string; consents: PushConsents }>(
  async (app: FastifyInstance, { config, dataDir, consents }) => {
    const keys = await loadVapidKeys(config, dataDir);
    const targets: PushTargets = { testOrigin: config.testEndpointOrigin };
    app.decorate('push', new PushGateway(keys, config.subject, targets));

    app.get(
      '/api/push/key',
      {
        schema: {
          tags: ['session'],
          operationId: 'getPushKey',
          summary: 'Web Push için sunucunun VAPID açık anahtarı (applicationServerKey)',
          response: { 200: PushKeyResponse },
        },
      },
      async () => ({ publicKey: keys.publicKey }),
    );

    app.callable({
      name: 'subscribePush',
      access: 'signed-in',
      summary: 'Bu tarayıcıda bildirimleri aç (PushSubscription kaydı)',
      ...callables.subscribePush,
      handler: async (data, { request, db, deviceId }) => {
        const user = registeredUser(request);
        if (!isAllowedEndpoint(data.endpoint, targets)) {
          throw new AppError('invalid-argument', messages.push.badEndpoint);
        }
        const keys = checkKeys(data);
        const allowed =
          (await consume(db, `push:burst:${user.id}`, subscribePushLimits.burst)) &&
          (await consume(db, `push:daily:${user.id}`, subscribePushLimits.daily));
        if (!allowed) throw new AppError('resource-exhausted', messages.push.rateLimited);
        return db.transaction(async (tx) => {
          await savePushSubscription(tx, user.id, { endpoint: data.endpoint, ...keys });
          await trimPushSubscriptions(tx, user.id, maxPushSubscriptions);
          // Turning notices on in a browser is the member's push consent, kept on record.
          await consents.record(tx, user.id, true, request, deviceId);
          return { count: await countPushSubscriptions(tx, user.id) };
        });
      },
    });

    app.callable({
      name: 'unsubscribePush',
      access: 'signed-in',
      summary: 'Bu tarayıcıda bildirimleri kapat',
      ...callables.unsubscribePush,
      handler: async ({ endpoint }, { request, db, deviceId }) => {
        const user = registeredUser(request);
        return db.transaction(async (tx) => {
          await deletePushSubscription(tx, user.id, endpoint);
          const count = await countPushSubscriptions(tx, user.id);
          // The last browser turned off: the push consent is withdrawn.
          if (count === 0) await consents.record(tx, user.id, false, request, deviceId);
          return { count };
        });
      },
    });
  },
  { name: 'push' },
);
