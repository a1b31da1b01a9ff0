import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * The browsers' push services, the only places a subscription's endpoint may point (the
 * server POSTs every notice to it, so any other address would let a member aim the server at
 * the inside: server-side request forgery). One entry per service, as its vendor documents
 * the hosts its endpoints use:
 * - Chrome (and Chromium-based browsers except Edge): Firebase Cloud Messaging,
 *   `https://fcm.googleapis.com/fcm/send/...` and `.../wp/...` (Google, "Web Push protocol",
 *   https://web.dev/articles/push-notifications-web-push-protocol; FCM docs,
 *   https://firebase.google.com/docs/cloud-messaging). Chrome's older GCM endpoints
 *   (`android.googleapis.com/gcm/send`) were shut down with GCM in 2019 and are not taken.
 * - Firefox: Mozilla autopush, `https://updates.push.services.mozilla.com/wpush/v1|v2/...`
 *   (https://mozilla-services.github.io/autopush-rs/; MDN "Push API").
 * - Safari: Apple Push Notification service for the web, hosts under `push.apple.com`
 *   (`https://web.push.apple.com/...`); Apple: "If you tightly manage push endpoints, allow
 *   URLs from these domains: *.push.apple.com" (https://developer.apple.com/documentation/
 *   usernotifications/sending-web-push-notifications-in-web-apps-and-browsers).
 * - Edge: Windows Push Notification Services, hosts under `notify.windows.com`
 *   (`https://wns2-par02p.notify.windows.com/w/?token=...`); Microsoft, "Enterprise firewall
 *   and proxy configurations to support WNS traffic": `*.notify.windows.com`
 *   (https://learn.microsoft.com/windows/apps/design/shell/tiles-and-notifications/
 *   firewall-allowlist-config).
 * A `*.` entry takes any host under that domain (one label or more), never the domain alone.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** Push services listen on https's own port; an endpoint naming another is refused. */
const pushServicePort = 443;

function isPushServiceHost(hostname: string): boolean {
  // Lower case and punycode already (WHATWG URL); a trailing dot (`localhost.`) never matches.
  return PUSH_SERVICE_HOSTS.some((entry) =>
    entry.startsWith('*.')
      ? hostname.endsWith(entry.slice(1)) && hostname.length > entry.length - 1
      : hostname === entry,
  );
}

/**
 * Where push messages may go: the push services above, and the one origin a test harness
 * names for its own local push service (PUSH_TEST_ENDPOINT_ORIGIN, never in production).
 */
export interface PushTargets {
  /** `http://127.0.0.1:<port>` of the tests' local push service; null everywhere else. */
  testOrigin: string | null;
}

/**
 * Whether `endpoint` is a push service's URL: https on port 443, on a host of
 * `PUSH_SERVICE_HOSTS`, without user information; or an URL of the configured test origin.
 */
export function isAllowedEndpoint(endpoint: string, targets: PushTargets): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (targets.testOrigin !== null && url.origin === targets.testOrigin) return true;
  if (url.protocol !== 'https:') return false;
  // URL drops the scheme's default port: '' is 443; any port written out is another one.
  if (url.port !== '' && Number(url.port) !== pushServicePort) return false;
  return isPushServiceHost(url.hostname);
}

/** Whether `address` is a public unicast address (not loopback, private, link-local ...). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // `process` reads an IPv4-mapped IPv6 address (::ffff:10.0.0.1) as the IPv4 one it maps.
  return ipaddr.process(address).range() === 'unicast';
}

/** The resolver the push transport connects through (node's `dns.lookup` in production). */
export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export const systemResolve: Resolve = (hostname, options, callback) =>
  dnsLookup(hostname, options, callback);

/** A host that resolved to an address that is not public: no connection is made. */
export class PushAddressRefused extends Error {
  override name = 'PushAddressRefused';
  readonly code = 'EPUSHADDRESS';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `http(s).request` (net.connect calls it for the host it connects to): it
 * resolves with `resolve` and refuses the connection when any address the name resolves to
 * is not public. The check is on the very addresses the socket then connects to, so a name
 * that resolves differently the next time (DNS rebinding) gains nothing.
 */
export function publicOnlyLookup(resolve: Resolve) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string; hints?: number },
    callback: LookupCallback,
  ): void => {
    const { all, ...rest } = options;
    resolve(hostname, { ...rest, all: true } as LookupAllOptions, (error, addresses) => {
      if (error !== null) {
        callback(error, all === true ? [] : '');
        return;
      }
      const refused = addresses.filter((a) => !isPublicAddress(a.address));
      if (addresses.length === 0 || refused.length > 0) {
        const named = refused.map((a) => a.address).join(', ');
        callback(
          new PushAddressRefused(`${hostname} resolves to a non-public address (${named})`),
          all === true ? [] : '',
        );
        return;
      }
      if (all === true) callback(null, addresses);
      else {
        const [first] = addresses as [LookupAddress];
        callback(null, first.address, first.family);
      }
    });
  };
}
