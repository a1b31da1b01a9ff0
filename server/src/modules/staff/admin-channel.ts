import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The staff and outbox commands need the database, but an embedded PGlite directory belongs
 * to the one process that opened it: a second process must not open it while the server
 * runs. So a running server leaves `DATA_DIR/admin.json` (mode 0600) with its local URL and a
 * random token made at start; the commands find it and send their work to
 * `POST /api/admin/*` with that token. Reading the file needs the same filesystem access as
 * opening the database, so the token grants nothing that access did not.
 */
export interface AdminEndpoint {
  url: string;
  token: string;
  pid: number;
}

export const adminFileName = 'admin.json';

export function adminFilePath(dataDir: string): string {
  return path.join(dataDir, adminFileName);
}

export function newAdminToken(): string {
  return randomBytes(32).toString('base64url');
}

export function adminTokenMatches(expected: string, header: string | undefined): boolean {
  if (header === undefined || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length), 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export async function writeAdminFile(dataDir: string, endpoint: AdminEndpoint): Promise<void> {
  const file = adminFilePath(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(endpoint), { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
}

export async function readAdminFile(dataDir: string): Promise<AdminEndpoint | null> {
  try {
    const value: unknown = JSON.parse(await readFile(adminFilePath(dataDir), 'utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { url, token, pid } = value as Record<string, unknown>;
    if (typeof url !== 'string' || typeof token !== 'string') return null;
    return { url, token, pid: typeof pid === 'number' ? pid : 0 };
  } catch {
    return null;
  }
}

/** Removes the file if it is still the one this server wrote. */
export async function removeAdminFile(dataDir: string, token: string): Promise<void> {
  const current = await readAdminFile(dataDir);
  if (current?.token === token) await rm(adminFilePath(dataDir), { force: true });
}
