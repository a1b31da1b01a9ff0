import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1; BlockList also matches IPv4-mapped forms (::ffff:127.0.0.1). */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether `address` is a loopback IP address (anything else, a name or nothing: no). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * A request from this machine: the TCP peer is loopback AND so is the client address Fastify
 * reports. With TRUST_PROXY, `request.ip` is the forwarded client; a reverse proxy on this
 * machine forwards strangers from loopback, so the peer alone proves nothing.
 *
 * Whatever TRUST_PROXY says, a request that names anyone else as the client it was forwarded
 * for is refused too: a tunnel or proxy on this machine (ngrok, nginx without TRUST_PROXY)
 * connects from loopback, and with TRUST_PROXY=true the leftmost X-Forwarded-For entry, which
 * `request.ip` reports, is whatever the client wrote there.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) {
    return false;
  }
  // RFC 7239 `Forwarded` is never sent by a browser on this machine: any of it is a proxy.
  if (request.headers.forwarded !== undefined) return false;
  for (const name of ['x-forwarded-for', 'x-real-ip'] as const) {
    const value = request.headers[name];
    if (value === undefined) continue;
    const clients = (Array.isArray(value) ? value.join(',') : value).split(',');
    if (!clients.every((client) => isLoopbackAddress(client.trim()))) return false;
  }
  return true;
}
