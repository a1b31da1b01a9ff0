import { callables } from '@kanat/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { SmsGateway } from '../sms';
import type { AuthDeps, Caller, CookieJar, RegistrationTexts } from './auth-context';
import * as passwords from './password-service';
import * as registration from './registration-service';
import * as secondFactor from './second-factor-service';
import * as signIn from './sign-in-service';

export function callerOf(request: FastifyRequest): Caller {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    session: request.authSession,
    user: request.authUser,
  };
}

export function cookieJar(reply: FastifyReply): CookieJar {
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
 * server/README.md ("Accounts, second factor, staff") in the callable protocol. Functions a
 * pending sign-in may call are registered 'public' and check the session themselves (the
 * callable access levels only know signed-in users).
 */
export async function authRoutes(
  app: FastifyInstance,
  options: { sms: SmsGateway; smsBudgetFactor: number; registrationTexts: RegistrationTexts },
) {
  const deps: AuthDeps = {
    db: app.db,
    sms: options.sms,
    smsBudgetFactor: options.smsBudgetFactor,
    registrationTexts: options.registrationTexts,
  };

  app.callable({
    name: 'login',
    access: 'public',
    summary: 'Telefon ve şifre ile giriş; ardından ikinci adım (mfa) ya da kayıt',
    ...callables.login,
    handler: (data, { request, reply }) =>
      signIn.login(deps, data, callerOf(request), cookieJar(reply)),
  });

  app.callable({
    name: 'logout',
    access: 'public',
    summary: 'Oturumu kapatır (yarım kalan kayıt önce silinir)',
    ...callables.logout,
    handler: async (_data, { request, reply }) => {
      await signIn.logout(deps, callerOf(request), cookieJar(reply));
      return {};
    },
  });

  app.callable({
    name: 'createAccount',
    access: 'public',
    summary: 'Onay bekleyen hesabı açar ve yarım kayıt olarak oturum açar',
    ...callables.createAccount,
    handler: async (data, { request, reply }) => {
      await registration.createAccount(deps, data, callerOf(request), cookieJar(reply));
      return {};
    },
  });

  app.callable({
    name: 'saveRegistrationPhone',
    access: 'signed-in',
    summary: 'Kayıtta doğrulanacak telefon numarasını kaydeder',
    ...callables.saveRegistrationPhone,
    handler: async ({ phoneNumber }, { request }) => {
      await registration.saveRegistrationPhone(deps, activeUser(request), phoneNumber);
      return {};
    },
  });

  app.callable({
    name: 'userDataPrecheck',
    access: 'public',
    summary: 'Kayıt bilgilerinin sunucu ön denetimi (çakışmalar yalnızca oturumla)',
    ...callables.userDataPrecheck,
    handler: (data, { request }) => registration.userDataPrecheck(deps, data, callerOf(request)),
  });

  app.callable({
    name: 'register',
    access: 'signed-in',
    summary: 'Telefonu doğrulanmış kaydı tamamlar; hesap yönetici onayı bekler',
    ...callables.register,
    handler: async (data, { request, reply }) => {
      await registration.register(
        deps,
        activeUser(request),
        data,
        cookieJar(reply),
        callerOf(request).userAgent,
      );
      return {};
    },
  });

  app.callable({
    name: 'deleteOnUnregister',
    access: 'signed-in',
    summary: 'Yarım kalan kaydı siler ve oturumu kapatır',
    ...callables.deleteOnUnregister,
    handler: async (_data, { request, reply }) => {
      await registration.deleteOnUnregister(deps, activeUser(request), cookieJar(reply));
      return {};
    },
  });

  app.callable({
    name: 'requestChanneledMFA',
    access: 'public',
    summary: 'Telefona 6 haneli kod gönderir (180 sn içinde bekleyen istek yeniden kullanılır)',
    ...callables.requestChanneledMFA,
    handler: (data, { request }) => secondFactor.requestChanneledMfa(deps, callerOf(request), data),
  });

  app.callable({
    name: 'resolveChanneledMFA',
    access: 'public',
    summary: 'Telefona gönderilen 6 haneli kodu doğrular',
    ...callables.resolveChanneledMFA,
    handler: async (data, { request }) => {
      await secondFactor.resolveChanneledMfa(deps, callerOf(request), data);
      return {};
    },
  });

  app.callable({
    name: 'registerMFAKey',
    access: 'public',
    summary: 'Cihazın ECDSA P-521 açık anahtarını kaydeder (telefon doğrulaması gerekir)',
    ...callables.registerMFAKey,
    handler: async (data, { request }) => {
      await secondFactor.registerMfaKey(deps, callerOf(request), data);
      return {};
    },
  });

  app.callable({
    name: 'requestKeyedMFA',
    access: 'public',
    summary: 'Cihaz imzası için tek kullanımlık sınama verir',
    ...callables.requestKeyedMFA,
    handler: async ({ deviceId }, { request }) => ({
      challenge: await secondFactor.requestKeyedMfa(deps, callerOf(request), deviceId),
    }),
  });

  app.callable({
    name: 'resolveKeyedMFA',
    access: 'public',
    summary: 'Cihaz imzasını doğrular; 60 sn geçerli ikinci adım belirteci verir',
    ...callables.resolveKeyedMFA,
    handler: async (data, { request, reply }) => ({
      token: await secondFactor.resolveKeyedMfa(deps, callerOf(request), data, cookieJar(reply)),
    }),
  });

  app.callable({
    name: 'sendPasswordResetCode',
    access: 'public',
    summary: 'Şifre yenileme kodunu telefona gönderir',
    ...callables.sendPasswordResetCode,
    handler: (data, { request }) => passwords.sendPasswordResetCode(deps, callerOf(request), data),
  });

  app.callable({
    name: 'getPasswordResetToken',
    access: 'public',
    summary: 'Telefon kodunu 30 dakika geçerli şifre yenileme belirtecine çevirir',
    ...callables.getPasswordResetToken,
    handler: async (data, { request }) => ({
      token: await passwords.getPasswordResetToken(deps, callerOf(request), data),
    }),
  });

  app.callable({
    name: 'queryPasswordResetTokenStatus',
    access: 'public',
    summary: 'Şifre yenileme belirtecinin durumunu sorgular',
    ...callables.queryPasswordResetTokenStatus,
    handler: async ({ token }) => ({
      status: await passwords.queryPasswordResetTokenStatus(deps, token),
    }),
  });

  app.callable({
    name: 'usePasswordResetToken',
    access: 'public',
    summary: 'Yeni şifreyi belirteçle kaydeder; bütün oturumlar kapanır',
    ...callables.usePasswordResetToken,
    handler: async (data, { request, reply }) => {
      await passwords.usePasswordResetToken(deps, callerOf(request), data, cookieJar(reply));
      return {};
    },
  });

  app.callable({
    name: 'changePassword',
    access: 'member',
    summary: 'Şifreyi değiştirir (ikinci adım belirteci gerekir)',
    ...callables.changePassword,
    handler: async (data, { request }) => {
      await passwords.changePassword(deps, callerOf(request), data);
      return {};
    },
  });
}
