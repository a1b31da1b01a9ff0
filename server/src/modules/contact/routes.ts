import { callables } from '@kanat/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sendContactMail } from './contact-service';

export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.callable({
    name: 'sendContactMail',
    access: 'public',
    summary: 'İletişim formu: mesajı saklar ve sitenin adresine e-postalar',
    ...callables.sendContactMail,
    handler: async (data, { db, request, user, log }) => {
      return sendContactMail(
        db,
        app.mailer,
        data,
        { ip: request.ip, userId: user?.uid ?? null },
        log,
      );
    },
  });
};
