import { callables, MyDataExport } from '@kanat/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../plugins/callable';
import { auditActorOf } from '../audit';
import { registeredUser } from '../auth';
import { consentDeviceOf, myConsents } from '../legal';
import { setConsent } from './consent-service';
import { eraseMyAccount } from './erasure-service';
import { exportMyData } from './export-service';
import {
  adminPrivacyRequests,
  answerPrivacyRequest,
  myPrivacyRequests,
  submitPrivacyRequest,
} from './requests-service';

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
    name: 'eraseMyAccount',
    access: 'signed-in',
    summary:
      'Hesabımı sil (KVKK): kişisel veriler silinir, satış kayıtları takma adla saklama süresince kalır',
    ...callables.eraseMyAccount,
    handler: async (data, { db, request, reply }) => {
      registeredUser(request);
      const result = await eraseMyAccount(db, signedInUser(request.sessionUser).uid, data);
      // The sessions are gone with the account; the browser's cookie goes too.
      reply.clearSessionCookie();
      return result;
    },
  });

  app.callable({
    name: 'myPrivacyRequests',
    access: 'signed-in',
    summary: 'KVKK başvurularım ve yanıtları',
    ...callables.myPrivacyRequests,
    handler: async (_data, { db, request }) => {
      registeredUser(request);
      return { requests: await myPrivacyRequests(db, signedInUser(request.sessionUser).uid) };
    },
  });

  app.callable({
    name: 'submitPrivacyRequest',
    access: 'signed-in',
    summary: 'KVKK başvurusu yap (düzeltme, silme, itiraz, diğer); 30 gün içinde yanıtlanır',
    ...callables.submitPrivacyRequest,
    handler: async (data, { db, request }) => {
      registeredUser(request);
      return submitPrivacyRequest(db, signedInUser(request.sessionUser).uid, data);
    },
  });

  app.callable({
    name: 'adminPrivacyRequests',
    access: { area: 'members' },
    summary: 'Konsol: KVKK başvuruları (açık olanlar son yanıt gününe göre, ya da tümü)',
    ...callables.adminPrivacyRequests,
    handler: ({ show }, { db }) => adminPrivacyRequests(db, show ?? 'open'),
  });

  app.callable({
    name: 'adminPrivacyRequestAnswer',
    access: { area: 'members' },
    summary: 'Konsol: bir KVKK başvurusunu yanıtla ya da gerekçesiyle reddet',
    ...callables.adminPrivacyRequestAnswer,
    handler: (data, { db, user }) => answerPrivacyRequest(db, auditActorOf(user), data),
  });

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
