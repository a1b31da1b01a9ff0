import type { MyDataExport, MyDataSectionKey } from '@kanat/shared/contracts';
import { MY_DATA_SECTIONS } from '@kanat/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { ApiClient, createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { type Footprint, memberFootprint } from '../../test/privacy-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { exportLimit } from './export-service';

const rowsOf = (document: MyDataExport, key: MyDataSectionKey) =>
  document.sections.find((s) => s.key === key)?.rows ?? [];

describe("a member's data export (KVKK md. 11)", () => {
  let t: TestApp;
  let ayse: SignedInMember;
  let mehmet: SignedInMember;
  let ayseData: Footprint;
  let mehmetData: Footprint;

  beforeAll(async () => {
    t = await createTestApp();
    ayse = await createSignedInMember(t.app, { fullname: 'Ayşe Verigöz', username: 'aysever' });
    mehmet = await createSignedInMember(t.app, { fullname: 'Mehmet Başkaer', username: 'mehbas' });
    ayseData = await memberFootprint(
      t.app.db,
      { uid: ayse.user.uid, phoneNumber: ayse.phoneNumber },
      'AYSE',
    );
    mehmetData = await memberFootprint(
      t.app.db,
      { uid: mehmet.user.uid, phoneNumber: mehmet.phoneNumber },
      'MEHMET',
    );
  }, setupTimeout);

  afterAll(() => t.close());

  it("holds every kind of the member's data, and nothing of another member's", async () => {
    const document = await new ApiClient(t.app, { cookie: ayse.cookie }).ok<MyDataExport>(
      'myDataExport',
      null,
    );
    expect(document.memberId).toBe(ayse.user.uid);
    expect(document.sections.map((s) => s.key)).toEqual([...MY_DATA_SECTIONS]);
    for (const section of document.sections) {
      expect(section.title).toMatch(/\S/);
      // Every part holds a row of hers: the fixture wrote one of every kind.
      expect({ key: section.key, hasRows: section.rows.length > 0 }).toEqual({
        key: section.key,
        hasRows: true,
      });
    }
    expect(rowsOf(document, 'profile')[0]).toMatchObject({
      id: ayse.user.uid,
      fullname: 'Ayşe Verigöz',
      phoneNumber: ayse.phoneNumber,
      mailAddress: ayseData.mailAddress,
    });
    expect(rowsOf(document, 'bids')).toEqual([
      expect.objectContaining({ id: ayseData.bidId, auctionId: ayseData.auctionId, amount: 600 }),
    ]);
    expect(rowsOf(document, 'watches')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ auctionId: ayseData.auctionId }),
        expect.objectContaining({ groupId: ayseData.groupId }),
      ]),
    );
    expect(rowsOf(document, 'pigeons')).toEqual([
      expect.objectContaining({ id: ayseData.pigeonId }),
    ]);
    expect(rowsOf(document, 'saleRequests')).toEqual([
      expect.objectContaining({ id: ayseData.saleRequestId }),
    ]);
    expect(rowsOf(document, 'newsComments')).toEqual([
      expect.objectContaining({ message: ayseData.commentText }),
    ]);
    expect(rowsOf(document, 'buyerStatements')).toEqual([
      expect.objectContaining({
        id: ayseData.buyerStatementId,
        lines: [expect.objectContaining({ title: 'Alınan AYSE' })],
        payments: [expect.objectContaining({ amountKurus: 5_000 })],
      }),
    ]);
    expect(rowsOf(document, 'sellerStatements')).toEqual([
      expect.objectContaining({
        id: ayseData.sellerStatementId,
        lines: [expect.objectContaining({ title: 'Satılan AYSE' })],
      }),
    ]);
    expect(rowsOf(document, 'sessions')[0]).toEqual(
      expect.objectContaining({ createdAt: expect.any(String), lastSeenAt: expect.any(String) }),
    );

    const text = JSON.stringify(document);
    for (const mark of ayseData.marks) expect(text).toContain(mark);
    const others = [
      mehmet.user.uid,
      mehmet.phoneNumber,
      mehmet.deviceId,
      'Mehmet Başkaer',
      'mehbas',
      ...mehmetData.marks,
    ];
    for (const other of others) expect(text).not.toContain(other);
    // Secrets stay home: no password or token hash, no push keys, no signed nonces.
    for (const secret of ['passwordHash', 'tokenHash', 'p256dh', 'gizli-AYSE', 'nonce']) {
      expect(text).not.toContain(secret);
    }
  });

  it('is written to the audit log', async () => {
    const entries = await t.app.db
      .select({ actorId: auditLog.actorId, summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.export'), eq(auditLog.targetId, ayse.user.uid)));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]).toEqual({
      actorId: ayse.user.uid,
      summary: 'Kişisel verilerinin dökümünü aldı (KVKK md. 11): Ayşe Verigöz',
    });
  });

  it('downloads as a JSON file, the same document', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export.json',
      headers: { cookie: mehmet.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kanat-mezat-verilerim-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = response.json<MyDataExport>();
    expect(document.memberId).toBe(mehmet.user.uid);
    expect(rowsOf(document, 'bids')).toEqual([expect.objectContaining({ id: mehmetData.bidId })]);
    const text = response.body;
    for (const other of [ayse.user.uid, ayse.phoneNumber, 'Ayşe Verigöz', ...ayseData.marks]) {
      expect(text).not.toContain(other);
    }
  });

  it('refuses a guest, by the function and by the file', async () => {
    const outcome = await new ApiClient(t.app).call('myDataExport', null);
    expect(outcome.status).toBe(401);
    expect(outcome.error?.status).toBe('UNAUTHENTICATED');
    const response = await t.app.inject({ method: 'GET', url: '/api/privacy/export.json' });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('sections');
  });

  it(`allows ${exportLimit.limit} exports an hour, then refuses in Turkish`, async () => {
    const member = await createSignedInMember(t.app);
    const client = new ApiClient(t.app, { cookie: member.cookie });
    for (let i = 0; i < exportLimit.limit; i++) {
      expect((await client.call('myDataExport', null)).status).toBe(200);
    }
    const refused = await client.call('myDataExport', null);
    expect(refused.status).toBe(429);
    expect(refused.error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message:
        'Verilerinizin dökümünü kısa sürede çok sık istediniz, lütfen bir saat sonra tekrar deneyin.',
    });
    // Another member's budget is their own.
    expect(
      (await new ApiClient(t.app, { cookie: ayse.cookie }).call('myDataExport', null)).status,
    ).toBe(200);
  });
});
