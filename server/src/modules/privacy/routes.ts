import { callables, MyDataExport } from '@kanat/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../plugins/callable';
import { registeredUser } from '../auth';
import { consentDeviceOf, myConsents } from '../legal';
import { setConsent } from './consent-service';
import { exportMyData } from './export-service';

/** The export's file name: the site's, "my data" and the day (UTC), e.g. ...-2026-11-28.json. */
export function exportFileName(generatedAt: string): string {
  return `kanat-mezat-verilerim-${generatedAt.slice(0, 10)}.json`;
}

/**
 * A member's own data (KVKK md. 11): the account page reads it with `myDataExport`, and
 * `GET /api/privacy/export.json` hands the same document over as a file to save. Any
 * registered account may ask, also a disabled one (like its notice settings): the right of
 * access does not end with bidding rights. Each caller reaches only their own rows.
 */
export async function privacyRoutes(app: FastifyInstance) {
  app.callable({
    name: 'myConsents',
    access: 'signed-in',
    summary: 'İzinlerim (ticari ileti SMS ve e-posta, tarayıcı bildirimi) ve her değişikliği',
    ...callables.myConsents,
    handler: async (_data, { db, request }) => {
      registeredUser(request);
      return myConsents(db, signedInUser(request.sessionUser).uid);
    },
  });

  app.callable({
    name: 'setConsent',
    access: 'signed-in',
    summary: 'Bir izni ver ya da geri al; geri alınan kanaldan bekleyen ticari iletiler iptal',
    ...callables.setConsent,
    handler: async (data, { db, request, deviceId }) => {
      registeredUser(request);
      return setConsent(
        db,
        signedInUser(request.sessionUser).uid,
        data,
        consentDeviceOf(request, deviceId),
      );
    },
  });

  app.callable({
    name: 'myDataExport',
    access: 'signed-in',
    summary: 'Hakkımda saklanan tüm veriler (KVKK md. 11), tek belge',
    ...callables.myDataExport,
    handler: async (_data, { db, request }) => {
      registeredUser(request);
      return exportMyData(db, signedInUser(request.sessionUser));
    },
  });

  app.get(
    '/api/privacy/export.json',
    {
      schema: {
        tags: ['members'],
        operationId: 'downloadMyData',
        summary: 'Hakkımda saklanan tüm veriler (KVKK md. 11), indirilecek JSON dosyası',
        response: { 200: MyDataExport },
      },
    },
    async (request, reply) => {
      registeredUser(request);
      const document = await exportMyData(app.db, signedInUser(request.sessionUser));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(document.generatedAt)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(document);
    },
  );
}
