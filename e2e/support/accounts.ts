// Helpers for the account journeys: the development outbox of the server under test and
// the staff command run against it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { OutboxMessage } from '@kanat/shared/contracts';
import { WAIT_MS } from '@kanat/testkit/limits';
import type { Page } from 'playwright-core';
import { baseURL, serverDataDir } from './browser';
import { mustCall } from './hall';
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

/** A new member's form data as `registerThroughUi` types it. */
export interface NewMember {
  phone: string;
  password: string;
  username: string;
  fullname: string;
}

/**
 * Registers a new member through /kayit-ol like a person (the notice read, the terms accepted,
 * the optional consents as `tick` says, the phone's code from the outbox), has staff approve
 * them with the staff command, and returns what they signed up with.
 */
export async function registerThroughUi(
  page: Page,
  fullname: string,
  tick: { sms?: boolean; mail?: boolean } = {},
): Promise<NewMember> {
  const member: NewMember = {
    phone: randomPhone(),
    password: 'Guvercin9',
    username: `uye${Math.floor(Math.random() * 1e7)}`,
    fullname,
  };
  await page.goto('/kayit-ol');
  const form = page.getByTestId('register-form');
  await form.getByLabel('Telefon Numarası').fill(member.phone);
  await form.getByLabel('Kullanıcı Adı').fill(member.username);
  await form.getByLabel('Şifre', { exact: true }).fill(member.password);
  await form.getByLabel('Şifre Tekrar').fill(member.password);
  await form.getByLabel('Ad Soyad').fill(fullname);
  await form.getByLabel('Doğum Tarihi').fill('1991-03-22');
  await form.getByLabel('İl', { exact: true }).fill('İzmir');
  await form.getByLabel('İlçe').fill('Bornova');
  await form.getByRole('checkbox', { name: 'Aydınlatma metnini okudum' }).check();
  await form
    .getByRole('checkbox', { name: 'Kullanım Koşullarını okudum ve kabul ediyorum' })
    .check();
  const sms = form.getByRole('checkbox', {
    name: 'Kampanya ve duyuruları SMS ile almak istiyorum',
  });
  const mail = form.getByRole('checkbox', {
    name: 'Kampanya ve duyuruları e-posta ile almak istiyorum',
  });
  // The consents are optional and start empty.
  if ((await sms.isChecked()) || (await mail.isChecked())) {
    throw new Error('a consent was ticked before the member chose it');
  }
  if (tick.sms === true) await sms.check();
  if (tick.mail === true) await mail.check();
  await form.getByRole('button', { name: 'Kayıt Ol' }).click();
  await page.getByTestId('code-dialog').waitFor();
  await page.getByTestId('code-input').fill(await waitForCode(member.phone, 0));
  await page.getByTestId('code-submit').click();
  await page.waitForURL('**/kayit-ol/basarili');
  const approved = await runStaffCommand(['approve', member.phone]);
  if (approved.code !== 0) throw new Error(`approve ${member.phone}: ${approved.stderr}`);
  return member;
}

/**
 * The member signed in on `page` consents to commercial messages by SMS under the consent text
 * in force, as /hesabim/izinlerim does: group messages and the news that a followed sale
 * opened reach them by SMS only so.
 */
export async function grantMarketingSms(page: Page): Promise<void> {
  const { version } = await mustCall<{ version: number }>(page, 'legalText', { kind: 'marketing' });
  await mustCall(page, 'setConsent', { kind: 'marketing-sms', granted: true, version });
}
