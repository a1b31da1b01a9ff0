import ipaddr from 'ipaddr.js';

// KVKK (issue 35): the request logs never hold a whole client address. The address is cut where
// it is written, to its network (/24 of IPv4, /48 of IPv6): enough to see a burst from one
// place, not to name one subscriber. The logs leave the server (stdout) and no later pass
// could reach them, so nothing waits for a retention period here. The database's own
// addresses (sessions, contact messages) are cut by the retention pass (RETENTION).

const IPV4_PREFIX = 24;
const IPV6_PREFIX = 48;

/** `85.105.12.77` -> `85.105.12.0/24`; `2a02:e0:1234:5678::1` -> `2a02:e0:1234::/48`. */
export function networkOf(address: string | undefined): string | undefined {
  if (address === undefined || !ipaddr.isValid(address)) return undefined;
  // An IPv4 client seen through a dual-stack socket is IPv4.
  const parsed = ipaddr.process(address);
  const prefix = parsed.kind() === 'ipv4' ? IPV4_PREFIX : IPV6_PREFIX;
  const bytes = parsed.toByteArray();
  const kept = prefix / 8;
  const masked = bytes.map((byte, index) => (index < kept ? byte : 0));
  return `${ipaddr.fromByteArray(masked).toString()}/${prefix}`;
}

/** What a request log line says of the request (Fastify's `req` serializer, without the address). */
export function requestLogView(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}): Record<string, string | undefined> {
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteNetwork: networkOf(request.ip),
  };
}
