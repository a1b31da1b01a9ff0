import { timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken, randomToken } from '../auth/tokens';

/**
 * How the `news` command reaches a running server, the same way the `staff` command does
 * (modules/staff/admin-channel.ts, whose token is private to the staff routes). The embedded
 * database (PGlite) belongs to one process, so while the server runs the command must not
 * open it; it asks the server instead. The server writes its address and a fresh random token
 * into DATA_DIR (mode 600) once it listens and removes the file when it stops. Whoever can
 * read that file can read the database files beside it anyway, so the token grants nothing new.
 */
export interface CliAccess {
  url: string;
  token: string;
  pid: number;
}

export const cliAccessFileName = 'news-admin.json';

export function cliAccessPath(dataDir: string): string {
  return path.join(dataDir, cliAccessFileName);
}

export async function readCliAccess(dataDir: string): Promise<CliAccess | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(cliAccessPath(dataDir), 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'url' in parsed &&
      'token' in parsed &&
      'pid' in parsed &&
      typeof parsed.url === 'string' &&
      typeof parsed.token === 'string' &&
      typeof parsed.pid === 'number'
    ) {
      return { url: parsed.url, token: parsed.token, pid: parsed.pid };
    }
  } catch {
    // missing or unreadable: no server to talk to
  }
  return null;
}

function localUrl(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * Sets up the file for this server instance and returns the check of a request against it:
 * the token, and a loopback peer (as the staff command's admin channel does), so neither a
 * leaked token from afar nor a local process without access to DATA_DIR gets in. Tests that
 * never listen never write the file.
 */
export function serveCliAccess(
  app: FastifyInstance,
  dataDir: string,
): (request: FastifyRequest) => boolean {
  const token = randomToken();
  const expected = Buffer.from(hashToken(token));
  const file = cliAccessPath(dataDir);

  app.addHook('onListen', async () => {
    const url = localUrl(app);
    if (url === null) return;
    await mkdir(dataDir, { recursive: true });
    const access: CliAccess = { url, token, pid: process.pid };
    await writeFile(file, JSON.stringify(access), { mode: 0o600 });
  });

  app.addHook('onClose', async () => {
    // Another instance on the same DATA_DIR may have written the file since; leave theirs.
    const current = await readCliAccess(dataDir);
    if (current?.token === token) await rm(file, { force: true });
  });

  return (request) => {
    if (!isLoopback(request.socket.remoteAddress)) return false;
    const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '');
    if (match === null) return false;
    const actual = Buffer.from(hashToken(match[1] as string));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
}
