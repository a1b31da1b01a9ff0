// Starts the real server (built apps, fresh embedded database with demo data) for browser tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WAIT_MS } from '@kanat/testkit/limits';
import { builtServerArgs } from '@kanat/testkit/server-process';

export const repoRoot = path.resolve(__dirname, '..', '..');

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitUntilUp(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sunucu başlamadan çıktı (kod ${child.exitCode})`);
    try {
      const r = await fetch(`${baseURL}/api/time`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`sunucu ${timeoutMs} ms içinde açılmadı`);
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kanat-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  // The child writes its log straight to the file: no stream stays open in this process.
  const logFd = openSync(logFile, 'a');
  const serverDir = path.join(repoRoot, 'server');
  // The built server (server/dist), as production runs it.
  const child = spawn(process.execPath, builtServerArgs, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      // Every browser test signs in from 127.0.0.1, and the demo accounts many times an hour:
      // ten times the sign-in code budgets of a phone and of an address (phone-codes.ts).
      KM_E2E_SMS_BUDGET_FACTOR: '10',
      // A guest's page is drawn on the server however long a loaded machine takes: past the
      // limit the page would come without it, and the browser tests check the server's page.
      SSR_TIMEOUT_MS: String(WAIT_MS),
      ...env,
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseURL, child, WAIT_MS);
  return {
    baseURL,
    dataDir,
    process: child,
    logFile,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
