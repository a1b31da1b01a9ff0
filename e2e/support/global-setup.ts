import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startServer } from './server';

const APPS = ['shell', 'mf-auctions', 'mf-news', 'mf-account', 'mf-corporate', 'mf-admin'];

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
  // Workers inherit the environment, so parallel jest runs never share state.
  process.env.KM_E2E_BASE_URL = server.baseURL;
  process.env.KM_E2E_DATA_DIR = server.dataDir;
  (globalThis as { __KM_SERVER__?: unknown }).__KM_SERVER__ = server;
}
