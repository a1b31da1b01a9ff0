import { isIP } from 'node:net';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

export interface HostCheckOptions {
  /** The site's public origin (PUBLIC_URL), or null in development. */
  publicUrl: string | null;
}

export const hostRefusedMessage = 'Bu sunucu bu adla hizmet vermiyor.';

/** `localhost`, `*.localhost` and the loopback addresses: a browser never reaches them by DNS. */
function isLoopbackName(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  return hostname === '::1' || (isIP(hostname) === 4 && hostname.startsWith('127.'));
}

/** The host name of a Host header value (`name:port`, `[v6]:port`), lower-cased. */
export function hostnameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Which names the site answers to: the public host (PUBLIC_URL) and loopback names (the admin
 * channel, health checks, a proxy on this machine). Without PUBLIC_URL, in development, any
 * address literal too (a phone on the LAN), but no other name: a DNS-rebinding page on a
 * foreign name that resolves here would otherwise be same-origin with the site.
 */
export function hostAllowed(host: string | undefined, publicUrl: string | null): boolean {
  if (host === undefined) return false;
  const hostname = hostnameOf(host);
  if (hostname === null) return false;
  if (isLoopbackName(hostname)) return true;
  if (publicUrl !== null) return hostname === new URL(publicUrl).hostname.toLowerCase();
  return isIP(hostname) !== 0;
}

/** Refuses requests addressed to a name that is not this site's, before anything else runs. */
export const hostCheckPlugin = fp<HostCheckOptions>(
  async (app, options) => {
    app.addHook('onRequest', async (request) => {
      // `request.host` is X-Forwarded-Host behind a trusted proxy, else Host.
      if (!hostAllowed(request.host, options.publicUrl)) {
        throw new AppError('invalid-argument', hostRefusedMessage);
      }
    });
  },
  { name: 'host-check' },
);
