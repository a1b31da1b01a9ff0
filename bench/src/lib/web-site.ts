// The whole site as `npm start` runs it (scripts/run.mjs): the apps built by the root
// `pnpm run build` (and the server's build), then the built server on the embedded database
// with demo data.
// Only the port (a free one on 127.0.0.1) and the data directory (a fresh temporary one) differ.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS } from '@kanat/shared/apps';
import { repoRoot } from './bench-env';
import { builtServerArgs, freePort } from './server-process';

/** The apps `npm start` builds, in its order (the one list, shared/apps.mjs). */
export const siteApps: readonly string[] = APPS;

/** The root `pnpm run build` (package.json): every app's build and the server's. */
export function buildApps(): void {
  console.log('▶ pnpm run build');
  const result = spawnSync('pnpm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`derleme başarısız (çıkış kodu ${result.status})`);
}

export interface Site {
  /** http://127.0.0.1:<port> */
  url: string;
  dataDir: string;
  logFile: string;
  /** Stops the server and removes the data directory; safe to call twice. */
  stop(): Promise<void>;
}

function logTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(-3000);
  } catch {
    return '';
  }
}

async function waitUntilUp(url: string, child: ChildProcess, logFile: string): Promise<void> {
  // The first start creates the database and seeds the demo data.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `sunucu açılmadan çıktı (${child.exitCode ?? child.signalCode}):\n${logTail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/time`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`sunucu 180 s içinde açılmadı:\n${logTail(logFile)}`);
}

/**
 * `pnpm --filter @kanat/server start` (= node on server/dist/server.js): NODE_ENV unset as
 * `npm start` leaves it (the server then runs as development), the embedded database
 * (DATABASE_URL cleared) in a fresh temporary DATA_DIR, demo data seeded on first start.
 * The server's log goes to a file in the data directory (printed if it fails to start).
 */
export async function startSite(): Promise<Site> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'km-bench-web-'));
  const logFile = path.join(dataDir, 'server.log');
  const serverDir = path.join(repoRoot, 'server');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  };
  delete env.NODE_ENV;
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, builtServerArgs, {
    cwd: serverDir,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const url = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, logFile, stop };
}
