import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startServer } from './server';

const APPS = ['shell', 'mf-auctions', 'mf-news', 'mf-account', 'mf-corporate'];
export const stateFile = path.join(repoRoot, '.e2e-artifacts', 'server.json');

export default async function globalSetup(): Promise<void> {
  // `npm test` builds first; a direct jest run builds whatever is missing.
  for (const app of APPS) {
    if (!existsSync(path.join(repoRoot, app, 'dist', 'mf-manifest.json'))) {
      const r = spawnSync('pnpm', ['--filter', `./${app}`, 'run', 'build'], {
        cwd: repoRoot,
        stdio: 'inherit',
      });
      if (r.status !== 0) throw new Error(`${app} derlenemedi`);
    }
  }
  const server = await startServer();
  mkdirSync(path.dirname(stateFile), { recursive: true });
  writeFileSync(
    stateFile,
    JSON.stringify({ baseURL: server.baseURL, pid: server.process.pid, dataDir: server.dataDir }),
  );
  (globalThis as { __KM_SERVER__?: unknown }).__KM_SERVER__ = server;
}
