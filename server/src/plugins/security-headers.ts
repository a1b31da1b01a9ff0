import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** The site's public origin (PUBLIC_URL), or null in development. */
  publicUrl: string | null;
  /** Manifest URL of each remote, as /remotes.json hands them out. */
  remoteManifests: string[];
}

/**
 * Maps the site may embed on /iletisim (site info `address_embed_url`): OpenStreetMap, as
 * seeded, and Google Maps, the other embed staff are likely to paste.
 */
export const mapFrameOrigins = [
  'https://www.openstreetmap.org',
  'https://www.google.com',
  'https://maps.google.com',
];

/**
 * A hall mezat's live video (issue 32), embedded only once the visitor asks for it: YouTube's
 * privacy-enhanced player and Facebook's video plugin (HALL_VIDEO_HOSTS' live links).
 */
export const videoFrameOrigins = ['https://www.youtube-nocookie.com', 'https://www.facebook.com'];

/** Origins other than this site's that remotes are loaded from (a CDN, another host). */
export function remoteOrigins(remoteManifests: string[], publicUrl: string | null): string[] {
  const own = publicUrl === null ? null : new URL(publicUrl).origin;
  const origins = new Set<string>();
  for (const manifest of remoteManifests) {
    if (!/^https?:\/\//.test(manifest)) continue;
    const { origin } = new URL(manifest);
    if (origin !== own) origins.add(origin);
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy of every response: scripts, styles, images and fetches only
 * from this site and the remotes' origins of /remotes.json; nobody may frame the site (the
 * bid confirm must not be clickjacked). styled-components writes its rules into <style>
 * elements at run time, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions) {
  const remotes = remoteOrigins(options.remoteManifests, options.publicUrl);
  const https = options.publicUrl?.startsWith('https:') === true;
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...remotes],
      'style-src': ["'self'", "'unsafe-inline'", ...remotes],
      'img-src': ["'self'", 'data:', 'blob:', ...remotes],
      'font-src': ["'self'", 'data:', ...remotes],
      'connect-src': ["'self'", ...remotes],
      'frame-src': ["'self'", ...mapFrameOrigins, ...videoFrameOrigins],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      // Only behind TLS: on http://localhost it would send every asset to https.
      ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

/** Security headers on every response, through @fastify/helmet. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const https = options.publicUrl?.startsWith('https:') === true;
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: contentSecurityPolicy(options),
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Media and chunks may be used by the site's other hosts (a CDN on a subdomain).
      crossOriginResourcePolicy: { policy: 'same-site' },
      // HSTS only means something over https; on a development http origin it is noise.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
