import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bids, pigeons, users } from '../../db/schema';
import {
  demoAccountant,
  demoClerk,
  demoEditor,
  demoMember,
  demoPassword,
  demoStaff,
} from '../../seed/demo-accounts';
import { ApiClient, createSignedInStaff } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { createSession } from '../auth';

interface BidRow {
  auctionId: string;
  myLastBid: number;
  sealed: boolean;
  lastBidderIsMe: boolean;
}

describe('the demo accounts and the account lists on the demo data', () => {
  let t: TestApp;
  let member: ApiClient;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, seedImages: false });
    const [row] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, demoMember.phoneNumber));
    memberId = row?.id ?? '';
    const { token } = await createSession(t.app.db, {
      userId: memberId,
      state: 'active',
      deviceId: randomUUID(),
      ip: null,
      userAgent: null,
    });
    member = new ApiClient(t.app, { cookie: `km_session=${token}` });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it.each([
    [demoMember.phoneNumber, demoMember.password],
    [demoStaff.phoneNumber, demoStaff.password],
    [demoClerk.phoneNumber, demoClerk.password],
    [demoEditor.phoneNumber, demoEditor.password],
    [demoAccountant.phoneNumber, demoAccountant.password],
  ])('the documented account %s signs in with its password', async (phoneNumber, password) => {
    const guest = new ApiClient(t.app, { ip: '192.0.2.10' });
    expect(
      await guest.ok('login', { phoneNumber, password, deviceId: randomUUID() }),
    ).toMatchObject({
      next: 'mfa',
    });
  });

  it('the demo member is approved and the staff accounts hold their roles', async () => {
    const rows = await t.app.db.select().from(users);
    const byPhone = (phone: string) => rows.find((u) => u.phoneNumber === phone);
    expect(byPhone(demoMember.phoneNumber)).toMatchObject({
      fullname: 'Ahmet Yılmaz',
      accountEnabled: true,
      staffRoles: [],
    });
    expect(byPhone(demoStaff.phoneNumber)).toMatchObject({
      staffRoles: ['administrator', 'clerk', 'editor', 'accountant'],
      accountEnabled: true,
    });
    expect(byPhone(demoClerk.phoneNumber)).toMatchObject({
      fullname: 'Mehmet Demir',
      username: 'mehmetdemir',
      staffRoles: ['clerk'],
      accountEnabled: true,
    });
    expect(byPhone(demoEditor.phoneNumber)).toMatchObject({
      fullname: 'Elif Şahin',
      username: 'elifsahin',
      staffRoles: ['editor'],
      accountEnabled: true,
    });
    expect(byPhone(demoAccountant.phoneNumber)).toMatchObject({
      fullname: 'Caner Arslan',
      username: 'canerarslan',
      staffRoles: ['accountant'],
      accountEnabled: true,
    });
    // Every other seeded account with a phone has the shared demo password.
    const other = rows.find(
      (u) => u.phoneVerified && u.accountEnabled && u.staffRoles.length === 0 && u.id !== memberId,
    );
    const guest = new ApiClient(t.app, { ip: '192.0.2.11' });
    expect(
      await guest.ok('login', {
        phoneNumber: other?.phoneNumber,
        password: demoPassword,
        deviceId: randomUUID(),
      }),
    ).toMatchObject({ next: 'mfa' });
    // Registrations awaiting approval cannot sign in yet.
    const waiting = rows.find((u) => u.phoneVerified && u.approvedAt === null);
    const refused = await guest.call('login', {
      phoneNumber: waiting?.phoneNumber,
      password: demoPassword,
      deviceId: randomUUID(),
    });
    expect(refused.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'Hesabınız henüz onaylanmadı.',
    });
  });

  async function allRows(filter: string): Promise<BidRow[]> {
    const rows: BidRow[] = [];
    let cursor: string | undefined;
    do {
      const { status, body } = await member.list<{ r: BidRow[]; p?: string }>('my-bids', {
        filter,
        c: 5,
        p: cursor,
      });
      expect(status).toBe(200);
      rows.push(...body.r);
      cursor = body.p;
    } while (cursor !== undefined);
    return rows;
  }

  it('lists every auction I bid on once, with my highest bid, across pages', async () => {
    const mine = await t.app.db.select().from(bids).where(eq(bids.userId, memberId));
    expect(mine.length).toBeGreaterThan(0);
    const all = await allRows('all');
    const auctionIds = new Set(mine.map((b) => String(b.auctionId)));
    expect(all.map((r) => r.auctionId).sort()).toEqual([...auctionIds].sort());
    for (const row of all) {
      const best = Math.max(
        ...mine.filter((b) => String(b.auctionId) === row.auctionId).map((b) => b.amount),
      );
      expect(row.myLastBid).toBe(best);
    }
  });

  it('splits them into ongoing, won and lost by the sealed flag and the last bidder', async () => {
    const all = await allRows('all');
    const ongoing = await allRows('ongoing');
    const won = await allRows('won');
    const lost = await allRows('lost');
    expect(ongoing.every((r) => !r.sealed)).toBe(true);
    expect(won.every((r) => r.sealed && r.lastBidderIsMe)).toBe(true);
    expect(lost.every((r) => r.sealed && !r.lastBidderIsMe)).toBe(true);
    expect(ongoing.length + won.length + lost.length).toBe(all.length);
  });

  it('lists an auction staff cancelled only under all, marked cancelled', async () => {
    const ongoing = await allRows('ongoing');
    const target = ongoing[0];
    if (target === undefined) throw new Error('the demo member has no running auction');
    const staff = await createSignedInStaff(t.app);
    const client = new ApiClient(t.app, { cookie: staff.cookie, ip: '192.0.2.12' });
    await client.ok('adminAuctionCancel', {
      id: Number(target.auctionId),
      reason: 'Satıcı çekildi.',
    });
    const all = await allRows('all');
    expect(all.find((r) => r.auctionId === target.auctionId)).toMatchObject({ status: 4 });
    for (const filter of ['ongoing', 'won', 'lost']) {
      expect((await allRows(filter)).map((r) => r.auctionId)).not.toContain(target.auctionId);
    }
  });

  it('lists my pigeons by serial, page by page', async () => {
    const owned = await t.app.db.select().from(pigeons).where(eq(pigeons.ownerId, memberId));
    expect(owned.length).toBeGreaterThan(0);
    const first = await member.list<{ r: Array<{ serial: number }>; p?: string }>('my-pigeons', {
      c: 2,
    });
    const serials = first.body.r.map((r) => r.serial);
    let cursor = first.body.p;
    while (cursor !== undefined) {
      const next = await member.list<{ r: Array<{ serial: number }>; p?: string }>('my-pigeons', {
        c: 2,
        p: cursor,
      });
      serials.push(...next.body.r.map((r) => r.serial));
      cursor = next.body.p;
    }
    expect(serials).toEqual(owned.map((p) => p.serial).sort((a, b) => a - b));
  });
});
