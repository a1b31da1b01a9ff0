import type { AdminLegalTextsResult, LegalTextVersion } from '@kanat/shared/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, legalAcknowledgements, legalTexts, users } from '../../db/schema';
import {
  ApiClient,
  createSignedInMember,
  registrationUpToLastCall,
} from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

describe('legal texts (legalText, adminLegalText*, registration acknowledgement)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let editor: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await createSignedInMember(t.app, { kind: 'staff', roles: ['administrator'] });
    admin = new ApiClient(t.app, { cookie: staff.cookie });
    const writer = await createSignedInMember(t.app, { kind: 'staff', roles: ['editor'] });
    editor = new ApiClient(t.app, { cookie: writer.cookie });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const current = (kind: string) =>
    new ApiClient(t.app).ok<LegalTextVersion>('legalText', { kind });

  it('starts every kind at version 1 from the shipped pages', async () => {
    const notice = await current('notice');
    expect(notice).toMatchObject({ kind: 'notice', version: 1 });
    expect(notice.title).toBe('Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni');
    expect(notice.html).toContain('KVKK’nın 11. maddesi');
    const privacy = await current('privacy');
    expect(privacy).toMatchObject({ version: 1, title: 'Gizlilik Politikası' });
    expect(privacy.html).not.toContain('<h1>');
    expect((await current('terms')).version).toBe(1);
    expect((await current('cookies')).version).toBe(1);
  });

  it('publishes new versions, cleaned, and leaves the old ones as they were', async () => {
    const before = await current('privacy');
    const published = await admin.ok<LegalTextVersion>('adminLegalTextSave', {
      kind: 'privacy',
      title: '  Gizlilik Politikası  ',
      html: '<p onclick="x()">Yeni metin</p><script>alert(1)</script><img src="https://kotu.example/a.png">',
    });
    expect(published).toMatchObject({
      kind: 'privacy',
      version: before.version + 1,
      title: 'Gizlilik Politikası',
      html: '<p>Yeni metin</p>',
    });
    const again = await admin.ok<LegalTextVersion>('adminLegalTextSave', {
      kind: 'privacy',
      title: 'Gizlilik Politikası',
      html: '<p>Üçüncü</p>',
    });
    expect(again.version).toBe(before.version + 2);
    expect(await current('privacy')).toMatchObject({
      version: again.version,
      html: '<p>Üçüncü</p>',
    });

    const list = await admin.ok<AdminLegalTextsResult>('adminLegalTexts', null);
    const privacy = list.kinds.find((entry) => entry.kind === 'privacy');
    expect(privacy?.versions.map((v) => v.version)).toEqual([
      before.version + 2,
      before.version + 1,
      before.version,
    ]);
    expect(privacy?.versions[2]).toMatchObject({ html: before.html, title: before.title });
    expect(list.kinds.map((entry) => entry.kind)).toEqual([
      'notice',
      'terms',
      'privacy',
      'cookies',
      'marketing',
      'sale-contract',
    ]);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'legal.publish'), eq(auditLog.targetId, 'legal:privacy')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.summary).toBe(
      `“Gizlilik Politikası” yayımlandı (Gizlilik Politikası, sürüm ${again.version})`,
    );
  });

  it('never lets a stored version change', async () => {
    await expect(
      t.database.db
        .update(legalTexts)
        .set({ html: '<p>değişti</p>' })
        .where(eq(legalTexts.version, 1)),
    ).rejects.toThrow();
    expect((await current('cookies')).version).toBe(1);
  });

  it('refuses empty texts, and staff of other areas', async () => {
    const empty = await admin.call('adminLegalTextSave', {
      kind: 'terms',
      title: 'Koşullar',
      html: '<script>x</script>',
    });
    expect(empty.status).toBe(400);
    expect(empty.error?.message).toBe('Metin boş olamaz.');
    const untitled = await admin.call('adminLegalTextSave', {
      kind: 'terms',
      title: ' ',
      html: '<p>a</p>',
    });
    expect(untitled.error?.message).toBe('Metnin başlığı boş olamaz.');
    const denied = await editor.call('adminLegalTextSave', {
      kind: 'terms',
      title: 'Koşullar',
      html: '<p>a</p>',
    });
    expect(denied.status).toBe(403);
    expect((await current('terms')).version).toBe(1);
  });

  const registrationReady = () => registrationUpToLastCall(t.app);

  const acknowledgementsOf = (userId: string) =>
    t.database.db
      .select({ kind: legalAcknowledgements.kind, version: legalAcknowledgements.version })
      .from(legalAcknowledgements)
      .where(eq(legalAcknowledgements.userId, userId))
      .orderBy(legalAcknowledgements.kind);

  it('refuses a registration without the acknowledgement, or with a stale version', async () => {
    const { client, deviceId, data, userId } = await registrationReady();
    const missing = await client.call('register', { data, deviceId });
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toBe(
      'Kayıt için aydınlatma metnini okuduğunuzu onaylamalı ve kullanım koşullarını kabul etmelisiniz.',
    );
    const shown = await client.acknowledgement();
    await admin.ok('adminLegalTextSave', {
      kind: 'notice',
      title: 'Aydınlatma Metni',
      html: '<p>Güncellenmiş aydınlatma metni.</p>',
    });
    const stale = await client.call('register', { data, deviceId, acknowledged: shown });
    expect(stale.status).toBe(400);
    expect(stale.error?.message).toBe('Metin güncellendi, lütfen yeniden okuyun.');
    expect(await acknowledgementsOf(userId)).toEqual([]);
    const [row] = await t.database.db
      .select({ verified: users.phoneVerified })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.verified).toBe(false);
  });

  it('records the versions a new member was shown, and the member reads them back', async () => {
    const { client, deviceId, data, userId } = await registrationReady();
    const shown = await client.acknowledgement();
    await client.ok('register', { data, deviceId, acknowledged: shown });
    expect(await acknowledgementsOf(userId)).toEqual([
      { kind: 'notice', version: shown.notice },
      { kind: 'terms', version: shown.terms },
    ]);
  });

  it('shows a member their acknowledgements and takes a newer notice', async () => {
    const member = await createSignedInMember(t.app);
    const client = new ApiClient(t.app, { cookie: member.cookie });
    const notice = await current('notice');
    expect(await client.ok('myLegalAcknowledgements', null)).toMatchObject({
      acknowledgements: [],
      currentNotice: notice.version,
    });
    const stale = await client.call('acknowledgeLegalText', {
      kind: 'notice',
      version: notice.version - 1,
    });
    expect(stale.error?.message).toBe('Metin güncellendi, lütfen yeniden okuyun.');
    await client.ok('acknowledgeLegalText', { kind: 'notice', version: notice.version });
    await client.ok('acknowledgeLegalText', { kind: 'notice', version: notice.version });
    const mine = await client.ok<{ acknowledgements: { kind: string; version: number }[] }>(
      'myLegalAcknowledgements',
      null,
    );
    expect(mine.acknowledgements).toEqual([
      expect.objectContaining({ kind: 'notice', version: notice.version }),
    ]);
  });
});
