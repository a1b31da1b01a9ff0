import type { CookieSerializeOptions } from '@fastify/cookie';
import type { SessionUser } from '@kanat/shared/events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type AuthSession,
  authPolicy,
  resolveSession,
  toSessionUser,
  type UserRow,
} from '../modules/auth';
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
    /** The token of the session cookie, or null; set on every route that needs a session. */
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /**
     * The route reads the session itself, in one query with whatever else it needs (the bid
     * reads the device's token and key with it). The plugin then only sets
     * `request.sessionToken` and looks nothing up.
     */
    readsSession?: boolean;
  }
  interface FastifyReply {
    /** Sends the session cookie holding `token`. */
    setSessionCookie(token: string): FastifyReply;
    /** Tells the browser to forget the session cookie. */
    clearSessionCookie(): FastifyReply;
  }
}

/** The session cookie's attributes; its lifetime is the active session's (SPEC §4). */
function sessionCookieOptions(secure: boolean, maxAgeSeconds: number): CookieSerializeOptions {
  return { path: '/', maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'lax', secure };
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
    app.decorateRequest('sessionToken', null);

    const secure = (request: FastifyRequest) =>
      options.secureCookies === true || request.protocol === 'https';

    // @fastify/cookie keeps one Set-Cookie per name and path, so a reply that both clears and
    // sets the session cookie (sign-in over a stale one) sends only the last.
    app.decorateReply(
      'setSessionCookie',
      function setSessionCookie(this: FastifyReply, token: string) {
        const maxAge = Math.floor(authPolicy.activeSessionMs / 1000);
        return this.setCookie(
          authPolicy.cookieName,
          token,
          sessionCookieOptions(secure(this.request), maxAge),
        );
      },
    );
    app.decorateReply('clearSessionCookie', function clearSessionCookie(this: FastifyReply) {
      return this.clearCookie(authPolicy.cookieName, sessionCookieOptions(secure(this.request), 0));
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!needsSession(request)) return;
      const token = request.cookies[authPolicy.cookieName];
      if (token === undefined || token === '') return;
      request.sessionToken = token;
      if (request.routeOptions.config.readsSession === true) return;
      const resolved = await resolveSession(app.db, token);
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
    });
  },
  { name: 'session', dependencies: ['database', '@fastify/cookie'] },
);
