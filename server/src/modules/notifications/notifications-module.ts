import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NoticeSender } from './notice-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the queued member notices and retries mail. */
    noticeSender: NoticeSender;
  }
}

/**
 * The notice sender: every second once the server listens (tests call
 * `app.noticeSender.runOnce()`), stopped when the app closes. Needs `app.sms` and
 * `app.mailer` and `app.push`, so it is registered after the mail and push plugins.
 */
export const notificationsModule = fp<{ publicUrl: string | null; linkOrigin: string }>(
  async (app: FastifyInstance, { publicUrl, linkOrigin }) => {
    const sender = new NoticeSender(
      { db: app.db, sms: app.sms, mailer: app.mailer, push: app.push, publicUrl, linkOrigin },
      app.log,
    );
    app.decorate('noticeSender', sender);
    app.addHook('onListen', async () => sender.start());
    app.addHook('onClose', async () => sender.stop());
  },
  { name: 'notifications', dependencies: ['mail', 'push'] },
);
