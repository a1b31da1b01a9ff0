import type { EraseMyAccountResult, MyDataExport } from '@kanat/shared/contracts';
import { RETENTION } from '@kanat/shared/rules';
import { and, count, eq } from 'drizzle-orm';
import {
  auctions,
  auditLog,
  bids,
  buyerStatements,
  consentRecords,
  hallAbsenteeBids,
  hallBids,
  maxBids,
  newsComments,
  sessions,
  smsOutbox,
  statementLines,
  users,
  watches,
} from '../../db/schema';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { type Footprint, memberFootprint } from '../../test/privacy-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

describe('erasing one’s account (KVKK md. 7)', () => {
  let t: TestApp;
  let ayse: SignedInMember;
  let mehmet: SignedInMember;
  let ayseData: Footprint;
  const password = 'Guvercin9';

  beforeAll(async () => {
    t = await createTestApp();
    ayse = await createSignedInMember(t.app, { fullname: 'Ayşe Silinir', password });
    mehmet = await createSignedInMember(t.app, { fullname: 'Mehmet Kalır', password });
    ayseData = await memberFootprint(
      t.app.db,
      { uid: ayse.user.uid, phoneNumber: ayse.phoneNumber },
      'SILINIR',
    );
    await memberFootprint(
      t.app.db,
      { uid: mehmet.user.uid, phoneNumber: mehmet.phoneNumber },
      'KALIR',
    );
  }, setupTimeout);

  afterAll(() => t.close());

  const db = () => t.database.db;
  const erase = async (member: SignedInMember, confirm = 'SİL') =>
    new ApiClient(t.app, { cookie: member.cookie }).call<EraseMyAccountResult>('eraseMyAccount', {
      confirm,
      mfaToken: await member.freshMfaToken(),
      deviceId: member.deviceId,
    });
  const rowsOf = async (uid: string) => ({
    bids: (await db().select({ n: count() }).from(bids).where(eq(bids.userId, uid)))[0]?.n,
    hallBids: (await db().select({ n: count() }).from(hallBids).where(eq(hallBids.userId, uid)))[0]
      ?.n,
    statements: (
      await db()
        .select({ n: count() })
        .from(buyerStatements)
        .where(eq(buyerStatements.buyerId, uid))
    )[0]?.n,
    watches: (await db().select({ n: count() }).from(watches).where(eq(watches.userId, uid)))[0]?.n,
    comments: (
      await db().select({ n: count() }).from(newsComments).where(eq(newsComments.userId, uid))
    )[0]?.n,
    sessions: (await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, uid)))[0]
      ?.n,
  });

  it('asks for the word and the second factor', async () => {
    const wrong = await erase(ayse, 'evet');
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe('Onaylamak için kutuya SİL yazın.');
    const noFactor = await new ApiClient(t.app, { cookie: ayse.cookie }).call('eraseMyAccount', {
      confirm: 'sil',
      mfaToken: 'uydurma',
      deviceId: ayse.deviceId,
    });
    expect(noFactor.status).toBe(403);
    expect((await db().select().from(users).where(eq(users.id, ayse.user.uid)))[0]?.erasedAt).toBe(
      null,
    );
  });

  it('waits while the member owes a statement or leads a running sale, or holds a staff role', async () => {
    const owing = await erase(ayse);
    expect(owing.status).toBe(400);
    expect(owing.error?.message).toBe(
      'Hesabınız şu an silinemiyor: ödenmemiş hesap özetleriniz var. Ödeme tamamlandıktan sonra yeniden deneyin ya da bizimle iletişime geçin.',
    );
    const leader = await createSignedInMember(t.app);
    const pigeonId = await insertPigeon(db(), {
      ownerId: await insertOwner(db(), { fullname: 'Satıcı' }),
    });
    const auctionId = await insertAuction(db(), { pigeonId, endingTime: Date.now() + 86_400_000 });
    await db()
      .update(auctions)
      .set({ currentBidderId: leader.user.uid })
      .where(eq(auctions.id, auctionId));
    expect((await erase(leader)).error?.message).toBe(
      'Hesabınız şu an silinemiyor: önde olduğunuz devam eden açık arttırmalar ya da salon lotları var. Bunlar sonuçlandıktan sonra yeniden deneyin.',
    );
    const clerk = await createSignedInMember(t.app, { kind: 'staff', roles: ['clerk'] });
    expect((await erase(clerk)).error?.message).toBe(
      'Yönetim yetkisi olan bir hesap kendini silemez; önce yetkilerinizin bir yönetici tarafından kaldırılması gerekir.',
    );
  });

  it('removes the personal data at once, keeps the sales records under a pseudonym, and the account can no longer sign in', async () => {
    await db()
      .update(buyerStatements)
      .set({ state: 'paid' })
      .where(eq(buyerStatements.buyerId, ayse.user.uid));
    await new ApiClient(t.app, { cookie: ayse.cookie }).grantMarketing();
    const linesBefore = await db()
      .select({ id: statementLines.id, total: statementLines.totalKurus })
      .from(statementLines)
      .where(eq(statementLines.statementId, ayseData.buyerStatementId));
    const mehmetBefore = await rowsOf(mehmet.user.uid);
    const before = await rowsOf(ayse.user.uid);

    const answer = await erase(ayse);
    expect(answer.status).toBe(200);
    const result = answer.result as EraseMyAccountResult;
    expect(result.pseudonym).toMatch(/^Silinmiş Üye [0-9A-F]{6}$/);
    const years = new Date(result.keptUntil).getFullYear() - new Date().getFullYear();
    expect(years).toBe(RETENTION.salesRecordsYears);
    expect(result.kept).toContain('Alım ve satım hesap özetleriniz, ödemeleri ve satırlarıyla');

    const [row] = await db().select().from(users).where(eq(users.id, ayse.user.uid));
    expect(row).toMatchObject({
      fullname: result.pseudonym,
      phoneNumber: null,
      registrationPhone: null,
      mailAddress: null,
      dateOfBirth: null,
      province: null,
      city: null,
      passwordHash: null,
      accountEnabled: false,
    });
    expect(row?.username).toMatch(/^silinmis-[0-9a-f]{6}$/);
    expect(row?.erasedAt).toBeInstanceOf(Date);

    // Kept: bids, hall bids, statements and their lines as they were.
    const after = await rowsOf(ayse.user.uid);
    expect(after).toEqual({ ...before, watches: 0, comments: 0, sessions: 0 });
    expect(before.watches).toBeGreaterThan(0);
    expect(before.comments).toBeGreaterThan(0);
    expect(
      await db()
        .select({ id: statementLines.id, total: statementLines.totalKurus })
        .from(statementLines)
        .where(eq(statementLines.statementId, ayseData.buyerStatementId)),
    ).toEqual(linesBefore);
    // A maximum on a running auction and an absentee bid on a lot still to sell are gone.
    expect(await db().select().from(maxBids).where(eq(maxBids.userId, ayse.user.uid))).toEqual([]);
    expect(
      await db().select().from(hallAbsenteeBids).where(eq(hallAbsenteeBids.userId, ayse.user.uid)),
    ).toEqual([]);
    expect(
      await db().select().from(smsOutbox).where(eq(smsOutbox.toPhone, ayse.phoneNumber)),
    ).toEqual([]);
    // Her consents end on record.
    const withdrawn = await db()
      .select({ kind: consentRecords.kind })
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, ayse.user.uid), eq(consentRecords.granted, false)));
    expect(withdrawn.map((r) => r.kind).sort()).toEqual(['marketing-mail', 'marketing-sms']);
    const [audit] = await db()
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.erase'), eq(auditLog.targetId, ayse.user.uid)));
    expect(audit?.summary).toContain(result.pseudonym);
    expect(audit?.summary).not.toContain('Ayşe');

    // Her session is gone and she cannot sign in again.
    expect(
      (await new ApiClient(t.app, { cookie: ayse.cookie }).call('myConsents', null)).status,
    ).toBe(401);
    const login = await new ApiClient(t.app).call('login', {
      phoneNumber: ayse.phoneNumber,
      password,
      deviceId: ayse.deviceId,
    });
    expect(login.status).not.toBe(200);

    // Nobody else's rows moved; a new member may take her phone number.
    expect(await rowsOf(mehmet.user.uid)).toEqual(mehmetBefore);
    const again = await createSignedInMember(t.app, { phoneNumber: ayse.phoneNumber });
    const document = await new ApiClient(t.app, { cookie: again.cookie }).ok<MyDataExport>(
      'myDataExport',
      null,
    );
    expect(JSON.stringify(document)).not.toContain('SILINIR');
  });
});
