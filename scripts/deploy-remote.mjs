#!/usr/bin/env node
// Rebuilds ONE front-end app and swaps its dist folder in at once, so the running site
// picks it up on the next page load: the shell and the other remotes are not touched.
//   node scripts/deploy-remote.mjs mf-news [release-label]
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../shared/apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [app, release] = process.argv.slice(2);
if (!APPS.includes(app)) {
  console.error(`Kullanım: node scripts/deploy-remote.mjs <${APPS.join('|')}> [sürüm-etiketi]`);
  process.exit(2);
}
const appDir = path.join(root, app);
const next = path.join(appDir, 'dist.next');
const prev = path.join(appDir, 'dist.prev');
const dist = path.join(appDir, 'dist');
rmSync(next, { recursive: true, force: true });
const r = spawnSync('pnpm', ['exec', 'webpack', '--mode', 'production'], {
  cwd: appDir,
  stdio: 'inherit',
  env: { ...process.env, KM_OUT_DIR: next, ...(release ? { KM_RELEASE: release } : {}) },
});
if (r.status !== 0) {
  console.error(`✖ ${app} derlenemedi; yayındaki sürüm değişmedi.`);
  process.exit(1);
}
// Two renames: the old build stays whole until the new one is in place.
rmSync(prev, { recursive: true, force: true });
if (existsSync(dist)) renameSync(dist, prev);
renameSync(next, dist);
rmSync(prev, { recursive: true, force: true });
console.log(`✔ ${app} yayında${release ? ` (${release})` : ''}.`);
