import type { AdminRetentionView } from '@kanat/shared/contracts';
import { RETENTION, RETENTION_DEFAULTS } from '@kanat/shared/rules';
import { eq } from 'drizzle-orm';
import {
  auditLog,
  contactMessages,
  mailOutbox,
  notifications,
  sessions,
  smsOutbox,
} from '../../db/schema';
import { ApiClient, createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { runRetentionPass } from './retention-pass';
import { getRetentionSettings } from './retention-settings';

const day = 24 * 60 * 60_000;

describe('the retention pass (issue 35)', () => {
  let t: TestApp;
  let member: SignedInMember;
  let other: SignedInMember;
  const db = () => t.database.db;
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);

  beforeAll(async () => {
    t = await createTestApp();
    member = await createSignedInMember(t.app, { fullname: 'Eski Oturumlu' });
    other = await createSignedInMember(t.app, { fullname: 'Yeni Oturumlu' });
    // Old and recent rows of every kind, and the ones no period may touch.
    const old = (ms: number) => ago(ms + day);
    const recent = (ms: number) => ago(ms - day);
    await db()
      .insert(smsOutbox)
      .values([
        {
          toPhone: '+905000000001',
          body: 'eski',
          purpose: 'code',
          status: 'sent',
          createdAt: old(RETENTION.sentMessagesMs),
        },
        {
          toPhone: '+905000000002',
          body: 'eski hata',
          purpose: 'code',
          status: 'failed',
          createdAt: old(RETENTION.sentMessagesMs),
        },
        {
          toPhone: '+905000000003',
          body: 'bekleyen',
          purpose: 'code',
          status: 'pending',
          createdAt: old(RETENTION.sentMessagesMs),
        },
        {
          toPhone: '+905000000004',
          body: 'yeni',
          purpose: 'code',
          status: 'sent',
          createdAt: recent(RETENTION.sentMessagesMs),
        },
      ]);
    await db()
      .insert(mailOutbox)
      .values([
        {
          toAddress: 'a@ornek.com',
          subject: 'Eski',
          textBody: 'x',
          purpose: 'notice',
          status: 'sent',
          createdAt: old(RETENTION.sentMessagesMs),
        },
        {
          toAddress: 'b@ornek.com',
          subject: 'Yeni',
          textBody: 'x',
          purpose: 'notice',
          status: 'sent',
          createdAt: recent(RETENTION.sentMessagesMs),
        },
      ]);
    await db()
      .insert(notifications)
      .values([
        {
          userId: member.user.uid,
          event: 'won',
          channel: 'sms',
          status: 'sent',
          createdAt: old(RETENTION.sentNoticesMs),
        },
        {
          userId: member.user.uid,
          event: 'won',
          channel: 'mail',
          status: 'pending',
          createdAt: old(RETENTION.sentNoticesMs),
        },
        {
          userId: member.user.uid,
          event: 'lost',
          channel: 'sms',
          status: 'sent',
          createdAt: recent(RETENTION.sentNoticesMs),
        },
      ]);
    await db()
      .update(sessions)
      .set({ ip: '203.0.113.9', createdAt: old(RETENTION.sessionIpMs) })
      .where(eq(sessions.userId, member.user.uid));
    await db()
      .update(sessions)
      .set({ ip: '198.51.100.7' })
      .where(eq(sessions.userId, other.user.uid));
    const contact = { email: 'a@ornek.com', subject: 'Soru', message: 'Merhaba' };
    await db()
      .insert(contactMessages)
      .values([
        { ...contact, name: 'Eski', ip: '203.0.113.20', createdAt: old(RETENTION.contactIpMs) },
        { ...contact, name: 'Yeni', ip: '203.0.113.21', createdAt: recent(RETENTION.contactIpMs) },
      ]);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('removes what is past its period and nothing else, and says so in the audit log', async () => {
    const report = await runRetentionPass(db(), now);
    expect(report).toMatchObject({ sms: 2, mails: 1, notices: 1, sessionIps: 1, contactIps: 1 });
    expect((await db().select().from(smsOutbox)).map((m) => m.body).sort()).toEqual([
      'bekleyen',
      'yeni',
    ]);
    expect((await db().select().from(mailOutbox)).map((m) => m.subject)).toEqual(['Yeni']);
    expect(
      (await db().select().from(notifications)).map((n) => `${n.event}:${n.status}`).sort(),
    ).toEqual(['lost:sent', 'won:pending']);
    // The old session lives on without its IP address; the recent one keeps it.
    const [oldSession] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member.user.uid));
    expect(oldSession?.ip).toBeNull();
    const [newSession] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.userId, other.user.uid));
    expect(newSession?.ip).toBe('198.51.100.7');
    // A contact message stays (staff answer it), only its old IP address goes.
    const contacts = await db().select().from(contactMessages);
    expect(contacts.map((m) => `${m.name}:${m.ip}`).sort()).toEqual([
      'Eski:null',
      'Yeni:203.0.113.21',
    ]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'retention.purge'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toContain(
      '3 SMS ve e-posta, 1 bildirim; 1 oturumun ve 1 iletişim mesajının IP adresi',
    );
    expect(audit[0]?.actorLabel).toBe('Sistem');
  });

  it('finds nothing more on a second pass and writes nothing', async () => {
    const report = await runRetentionPass(db(), now);
    expect(Object.values(report).every((count) => count === 0)).toBe(true);
    expect(
      await db().select().from(auditLog).where(eq(auditLog.action, 'retention.purge')),
    ).toHaveLength(1);
  });

  it('sweeps expired sessions, as the sign-in code did before', async () => {
    await db()
      .update(sessions)
      .set({ expiresAt: ago(1000) })
      .where(eq(sessions.userId, other.user.uid));
    const report = await runRetentionPass(db(), now);
    expect(report.sessions).toBe(1);
    expect(await db().select().from(sessions).where(eq(sessions.userId, other.user.uid))).toEqual(
      [],
    );
    expect(
      await db().select().from(sessions).where(eq(sessions.userId, member.user.uid)),
    ).toHaveLength(1);
  });
  it('follows the periods an administrator sets in the console, within their bounds, and lists its passes', async () => {
    const admin = new ApiClient(t.app, {
      cookie: (await createSignedInMember(t.app, { kind: 'staff', roles: ['administrator'] }))
        .cookie,
    });
    const view = await admin.ok<AdminRetentionView>('adminRetention', null);
    expect(view.settings).toEqual(RETENTION_DEFAULTS);
    expect(view.bounds.salesRecordsYears).toEqual({ least: 10, most: 30 });
    expect(view.passes[0]?.summary).toContain('Saklama süresi dolan kayıtlar silindi');

    const tooShort = await admin.call('adminRetentionSave', {
      ...RETENTION_DEFAULTS,
      salesRecordsYears: 5,
    });
    expect(tooShort.error?.message).toBe(
      'Silinen üyelerin satış kayıtları (yıl) en az 10, en fazla 30 olabilir.',
    );
    const clerk = new ApiClient(t.app, {
      cookie: (await createSignedInMember(t.app, { kind: 'staff', roles: ['clerk'] })).cookie,
    });
    expect((await clerk.call('adminRetentionSave', RETENTION_DEFAULTS)).status).toBe(403);

    // A session's address two days old: kept under the default 30 days, cut under 1 day.
    const fresh = await createSignedInMember(t.app, { fullname: 'İki Günlük' });
    await db()
      .update(sessions)
      .set({ ip: '203.0.113.5', createdAt: ago(2 * day) })
      .where(eq(sessions.userId, fresh.user.uid));
    expect((await runRetentionPass(db(), now)).sessionIps).toBe(0);
    const saved = await admin.ok<AdminRetentionView>('adminRetentionSave', {
      ...RETENTION_DEFAULTS,
      sessionIpDays: 1,
      salesRecordsYears: 12,
    });
    expect(saved.settings).toMatchObject({ sessionIpDays: 1, salesRecordsYears: 12 });
    expect((await runRetentionPass(db(), now)).sessionIps).toBe(1);
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, fresh.user.uid));
    expect(row?.ip).toBeNull();
    // Erasure keeps the sales records for the period set: twelve years now.
    expect(await getRetentionSettings(db())).toMatchObject({ salesRecordsYears: 12 });
  });
});
