// Helpers for the account journeys: the development outbox of the server under test and
// the staff command run against it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { OutboxMessage } from '@kanat/shared/contracts';
import { WAIT_MS } from '@kanat/testkit/limits';
import { baseURL, serverDataDir } from './browser';
import { repoRoot } from './server';

export type { OutboxMessage } from '@kanat/shared/contracts';

/** A phone number that passes the SPEC §5 rules, different on every call. */
export function randomPhone(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `+90533${digits}`;
}

export async function outbox(phone: string): Promise<OutboxMessage[]> {
  const response = await fetch(
    `${baseURL()}/api/dev/outbox?limit=200&phone=${encodeURIComponent(phone)}`,
  );
  if (!response.ok) throw new Error(`outbox: HTTP ${response.status}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * Waits until the outbox holds more than `seen` messages for `phone` and returns the newest
 * code (the SMS is written while the code dialog opens).
 */
export async function waitForCode(
  phone: string,
  seen: number,
  timeoutMs = WAIT_MS,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await outbox(phone);
    const code = messages[0]?.code;
    if (messages.length > seen && code) return code;
    if (Date.now() > deadline) throw new Error(`no new code for ${phone} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `pnpm --filter @kanat/server run staff -- <args>` the way an operator would, against
 * the DATA_DIR of the server under test. The server holds that embedded database, so the
 * command goes through the server's local admin channel (server/README.md, Staff command).
 */
export function runStaffCommand(args: string[]): Promise<CommandResult> {
  const serverDir = path.join(repoRoot, 'server');
  return new Promise((resolve, reject) => {
    // The browser tests run the built server, so the built command is there too.
    const built = existsSync(path.join(serverDir, 'dist', 'cli', 'staff.js'));
    const child = spawn(
      built ? process.execPath : path.join(serverDir, 'node_modules', '.bin', 'tsx'),
      built
        ? ['--conditions=kanat-built', 'dist/cli/staff.js', ...args]
        : ['src/cli/staff.ts', ...args],
      {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: serverDataDir(), DATABASE_URL: '', NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
