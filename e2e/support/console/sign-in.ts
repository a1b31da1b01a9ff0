// Signing in through the real login page for the console journeys, safe when several test
// files sign the same account in at once: each sign-in of an account holds a lock in the
// server's data directory, and a code that belonged to another browser's sign-in (the
// outbox shows every code sent to the phone) is answered with the next fresh one.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WAIT_MS } from '@kanat/testkit/limits';
import type { Page } from 'playwright-core';
import { outbox } from '../accounts';
import { serverDataDir } from '../browser';

export interface Account {
  phone: string;
  password: string;
}

/** The seeded staff account (server/src/seed/demo-accounts.ts, printed in the README). */
export const DEMO_STAFF = {
  phone: '+905329998877',
  password: 'Yonetici2023',
  fullname: 'Zeynep Kaya',
} as const;

/** The seeded, approved demo member. */
export const DEMO_MEMBER = {
  phone: '+905321112233',
  password: 'Guvercin2023',
  fullname: 'Ahmet Yılmaz',
} as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process that wrote `pidFile` still runs; unknown while it has no id yet. */
function holder(pidFile: string): 'alive' | 'dead' | 'unknown' {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8'));
  } catch {
    return 'unknown';
  }
  try {
    process.kill(pid, 0);
    return 'alive';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? 'dead' : 'alive';
  }
}

/**
 * Runs `work` while no other test process holds the lock called `name`. A lock whose holder
 * has died is taken over at once; a live holder is waited for however long its sign-in takes.
 */
export async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = path.join(serverDataDir() || os.tmpdir(), 'e2e-locks');
  mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, name.replace(/[^A-Za-z0-9-]/g, '_'));
  const pidFile = path.join(lock, 'pid');
  // A lock without its holder's id for that long was left by one that died in between.
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(pidFile, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const state = holder(pidFile);
      if (state === 'dead' || (state === 'unknown' && Date.now() > deadline)) {
        rmSync(lock, { recursive: true, force: true });
      } else await pause(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const messageKey = (m: { createdAt: number; code: string | null }) => `${m.createdAt}:${m.code}`;

/** The newest code sent to `phone` that was neither there before nor tried already. */
async function freshCode(
  phone: string,
  before: ReadonlySet<string>,
  tried: ReadonlySet<string>,
): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const fresh = (await outbox(phone)).find(
      (m) => m.code !== null && !before.has(messageKey(m)) && !tried.has(m.code),
    );
    if (fresh?.code) return fresh.code;
    if (Date.now() > deadline) throw new Error(`no new code reached ${phone}`);
    await pause(200);
  }
}

/**
 * Signs `account` in through /giris-yap like a person: phone and password, then the code
 * from the development outbox (a new browser has no device key yet, so the site registers
 * one). Resolves once the header shows the signed-in user menu.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  await withLock(`sign-in-${account.phone}`, async () => {
    await page.goto('/giris-yap');
    const form = page.getByTestId('login-form');
    await form.getByLabel('Telefon Numarası').fill(account.phone);
    await form.getByLabel('Şifre').fill(account.password);
    const before = new Set((await outbox(account.phone)).map(messageKey));
    await form.getByRole('button', { name: 'Giriş Yap' }).click();

    const menu = page.getByTestId('user-menu');
    const dialog = page.getByTestId('code-dialog');
    await menu.or(dialog).first().waitFor();
    const rejected = page.locator('[data-testid="code-input"][aria-invalid="true"]');
    const tried = new Set<string>();
    while (!(await menu.isVisible())) {
      if (tried.size === 3) throw new Error(`sign-in of ${account.phone}: every code refused`);
      const code = await freshCode(account.phone, before, tried);
      tried.add(code);
      await page.getByTestId('code-input').fill(code);
      await page.getByTestId('code-submit').click();
      await menu.or(rejected).first().waitFor();
    }
  });
}

/** Every seeded account other than the two documented ones signs in with this password. */
const SEEDED_PASSWORD = 'Demo2023';

export interface SeededMember extends Account {
  uid: string;
  fullname: string;
  username: string;
  mailAddress: string | null;
}

/**
 * The seeded members a test may take, in phone order: approved, enabled, not staff, with a
 * name, seeded long ago (accounts registered by tests a moment ago never shift the order).
 */
export async function seededMembers(page: Page): Promise<SeededMember[]> {
  // Every page of the list: accounts registered meanwhile only add to its front.
  const found = (await page.evaluate(async () => {
    const all: unknown[] = [];
    let cursor: string | null = null;
    do {
      const response: Response = await fetch('/api/fn/adminMembersSearch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          data: cursor === null ? { filter: 'all' } : { filter: 'all', cursor },
        }),
      });
      if (!response.ok) throw new Error(`adminMembersSearch: HTTP ${response.status}`);
      const { result } = (await response.json()) as {
        result: { members: unknown[]; cursor: string | null };
      };
      all.push(...result.members);
      cursor = result.cursor;
    } while (cursor !== null);
    return all;
  })) as Array<{
    uid: string;
    phoneNumber: string | null;
    fullname: string | null;
    username: string | null;
    mailAddress: string | null;
    state: string;
    accountEnabled: boolean;
    staff: boolean;
    createdAt: number;
  }>;
  const hourAgo = Date.now() - 60 * 60 * 1000;
  return found
    .filter(
      (m) =>
        m.phoneNumber !== null &&
        m.phoneNumber !== DEMO_MEMBER.phone &&
        m.phoneNumber !== DEMO_STAFF.phone &&
        m.fullname !== null &&
        m.username !== null &&
        m.state === 'active' &&
        m.accountEnabled &&
        !m.staff &&
        m.createdAt < hourAgo,
    )
    .sort((a, b) => (a.phoneNumber as string).localeCompare(b.phoneNumber as string))
    .map((member) => ({
      uid: member.uid,
      phone: member.phoneNumber as string,
      password: SEEDED_PASSWORD,
      fullname: member.fullname as string,
      username: member.username as string,
      mailAddress: member.mailAddress,
    }));
}

/**
 * An approved, enabled member of the demo data other than the documented demo accounts, as
 * staff find it through the console's member search (`page` is signed in as staff). The
 * test files take different ones (`index`), so each has its own account: the demo member's
 * phone is left to the other browser tests, and its sign-in codes to their budget of SMS.
 * `withMail`: the first one from `index` on that has a mail address.
 */
export async function seededMember(
  page: Page,
  index: number,
  options: { withMail?: boolean } = {},
): Promise<SeededMember> {
  const members = await seededMembers(page);
  const member = members.slice(index).find((m) => !options.withMail || m.mailAddress !== null);
  if (member === undefined) throw new Error(`no seeded member number ${index}`);
  return member;
}
