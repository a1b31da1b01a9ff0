import { callables, PushKeyResponse, type SubscribePushData } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NodeEnv, PushConfig } from '../../config';
import { AppError } from '../../errors';
import { registeredUser } from '../auth';
import { PushGateway } from './push-gateway';
import {
  countPushSubscriptions,
  deletePushSubscription,
  savePushSubscription,
  trimPushSubscriptions,
} from './push-repository';
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
 * A push service's URL: https on a host name. Development and tests also take
 * `http://127.0.0.1:<port>/...`, the local push endpoint of the tests.
 */
export function isAllowedEndpoint(endpoint: string, nodeEnv: NodeEnv): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'http:') return nodeEnv !== 'production' && url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:') return false;
  // Push services are public hosts: no IP literal, no local name (no requests to the inside).
  const host = url.hostname;
  return (
    host.includes('.') &&
    !/^[\d.]+$/.test(host) &&
    !host.startsWith('[') &&
    !host.endsWith('.localhost') &&
    !host.endsWith('.local') &&
    !host.endsWith('.internal')
  );
}

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
export const pushModule = fp<{ config: PushConfig; dataDir: string; nodeEnv: NodeEnv }>(
  async (app: FastifyInstance, { config, dataDir, nodeEnv }) => {
    const keys = await loadVapidKeys(config, dataDir);
    app.decorate('push', new PushGateway(keys, config.subject));

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
      handler: async (data, { request, db }) => {
        const user = registeredUser(request);
        if (!isAllowedEndpoint(data.endpoint, nodeEnv)) {
          throw new AppError('invalid-argument', messages.push.badEndpoint);
        }
        const keys = checkKeys(data);
        await savePushSubscription(db, user.id, { endpoint: data.endpoint, ...keys });
        await trimPushSubscriptions(db, user.id, maxPushSubscriptions);
        return { count: await countPushSubscriptions(db, user.id) };
      },
    });

    app.callable({
      name: 'unsubscribePush',
      access: 'signed-in',
      summary: 'Bu tarayıcıda bildirimleri kapat',
      ...callables.unsubscribePush,
      handler: async ({ endpoint }, { request, db }) => {
        const user = registeredUser(request);
        await deletePushSubscription(db, user.id, endpoint);
        return { count: await countPushSubscriptions(db, user.id) };
      },
    });
  },
  { name: 'push' },
);
