import { messages } from '@kanat/shared/i18n/full';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { isApiRoute } from './error-handler';

export interface CsrfOptions {
  /** The site's public origin (PUBLIC_URL); null: the origin the request was addressed to. */
  publicUrl: string | null;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function siteOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl !== null) return new URL(publicUrl).origin;
  // Host (or X-Forwarded-Host with TRUST_PROXY) names the origin the browser thinks it is on.
  return `${request.protocol}://${request.host}`;
}

/**
 * CSRF defence for every state-changing /api call, on top of the SameSite=Lax cookie:
 * - a body must be JSON: cross-site HTML forms can only send form encodings or text/plain,
 *   and a cross-site `fetch` with JSON needs a CORS preflight this server never grants
 *   (requests with another type are refused by the body parser, which only knows JSON; the
 *   one other body, a pigeon video's `video/mp4` or `application/octet-stream` on its own
 *   route, needs the same preflight);
 * - a request without any content type is refused here, since it would skip that parser;
 * - when the browser names the page's origin (`Origin`), it must be this site.
 * Whether a request is an API call is decided by the route it matched, not by its spelling.
 */
export const csrfPlugin = fp<CsrfOptions>(
  async (app, options) => {
    app.addHook('onRequest', async (request) => {
      if (safeMethods.has(request.method) || !isApiRoute(request)) return;
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== siteOrigin(request, options.publicUrl)) {
        throw new AppError('permission-denied', messages.request.originRefused);
      }
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw new AppError('permission-denied', messages.request.originRefused);
      }
      if (request.headers['content-type'] === undefined) {
        throw new AppError('permission-denied', messages.request.originRefused);
      }
    });
  },
  { name: 'csrf' },
);
