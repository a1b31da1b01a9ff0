import type { SessionUser } from '@kanat/shared/events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authPolicy } from '../modules/auth/auth-policy';
import type { DeviceProofClaim, DeviceProofRecord } from '../modules/auth/device-proof';
import {
  type AuthSession,
  resolveSession,
  toSessionUser,
  type UserRow,
} from '../modules/auth/session-store';
import { routePattern } from './error-handler';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, or null. Null also while the second factor of a sign-in is still
     * due (`authSession.state === 'pending-mfa'`).
     */
    sessionUser: SessionUser | null;
    /** Id of the session behind the cookie (pending or active), or null. */
    sessionId: string | null;
    /** The session behind the cookie, pending or active, or null. */
    authSession: AuthSession | null;
    /** The session's user row (also for a pending session), or null. */
    authUser: UserRow | null;
    /** On routes with `config.deviceProof`: the claimed device's proof record, read with the session. */
    deviceProofRecord: DeviceProofRecord | null;
  }
  interface FastifyContextConfig {
    /**
     * Names the device proof (device id and second-factor token) a route's body claims. The
     * session is then resolved after the body is parsed, in the same query as that device's
     * token and key, saving the route a round trip (the bid is the hot one).
     */
    deviceProof?: (body: unknown) => DeviceProofClaim | null;
  }
  interface FastifyReply {
    /** Sends the session cookie holding `token`. */
    setSessionCookie(token: string): FastifyReply;
    /** Tells the browser to forget the session cookie. */
    clearSessionCookie(): FastifyReply;
  }
}

// The cookie is written and read here rather than through @fastify/cookie: one cookie with a
// base64url value needs no general parser, and that plugin loads its parser with a dynamic
// import that jest's sandbox cannot run.

/** The value of cookie `name` in a Cookie header, or null. */
export function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${authPolicy.cookieName}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (maxAgeSeconds === 0) attributes.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

function appendSetCookie(reply: FastifyReply, cookie: string): FastifyReply {
  const existing = reply.getHeader('set-cookie');
  // A reply that both clears and sets (e.g. sign-in over a stale cookie) keeps only the last.
  const others = (
    Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)]
  ).filter((c) => !c.startsWith(`${authPolicy.cookieName}=`));
  return reply.header('set-cookie', [...others, cookie]);
}

export interface SessionPluginOptions {
  /** Mark the cookie Secure (the site is served over https, PUBLIC_URL says so). */
  secureCookies?: boolean;
}

// Static files and the SPA shell never need to know who is asking; skipping them saves a
// database round trip per asset. Decided by the route that matched, not the raw URL.
function needsSession(request: FastifyRequest): boolean {
  const pattern = routePattern(request);
  return pattern !== null && (pattern.startsWith('/api/') || pattern.startsWith('/dev/'));
}

/**
 * Resolves `request.sessionUser` from the `km_session` cookie against the server-side
 * session table. The cookie is httpOnly (scripts never see it), SameSite=Lax (no cross-site
 * POST carries it) and Secure behind TLS.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    app.decorateRequest('sessionUser', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('authSession', null);
    app.decorateRequest('authUser', null);
    app.decorateRequest('deviceProofRecord', null);

    const secure = (request: FastifyRequest) =>
      options.secureCookies === true || request.protocol === 'https';

    app.decorateReply(
      'setSessionCookie',
      function setSessionCookie(this: FastifyReply, token: string) {
        return appendSetCookie(
          this,
          sessionCookie(token, Math.floor(authPolicy.activeSessionMs / 1000), secure(this.request)),
        );
      },
    );
    app.decorateReply('clearSessionCookie', function clearSessionCookie(this: FastifyReply) {
      return appendSetCookie(this, sessionCookie('', 0, secure(this.request)));
    });

    const resolve = async (
      request: FastifyRequest,
      reply: FastifyReply,
      claim: DeviceProofClaim | null,
    ) => {
      if (!needsSession(request)) return;
      const header = request.headers.cookie;
      if (header === undefined || !header.includes(`${authPolicy.cookieName}=`)) return;
      const token = readCookie(header, authPolicy.cookieName);
      if (token === null || token === '') return;
      const resolved = await resolveSession(app.db, token, Date.now(), claim);
      if (resolved === null) {
        // A stale cookie (expired, signed out elsewhere): drop it so the browser stops sending it.
        reply.clearSessionCookie();
        return;
      }
      request.authSession = resolved.session;
      request.authUser = resolved.user;
      request.sessionId = resolved.session.id;
      request.sessionUser =
        resolved.session.state === 'active' ? toSessionUser(resolved.user) : null;
      request.deviceProofRecord = resolved.deviceProof;
    };

    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.deviceProof !== undefined) return;
      await resolve(request, reply, null);
    });
    app.addHook('preHandler', async (request, reply) => {
      const claimOf = request.routeOptions.config.deviceProof;
      if (claimOf === undefined) return;
      await resolve(request, reply, claimOf(request.body));
    });
  },
  { name: 'session', dependencies: ['database'] },
);
