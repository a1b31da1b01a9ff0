import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS } from '@kanat/shared/apps';
import { startMailbox } from './mailbox';
import { freePort, repoRoot, startServer } from './server';

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
  // The server's mail goes to a local SMTP server of the test run (support/mailbox.ts).
  const mailbox = await startMailbox(mkdtempSync(path.join(os.tmpdir(), 'kanat-e2e-mail-')));
  // The one origin besides the browsers' push services the server may push to: the local push
  // service web-push.test.ts starts on this port (the server takes no other local endpoint).
  const pushPort = await freePort();
  const server = await startServer({
    SMTP_URL: mailbox.url,
    PUSH_TEST_ENDPOINT_ORIGIN: `http://127.0.0.1:${pushPort}`,
  });
  // Workers inherit the environment, so parallel jest runs never share state.
  process.env.KM_E2E_BASE_URL = server.baseURL;
  process.env.KM_E2E_DATA_DIR = server.dataDir;
  process.env.KM_E2E_MAIL_DIR = mailbox.dir;
  process.env.KM_E2E_PUSH_PORT = String(pushPort);
  const state = globalThis as { __KM_SERVER__?: unknown; __KM_MAILBOX__?: unknown };
  state.__KM_SERVER__ = server;
  state.__KM_MAILBOX__ = mailbox;
}
