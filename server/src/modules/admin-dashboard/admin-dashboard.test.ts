import type { AdminDashboardResult } from '@kanat/shared/contracts';
import { eq } from 'drizzle-orm';
import { AuctionStatus, auctions, saleRequests, users } from '../../db/schema';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, createSignedInStaff } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { recordAudit } from '../audit';

describe('adminDashboard', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('gives staff the counts of what waits and the last ten audit entries', async () => {
    const db = t.app.db;
    const staff = await createSignedInStaff(t.app, { fullname: 'Selin Yönetici' });
    // Two registrations wait; a rejected one and a registration in progress do not count.
    await createSignedInMember(t.app, { kind: 'unapproved' });
    await createSignedInMember(t.app, { kind: 'unapproved' });
    const rejected = await createSignedInMember(t.app, { kind: 'unapproved' });
    await db
      .update(users)
      .set({ rejectedAt: new Date(), rejectReason: 'Eksik bilgi.' })
      .where(eq(users.id, rejected.user.uid));
    await createSignedInMember(t.app, { kind: 'unverified' });
    // One approved member waits with a profile change.
    const changing = await createSignedInMember(t.app);
    await db
      .update(users)
      .set({
        pendingProfile: {
          dateOfBirth: '1990-05-17',
          province: 'Bursa',
          city: 'Nilüfer',
          mailAddress: null,
          phoneNumber: changing.phoneNumber,
          requestedAt: Date.now(),
        },
      })
      .where(eq(users.id, changing.user.uid));
    // Sale requests: two pending, one decided.
    const seller = await createSignedInMember(t.app);
    const request = (status: 'pending' | 'accepted' | 'rejected', n: number) => ({
      userId: seller.user.uid,
      status,
      tagNum: `TR-2024-00000${n}`,
      state: 'Yarışçı',
      wishedPrice: 1000,
    });
    await db
      .insert(saleRequests)
      .values([request('pending', 1), request('pending', 2), request('rejected', 3)]);
    // Auctions: three running, one won and unpaid, one won and paid, one sealed unsold, one cancelled.
    const owner = await insertOwner(db, { fullname: 'Kemal Sahip' });
    const future = Date.now() + 86_400_000;
    const past = Date.now() - 86_400_000;
    const lot = async (status: number, endingTime: number) =>
      insertAuction(db, {
        pigeonId: await insertPigeon(db, { ownerId: owner }),
        endingTime,
        status,
      });
    for (let i = 0; i < 3; i += 1) await lot(AuctionStatus.ongoing, future);
    const unpaid = await lot(AuctionStatus.sealed, past);
    const paid = await lot(AuctionStatus.sealed, past);
    await lot(AuctionStatus.sealed, past);
    await lot(AuctionStatus.cancelled, past);
    await db
      .update(auctions)
      .set({ currentBidderId: seller.user.uid })
      .where(eq(auctions.id, unpaid));
    await db
      .update(auctions)
      .set({ currentBidderId: seller.user.uid, paidAt: new Date() })
      .where(eq(auctions.id, paid));
    // Twelve audit entries: the summary shows the last ten, newest first.
    for (let i = 1; i <= 12; i += 1) {
      await recordAudit(db, {
        actor: i % 2 === 0 ? { uid: staff.user.uid, label: 'Selin Yönetici' } : 'cli',
        action: 'member.approve',
        targetType: 'user',
        targetId: `u${i}`,
        summary: `İşlem ${i}`,
      });
    }

    const browser = new ApiClient(t.app, { cookie: staff.cookie });
    const summary = await browser.ok<AdminDashboardResult & { code: number }>(
      'adminDashboard',
      null,
    );
    expect(summary).toMatchObject({
      code: 200,
      pendingRegistrations: 2,
      pendingProfileChanges: 1,
      pendingSaleRequests: 2,
      ongoingAuctions: 3,
      unpaidWonLots: 1,
    });
    const recent = summary.recentAudit ?? [];
    expect(recent.map((entry) => entry.summary)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `İşlem ${i}`),
    );
    expect(recent[0]).toMatchObject({
      actorLabel: 'Selin Yönetici',
      action: 'member.approve',
      targetType: 'user',
      targetId: 'u12',
    });
    expect(recent[1]?.actorLabel).toBe('Komut satırı');
    expect(Number.isNaN(Date.parse(recent[0]?.at ?? ''))).toBe(false);

    // Each role sees only what its areas open (issue 30).
    const partsFor = async (roles: Array<'administrator' | 'clerk' | 'editor'>) => {
      const one = await createSignedInMember(t.app, { roles });
      const { code: _code, ...parts } = await new ApiClient(t.app, { cookie: one.cookie }).ok<
        AdminDashboardResult & { code: number }
      >('adminDashboard', null);
      return Object.keys(parts).sort();
    };
    expect(await partsFor(['clerk'])).toEqual([
      'ongoingAuctions',
      'pendingProfileChanges',
      'pendingRegistrations',
      'pendingSaleRequests',
      'unpaidWonLots',
    ]);
    expect(await partsFor(['administrator'])).toEqual([
      'pendingProfileChanges',
      'pendingRegistrations',
      'recentAudit',
    ]);
    expect(await partsFor(['editor'])).toEqual([]);
  });

  it('refuses a signed-in member', async () => {
    const member = await createSignedInMember(t.app);
    const outcome = await new ApiClient(t.app, { cookie: member.cookie }).call(
      'adminDashboard',
      null,
    );
    expect(outcome.status).toBe(403);
    expect(outcome.error?.status).toBe('PERMISSION_DENIED');
    expect(outcome.result).toBeNull();
  });

  it('refuses a guest', async () => {
    const outcome = await new ApiClient(t.app).call('adminDashboard', null);
    expect(outcome.status).toBe(401);
    expect(outcome.error?.status).toBe('UNAUTHENTICATED');
    expect(outcome.result).toBeNull();
  });
});
