import fp from 'fastify-plugin';
import type { MailConfig } from '../../config';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail through SMTP_URL, or into the development outbox table. */
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ config: MailConfig }>(
  async (app, { config }) => {
    const mailer = createMailer(config);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
    if (mailer.kind === 'outbox') {
      app.log.info('SMTP_URL yok: e-postalar mail_outbox tablosunda kalır (geliştirme kutusu)');
    }
  },
  { name: 'mail' },
);
