import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { NoData } from '../../plugins/callable';
import type { SmsGateway } from '../sms/sms-gateway';
import * as schemas from './auth-schemas';
import * as auth from './auth-service';

export function callerOf(request: FastifyRequest): auth.Caller {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    session: request.authSession,
    user: request.authUser,
  };
}

export function cookieJar(reply: FastifyReply): auth.CookieJar {
  return {
    set: (token) => {
      reply.setSessionCookie(token);
    },
    clear: () => {
      reply.clearSessionCookie();
    },
  };
}

/** The active session's user row; callables with access 'signed-in' or above have one. */
export function activeUser(request: FastifyRequest) {
  if (request.sessionUser === null || request.authUser === null) {
    throw new AppError('unauthenticated');
  }
  return request.authUser;
}

/**
 * Sign-in, registration, second factor and passwords: the account functions of
 * API-ACCOUNTS.md in the callable protocol. Functions a pending sign-in may call are
 * registered 'public' and check the session themselves (the callable access levels only know
 * signed-in users).
 */
export async function authRoutes(app: FastifyInstance, options: { sms: SmsGateway }) {
  const deps: auth.AuthDeps = { db: app.db, sms: options.sms };

  app.callable({
    name: 'login',
    access: 'public',
    summary: 'Telefon ve şifre ile giriş; ardından ikinci adım (mfa) ya da kayıt',
    data: schemas.LoginData,
    result: schemas.LoginResult,
    handler: (data, { request, reply }) =>
      auth.login(deps, data, callerOf(request), cookieJar(reply)),
  });

  app.callable({
    name: 'logout',
    access: 'public',
    summary: 'Oturumu kapatır (yarım kalan kayıt önce silinir)',
    data: NoData,
    result: schemas.Empty,
    handler: async (_data, { request, reply }) => {
      await auth.logout(deps, callerOf(request), cookieJar(reply));
      return {};
    },
  });

  app.callable({
    name: 'createAccount',
    access: 'public',
    summary: 'Onay bekleyen hesabı açar ve yarım kayıt olarak oturum açar',
    data: schemas.CreateAccountData,
    result: schemas.Empty,
    handler: async (data, { request, reply }) => {
      await auth.createAccount(deps, data, callerOf(request), cookieJar(reply));
      return {};
    },
  });

  app.callable({
    name: 'saveRegistrationPhone',
    access: 'signed-in',
    data: schemas.SaveRegistrationPhoneData,
    result: schemas.Empty,
    handler: async ({ phoneNumber }, { request }) => {
      await auth.saveRegistrationPhone(deps, activeUser(request), phoneNumber);
      return {};
    },
  });

  app.callable({
    name: 'userDataPrecheck',
    access: 'public',
    summary: 'Kayıt bilgilerinin sunucu ön denetimi (çakışmalar yalnızca oturumla)',
    data: schemas.PrecheckData,
    result: schemas.PrecheckResult,
    handler: (data, { request }) => auth.userDataPrecheck(deps, data, callerOf(request)),
  });

  app.callable({
    name: 'register',
    access: 'signed-in',
    summary: 'Telefonu doğrulanmış kaydı tamamlar; hesap yönetici onayı bekler',
    data: schemas.RegisterData,
    result: schemas.Empty,
    handler: async (data, { request, reply }) => {
      await auth.register(deps, activeUser(request), data, cookieJar(reply));
      return {};
    },
  });

  app.callable({
    name: 'deleteOnUnregister',
    access: 'signed-in',
    data: NoData,
    result: schemas.Empty,
    handler: async (_data, { request, reply }) => {
      await auth.deleteOnUnregister(deps, activeUser(request), cookieJar(reply));
      return {};
    },
  });

  app.callable({
    name: 'requestChanneledMFA',
    access: 'public',
    summary: 'Telefona 6 haneli kod gönderir (180 sn içinde bekleyen istek yeniden kullanılır)',
    data: schemas.ChanneledRequestData,
    result: schemas.ChanneledRequestResult,
    handler: (data, { request }) => auth.requestChanneledMfa(deps, callerOf(request), data),
  });

  app.callable({
    name: 'resolveChanneledMFA',
    access: 'public',
    data: schemas.ChanneledResolveData,
    result: schemas.Empty,
    handler: async (data, { request }) => {
      await auth.resolveChanneledMfa(deps, callerOf(request), data);
      return {};
    },
  });

  app.callable({
    name: 'registerMFAKey',
    access: 'public',
    summary: 'Cihazın ECDSA P-521 açık anahtarını kaydeder (telefon doğrulaması gerekir)',
    data: schemas.RegisterKeyData,
    result: schemas.Empty,
    handler: async (data, { request }) => {
      await auth.registerMfaKey(deps, callerOf(request), data);
      return {};
    },
  });

  app.callable({
    name: 'requestKeyedMFA',
    access: 'public',
    data: schemas.KeyedRequestData,
    result: schemas.KeyedRequestResult,
    handler: async ({ deviceId }, { request }) => ({
      challenge: await auth.requestKeyedMfa(deps, callerOf(request), deviceId),
    }),
  });

  app.callable({
    name: 'resolveKeyedMFA',
    access: 'public',
    summary: 'Cihaz imzasını doğrular; 60 sn geçerli ikinci adım belirteci verir',
    data: schemas.KeyedResolveData,
    result: schemas.TokenResult,
    handler: async (data, { request, reply }) => ({
      token: await auth.resolveKeyedMfa(deps, callerOf(request), data, cookieJar(reply)),
    }),
  });

  app.callable({
    name: 'sendPasswordResetCode',
    access: 'public',
    data: schemas.ResetCodeData,
    result: schemas.ResetCodeResult,
    handler: (data, { request }) => auth.sendPasswordResetCode(deps, callerOf(request), data),
  });

  app.callable({
    name: 'getPasswordResetToken',
    access: 'public',
    data: schemas.ResetTokenData,
    result: schemas.TokenResult,
    handler: async (data, { request }) => ({
      token: await auth.getPasswordResetToken(deps, callerOf(request), data),
    }),
  });

  app.callable({
    name: 'queryPasswordResetTokenStatus',
    access: 'public',
    data: schemas.ResetStatusData,
    result: schemas.ResetStatusResult,
    handler: async ({ token }) => ({
      status: await auth.queryPasswordResetTokenStatus(deps, token),
    }),
  });

  app.callable({
    name: 'usePasswordResetToken',
    access: 'public',
    data: schemas.UseResetTokenData,
    result: schemas.Empty,
    handler: async (data, { request, reply }) => {
      await auth.usePasswordResetToken(deps, callerOf(request), data, cookieJar(reply));
      return {};
    },
  });

  app.callable({
    name: 'changePassword',
    access: 'member',
    data: schemas.ChangePasswordData,
    result: schemas.Empty,
    handler: async (data, { request }) => {
      await auth.changePassword(deps, callerOf(request), data);
      return {};
    },
  });
}
