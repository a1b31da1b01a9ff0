import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { openStaffBackend } from '../../cli/admin-client';
import { users } from '../../db/schema';
import { ApiClient, createSignedInMember } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { adminFilePath, readAdminFile } from './admin-channel';
import { runStaffCommand } from './staff-service';

describe('staff operations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const row = async (uid: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, uid)))[0];

  it('lists registrations and profile changes waiting, approves a registration', async () => {
    const waiting = await createSignedInMember(t.app, { kind: 'unapproved' });
    const listed = await runStaffCommand(t.app.db, { command: 'list' });
    if (!('pending' in listed)) throw new Error('no list');
    expect(listed.pending.registrations.map((u) => u.phoneNumber)).toContain(waiting.phoneNumber);

    const approved = await runStaffCommand(t.app.db, {
      command: 'approve',
      who: waiting.phoneNumber,
    });
    expect(approved).toMatchObject({
      done: 'approved-registration',
      user: { accountEnabled: true },
    });
    expect((await row(waiting.user.uid))?.approvedAt).toBeInstanceOf(Date);
    await expect(
      runStaffCommand(t.app.db, { command: 'approve', who: waiting.phoneNumber }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Bu hesapta onay bekleyen bir kayıt ya da değişiklik yok.',
    });
  });

  it('disables with a reason the user sees, and enables again', async () => {
    const member = await createSignedInMember(t.app);
    const browser = new ApiClient(t.app, { cookie: member.cookie });
    await runStaffCommand(t.app.db, {
      command: 'disable',
      who: member.phoneNumber,
      reason: 'Ödeme yapılmadı.',
    });
    expect(
      (await browser.get<{ user: Record<string, unknown> }>('/api/session')).body.user,
    ).toMatchObject({
      accountEnabled: false,
      accountDisableReason: 'Ödeme yapılmadı.',
    });
    await expect(
      runStaffCommand(t.app.db, { command: 'disable', who: member.phoneNumber, reason: '  ' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await runStaffCommand(t.app.db, { command: 'enable', who: member.user.uid });
    expect(
      (await browser.get<{ user: Record<string, unknown> }>('/api/session')).body.user,
    ).toMatchObject({
      accountEnabled: true,
      accountDisableReason: null,
    });
  });

  it('rejects a profile change, keeping the stored data; enable waits for a decision', async () => {
    const member = await createSignedInMember(t.app);
    const browser = new ApiClient(t.app, { cookie: member.cookie });
    const me = (await browser.get<{ personalInfo: Record<string, string> }>('/api/me')).body;
    await browser.ok('updatePersonalData', {
      userData: { ...me.personalInfo, mailAddress: '', province: 'Bursa', city: 'Nilüfer' },
      deviceId: member.deviceId,
      mfaToken: member.mfaToken,
    });
    await expect(
      runStaffCommand(t.app.db, { command: 'enable', who: member.phoneNumber }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    await runStaffCommand(t.app.db, {
      command: 'reject',
      who: member.phoneNumber,
      reason: 'Adres bilgisi eksik.',
    });
    expect(await row(member.user.uid)).toMatchObject({
      province: 'İstanbul',
      pendingProfile: null,
      accountEnabled: true,
    });
  });

  it('approving a phone change moves the account to the new phone', async () => {
    const member = await createSignedInMember(t.app);
    const browser = new ApiClient(t.app, { cookie: member.cookie });
    const me = (await browser.get<{ personalInfo: Record<string, string> }>('/api/me')).body;
    const newPhone = '+905459876543';
    await browser.ok('updatePersonalData', {
      userData: { ...me.personalInfo, mailAddress: '', phoneNumber: newPhone },
      deviceId: member.deviceId,
      mfaToken: member.mfaToken,
    });
    const result = await runStaffCommand(t.app.db, { command: 'approve', who: member.phoneNumber });
    expect(result).toMatchObject({ done: 'approved-profile', user: { phoneNumber: newPhone } });
  });

  it('grants every role (the bootstrap), sets some, and revokes them all', async () => {
    const member = await createSignedInMember(t.app);
    // Another administrator first: the last one would keep the role.
    const other = await createSignedInMember(t.app);
    await runStaffCommand(t.app.db, { command: 'grant-staff', who: other.phoneNumber });
    expect(
      await runStaffCommand(t.app.db, { command: 'grant-staff', who: member.phoneNumber }),
    ).toMatchObject({
      done: 'granted-staff',
      user: { roles: ['administrator', 'clerk', 'editor', 'accountant'] },
    });
    const browser = new ApiClient(t.app, { cookie: member.cookie });
    const session = async () =>
      (await browser.get<{ user: { staff: boolean; roles: string[] } }>('/api/session')).body.user;
    expect(await session()).toMatchObject({
      staff: true,
      roles: ['administrator', 'clerk', 'editor', 'accountant'],
    });
    await browser.ok('staffListPending', null);
    expect(
      await runStaffCommand(t.app.db, {
        command: 'roles',
        who: member.phoneNumber,
        roles: ['editor'],
      }),
    ).toMatchObject({ done: 'roles-set', user: { roles: ['editor'] } });
    expect(await session()).toMatchObject({ staff: true, roles: ['editor'] });
    expect((await browser.call('staffListPending', null)).status).toBe(403);
    await expect(
      runStaffCommand(t.app.db, { command: 'roles', who: member.phoneNumber, roles: ['patron'] }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: 'Yetki listesi geçersiz.' });
    await runStaffCommand(t.app.db, { command: 'revoke-staff', who: member.phoneNumber });
    expect(await session()).toMatchObject({ staff: false, roles: [] });
  });

  it('answers an unknown phone with not-found', async () => {
    await expect(
      runStaffCommand(t.app.db, { command: 'enable', who: '+905000000001' }),
    ).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

describe('the local admin channel of a running server', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('leaves admin.json (mode 0600) with its URL and token', async () => {
    // The file is written by an onListen hook, which runs just after listen() resolves.
    let endpoint = await readAdminFile(t.config.dataDir);
    for (let i = 0; endpoint === null && i < 100; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      endpoint = await readAdminFile(t.config.dataDir);
    }
    expect(endpoint).toMatchObject({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
    url = endpoint?.url ?? '';
    const { statSync } = await import('node:fs');
    expect(statSync(adminFilePath(t.config.dataDir)).mode & 0o777).toBe(0o600);
  });

  it('refuses the admin endpoint without the token', async () => {
    for (const [endpoint, body] of [
      ['staff', { command: 'list' }],
      ['outbox', {}],
      ['news', { command: 'list', count: 5 }],
    ] as const) {
      for (const authorization of [undefined, 'Bearer yanlis']) {
        const response = await fetch(`${url}/api/admin/${endpoint}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(authorization ? { authorization } : {}),
          },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(403);
      }
    }
  });

  it('lets the staff and outbox commands work through the server', async () => {
    const waiting = await createSignedInMember(t.app, { kind: 'unapproved' });
    const env = { DATA_DIR: t.config.dataDir, DATABASE_URL: '', NODE_ENV: 'test' };
    const backend = await openStaffBackend({ env });
    try {
      expect(backend.via).toBe(`sunucu ${url}`);
      const listed = await backend.run({ command: 'list' });
      expect('pending' in listed && listed.pending.registrations.map((u) => u.uid)).toContain(
        waiting.user.uid,
      );
      expect(await backend.run({ command: 'approve', who: waiting.phoneNumber })).toMatchObject({
        done: 'approved-registration',
      });
      expect(await backend.outbox({ limit: 5 })).toEqual(expect.any(Array));
      await expect(backend.run({ command: 'approve', who: waiting.phoneNumber })).rejects.toThrow(
        'Bu hesapta onay bekleyen bir kayıt ya da değişiklik yok.',
      );
    } finally {
      await backend.close();
    }
    const explicit = await openStaffBackend({ env, serverUrl: url });
    expect(explicit.via).toBe(`sunucu ${url}`);
  });

  it('removes admin.json when the server closes', async () => {
    const dataDir = t.config.dataDir;
    await t.app.close();
    expect(existsSync(adminFilePath(dataDir))).toBe(false);
  });
});

describe('a server closed as soon as it listens', () => {
  it(
    'leaves no admin.json, nor its temporary file, in DATA_DIR',
    async () => {
      const t = await createTestApp();
      try {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        await t.app.close();
        const { readdir } = await import('node:fs/promises');
        const left = (await readdir(t.config.dataDir)).filter((name) => name.startsWith('admin.'));
        expect(left).toEqual([]);
      } finally {
        await t.close();
      }
    },
    setupTimeout,
  );
});
