import { callables } from '@kanat/shared/contracts';
import { LEGAL_SAVE_BODY_LIMIT } from '@kanat/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser } from '../../plugins/callable';
import { auditActorOf } from '../audit';
import type { ConsentDevice } from './consents';
import {
  acknowledgeNotice,
  adminLegalTexts,
  currentLegalText,
  myLegalAcknowledgements,
  publishLegalText,
} from './legal-service';
import { acceptSaleContract, saleContractFor } from './sale-contracts';

/** The longest user agent kept with an acknowledgement. */
const USER_AGENT_MAX = 500;

export function userAgentOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value === undefined || value === '' ? null : value.slice(0, USER_AGENT_MAX);
}

/** The browser a consent comes from: the call's device id, else its session's, and its agent. */
export function consentDeviceOf(request: FastifyRequest, deviceId: string | null): ConsentDevice {
  return {
    deviceId: deviceId ?? request.authSession?.deviceId ?? null,
    userAgent: userAgentOf(request.headers['user-agent']),
  };
}

/**
 * The versioned legal texts: the public pages read the current version, members read and
 * renew their acknowledgements, and the site's administrators publish new versions.
 */
export async function legalRoutes(app: FastifyInstance) {
  app.callable({
    name: 'legalText',
    access: 'public',
    summary: 'Bir yasal metnin yürürlükteki sürümü (aydınlatma metni, koşullar, politikalar)',
    ...callables.legalText,
    handler: ({ kind }, { db }) => currentLegalText(db, kind),
  });

  app.callable({
    name: 'myLegalAcknowledgements',
    access: 'member',
    summary: 'Okuduğumu onayladığım yasal metinler ve aydınlatma metninin güncel sürümü',
    ...callables.myLegalAcknowledgements,
    handler: (_data, { db, user }) => myLegalAcknowledgements(db, signedInUser(user).uid),
  });

  app.callable({
    name: 'acknowledgeLegalText',
    access: 'member',
    summary: 'Aydınlatma metninin güncel sürümünü okuduğumu onaylarım',
    ...callables.acknowledgeLegalText,
    handler: async ({ version }, { db, user, request }) => {
      await acknowledgeNotice(
        db,
        signedInUser(user).uid,
        version,
        userAgentOf(request.headers['user-agent']),
      );
      return {};
    },
  });

  app.callable({
    name: 'saleContract',
    access: 'member',
    summary: 'Bir satışın ön bilgilendirme formu ve satış koşulları, ve kabul edip etmediğim',
    ...callables.saleContract,
    handler: (data, { db, user }) => saleContractFor(db, signedInUser(user).uid, data),
  });

  app.callable({
    name: 'acceptSaleContract',
    access: 'member',
    summary: 'Bir satışın koşullarını, ilk teklifimden önce, okuduğum sürümle kabul ederim',
    ...callables.acceptSaleContract,
    handler: (data, { db, user, request, deviceId }) =>
      acceptSaleContract(db, signedInUser(user).uid, data, consentDeviceOf(request, deviceId)),
  });

  app.callable({
    name: 'adminLegalTexts',
    access: { area: 'siteSettings' },
    summary: 'Konsol: yasal metinler, her birinin bütün sürümleri',
    ...callables.adminLegalTexts,
    handler: (_data, { db }) => adminLegalTexts(db),
  });

  app.callable({
    name: 'adminLegalTextSave',
    access: { area: 'siteSettings' },
    bodyLimit: LEGAL_SAVE_BODY_LIMIT,
    summary: 'Konsol: bir yasal metnin yeni sürümünü yayımla (eski sürümler değişmez)',
    ...callables.adminLegalTextSave,
    handler: (data, { db, user }) => publishLegalText(db, auditActorOf(user), data),
  });
}
