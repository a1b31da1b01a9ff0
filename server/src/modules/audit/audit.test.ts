import { randomUUID } from 'node:crypto';
import { type AdminAuditListResult, AUDIT_PAGE_SIZE } from '@kanat/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { ApiClient, createSignedInMember, createSignedInStaff } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { recordAudit } from './audit-log';

describe('the console audit log', () => {
  let t: TestApp;
  let console_: ApiClient;
  let staffUid: string;

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await createSignedInStaff(t.app, { fullname: 'Ayşe Demir' });
    staffUid = staff.user.uid;
    console_ = new ApiClient(t.app, { cookie: staff.cookie });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const list = (data: Record<string, unknown>) =>
    console_.ok<AdminAuditListResult>('adminAuditList', data);

  it('lists what staff did, newest first, with actor, target, before and after', async () => {
    const member = await createSignedInMember(t.app, { fullname: 'Hasan Çelik' });
    await console_.ok('adminMembersDisable', { uid: member.user.uid, reason: 'Kural ihlali.' });
    await console_.ok('adminMembersEnable', { uid: member.user.uid });

    const { entries } = await list({ targetType: 'user', targetId: member.user.uid });
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        actorId: staffUid,
        actorLabel: 'Ayşe Demir',
        action: 'member.enable',
        targetType: 'user',
        targetId: member.user.uid,
        summary: 'Hesap yeniden açıldı: Hasan Çelik',
        before: { accountEnabled: false, accountDisableReason: 'Kural ihlali.' },
        after: { accountEnabled: true, accountDisableReason: null },
      },
      expect.objectContaining({
        action: 'member.disable',
        summary: 'Hesap devre dışı bırakıldı: Hasan Çelik',
      }),
    ]);
  });

  it('filters by actor, action area, target and days', async () => {
    const pigeonId = String(Date.now());
    await recordAudit(t.app.db, {
      actor: 'cli',
      action: 'pigeon.create',
      targetType: 'pigeon',
      targetId: pigeonId,
      summary: 'Güvercin eklendi',
      after: { tagNum: 'TR-2024-1' },
    });
    await recordAudit(t.app.db, {
      actor: { uid: staffUid, label: 'Ayşe Demir' },
      action: 'pigeon.update',
      targetType: 'pigeon',
      targetId: pigeonId,
      summary: 'Güvercin düzenlendi',
      before: { state: 'Yarışçı' },
      after: { state: 'Damızlık' },
    });

    const byTarget = await list({ targetType: 'pigeon', targetId: pigeonId });
    expect(byTarget.entries.map((e) => e.action)).toEqual(['pigeon.update', 'pigeon.create']);
    expect(byTarget.entries[1]).toMatchObject({ actorId: null, actorLabel: 'Komut satırı' });

    for (const action of ['pigeon.', 'pigeon']) {
      const byArea = await list({ action, targetId: pigeonId });
      expect(byArea.entries).toHaveLength(2);
    }
    expect((await list({ action: 'pigeon.update', targetId: pigeonId })).entries).toHaveLength(1);
    expect((await list({ action: 'member.', targetId: pigeonId })).entries).toEqual([]);
    const byActor = await list({ actorId: staffUid, targetId: pigeonId });
    expect(byActor.entries.map((e) => e.action)).toEqual(['pigeon.update']);

    // Days are Turkey's calendar days, both ends included.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
      new Date(),
    );
    expect((await list({ targetId: pigeonId, from: today, to: today })).entries).toHaveLength(2);
    expect((await list({ targetId: pigeonId, to: '2020-01-01' })).entries).toEqual([]);
    expect((await list({ targetId: pigeonId, from: '2099-01-01' })).entries).toEqual([]);
  });

  it('finds entries by the words a clerk knows: a name, a phone, a group, who acted', async () => {
    const member = await createSignedInMember(t.app, { fullname: 'Şükrü Işıkoğlu' });
    await recordAudit(t.app.db, {
      actor: { uid: staffUid, label: 'Ayşe Demir' },
      action: 'member.disable',
      targetType: 'user',
      targetId: member.user.uid,
      summary: 'Hesap devre dışı bırakıldı',
    });
    await recordAudit(t.app.db, {
      actor: 'cli',
      action: 'group.create',
      targetType: 'group',
      targetId: '4242',
      summary: 'Grup oluşturuldu: İzmir Güz Mezatı',
    });
    const actions = async (q: string) => (await list({ q })).entries.map((e) => e.action);
    // The member's name, any case, Turkish letters or not; their phone's last digits.
    expect(await actions('şükrü')).toEqual(['member.disable']);
    expect(await actions('SUKRU ISIKOGLU')).toEqual(['member.disable']);
    expect(await actions(member.phoneNumber.slice(-7))).toContain('member.disable');
    // A group by its name in the summary, or by its number.
    expect(await actions('izmir güz')).toEqual(['group.create']);
    expect(await actions('4242')).toEqual(['group.create']);
    // Who acted.
    expect(await actions('ayşe demir')).toContain('member.disable');
    expect(await actions('böyle bir şey yok')).toEqual([]);
  });

  it('pages with a cursor, without repeats', async () => {
    const targetId = randomUUID();
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i += 1) {
      await recordAudit(t.app.db, {
        actor: 'cli',
        action: 'setting.update',
        targetType: 'setting',
        targetId,
        summary: `Ayar ${i}`,
      });
    }
    const first = await list({ targetId });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]?.summary).toBe(`Ayar ${AUDIT_PAGE_SIZE + 2}`);
    const second = await list({ targetId, cursor: first.cursor });
    expect(second.entries.map((e) => e.summary)).toEqual(['Ayar 2', 'Ayar 1', 'Ayar 0']);
    expect(second.cursor).toBeNull();
  });

  it('answers bad filters with 400 and a Turkish message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: '2024-02-30' }, 'Tarih geçersiz (GG.AA.YYYY).'],
      [{ from: '30.01.2024' }, 'Geçersiz istek verisi: data.from.'],
      [{ from: '2024-03-02', to: '2024-03-01' }, 'Başlangıç tarihi bitiş tarihinden sonra olamaz.'],
      [{ action: "member'; drop" }, 'İşlem adı geçersiz.'],
      [{ cursor: 'abc' }, 'Sayfa bilgisi geçersiz, listeyi yeniden yükleyin.'],
    ];
    for (const [data, message] of cases) {
      expect(await console_.call('adminAuditList', data)).toMatchObject({
        status: 400,
        error: { status: 'INVALID_ARGUMENT', message },
      });
    }
  });

  it('offers no way to change or delete an entry', async () => {
    expect(t.app.callableNames().filter((name) => name.startsWith('adminAudit'))).toEqual([
      'adminAuditList',
    ]);
    const [entry] = await t.app.db.select().from(auditLog).limit(1);
    if (entry === undefined) throw new Error('no entry');
    await expect(
      t.app.db.update(auditLog).set({ summary: 'değişti' }).where(eq(auditLog.id, entry.id)),
    ).rejects.toThrow();
    await expect(
      t.app.db.execute(sql`delete from audit_log where id = ${entry.id}`),
    ).rejects.toThrow();
  });
});
