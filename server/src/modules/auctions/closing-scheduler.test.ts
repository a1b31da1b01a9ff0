import type { AuctionRow } from '@kanat/shared/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { AuctionStatus, auctionContainers, auctions, siteInfo } from '../../db/schema';
import { seedDemoData } from '../../seed/demo-data';
import {
  insertAuction,
  insertAuctionRoots,
  insertBidHistory,
  insertContainer,
  insertOwner,
  insertPigeon,
  recomputeSummaries,
} from '../../test/auction-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { archiveDelayMs, runClosingPass } from './closing-scheduler';

const minute = 60_000;
const day = 24 * 60 * minute;

describe('closing scheduler', () => {
  let t: TestApp;
  let owner: string;
  let bidder: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    bidder = await insertOwner(t.database.db, { fullname: 'Alıcı Kişi' });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;

  async function auction(endsIn: number, parentId: number | null = null): Promise<number> {
    const pigeonId = await insertPigeon(db(), { ownerId: owner });
    return insertAuction(db(), { pigeonId, endingTime: Date.now() + endsIn, parentId });
  }

  const container = async (id: number) => {
    const [row] = await db().select().from(auctionContainers).where(eq(auctionContainers.id, id));
    if (row === undefined) throw new Error('no container');
    return row;
  };

  it('seals expired auctions (status 3, current bid sealed) and leaves running ones', async () => {
    const expired = await auction(-minute);
    await insertBidHistory(db(), expired, [
      { userId: bidder, amount: 600, on: Date.now() - 2 * minute },
    ]);
    const running = await auction(day);
    const result = await t.app.closingScheduler.runOnce();
    expect(result.sealed).toEqual(expect.arrayContaining([expired]));
    expect(result.sealed).not.toContain(running);

    const list = await t.app.inject({
      method: 'POST',
      url: '/api/list/auctions',
      payload: { id: String(expired) },
    });
    const [row] = list.json<{ r: AuctionRow[] }>().r;
    expect(row).toMatchObject({
      status: AuctionStatus.sealed,
      currentBid: { amount: 600, bidder, sealed: true },
    });
    const [still] = await db().select().from(auctions).where(eq(auctions.id, running));
    expect(still).toMatchObject({ status: AuctionStatus.ongoing, sealed: false });
    // A second pass has nothing left to do with it.
    expect((await t.app.closingScheduler.runOnce()).sealed).not.toContain(expired);
  });

  it('finalises the summaries of the groups that held the sealed auctions', async () => {
    const root = await insertContainer(db(), { name: 'Kök', isFinalContainer: false, expiry: 0 });
    const group = await insertContainer(db(), {
      name: 'Grup',
      parentId: root,
      isFinalContainer: true,
      expiry: 0,
    });
    const ended = await auction(-minute, group);
    const other = await auction(3 * day, group);
    await insertBidHistory(db(), ended, [
      { userId: bidder, amount: 700, on: Date.now() - 3 * minute },
      { userId: owner, amount: 800, on: Date.now() - 2 * minute },
    ]);
    await insertBidHistory(db(), other, [{ userId: bidder, amount: 550, on: Date.now() - minute }]);

    const result = await t.app.closingScheduler.runOnce();
    expect(result.finalised).toEqual([group, root]);
    const [otherRow] = await db().select().from(auctions).where(eq(auctions.id, other));
    const expected = {
      totalAuctionsCount: 2,
      totalBidCount: 3,
      totalAmount: 800 + 550,
      expiry: otherRow?.expiry,
    };
    expect(await container(group)).toMatchObject({ ...expected, childCount: 2 });
    expect(await container(root)).toMatchObject({ ...expected, childCount: 1 });
  });

  it('never seals an auction twice when several instances run at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 120; i++) ids.push(await auction(-minute - i));
    const passes = await Promise.all([
      runClosingPass(db()),
      runClosingPass(db()),
      runClosingPass(db()),
      t.app.closingScheduler.runOnce(),
    ]);
    const all = passes.flatMap((pass) => pass.sealed).filter((id) => ids.includes(id));
    expect(all.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const rows = await db().select().from(auctions).where(inArray(auctions.id, ids));
    for (const row of rows)
      expect(row).toMatchObject({ status: AuctionStatus.sealed, sealed: true });
  });

  it('moves groups finished over a week ago into the archive, with their subgroups', async () => {
    const now = Date.now();
    const { vitrine, archive } = await insertAuctionRoots(db(), { vitrine: 'Vitrin' });
    // Old, nested: a group of two groups, every auction ended 8 days ago (one not yet sealed).
    const old = await insertContainer(db(), {
      name: 'Eski',
      parentId: vitrine,
      isFinalContainer: false,
      expiry: now - 8 * day,
    });
    const oldA = await insertContainer(db(), {
      name: 'Eski A',
      parentId: old,
      isFinalContainer: true,
      expiry: now - 8 * day,
    });
    const oldB = await insertContainer(db(), {
      name: 'Eski B',
      parentId: old,
      isFinalContainer: true,
      expiry: now - 8 * day,
    });
    await auction(-8 * day, oldA);
    await auction(-8 * day - minute, oldB);
    // Recently finished: stays on show. Running: stays.
    const recent = await insertContainer(db(), {
      name: 'Yeni Biten',
      parentId: vitrine,
      isFinalContainer: true,
      expiry: now - 2 * day,
    });
    await auction(-2 * day, recent);
    const running = await insertContainer(db(), {
      name: 'Süren',
      parentId: vitrine,
      isFinalContainer: true,
      expiry: now + day,
    });
    await auction(day, running);
    await recomputeSummaries(db(), [oldA, oldB, recent, running]);

    const [first, second] = await Promise.all([runClosingPass(db()), runClosingPass(db())]);
    expect([...(first?.archived ?? []), ...(second?.archived ?? [])]).toEqual([old]);

    expect(await container(old)).toMatchObject({ parentId: archive, isArchive: true });
    expect(await container(oldA)).toMatchObject({ parentId: old, isArchive: true });
    expect(await container(oldB)).toMatchObject({ parentId: old, isArchive: true });
    expect(await container(recent)).toMatchObject({ parentId: vitrine, isArchive: false });
    expect(await container(running)).toMatchObject({ parentId: vitrine, isArchive: false });
    expect(await container(vitrine)).toMatchObject({ childCount: 2, totalAuctionsCount: 2 });
    expect(await container(archive)).toMatchObject({ childCount: 1, totalAuctionsCount: 2 });

    const archived = await t.app.inject({
      method: 'POST',
      url: '/api/list/containers',
      payload: { parent: String(archive) },
    });
    expect(archived.json<{ r: Array<{ id: string }> }>().r.map((r) => r.id)).toEqual([String(old)]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/containers/${old}` });
    expect(detail.json()).toMatchObject({ parent: String(archive), archived: true });
    // Nothing more to move on the next pass; a week later the recent group follows.
    expect((await runClosingPass(db())).archived).toEqual([]);
    expect((await runClosingPass(db(), now + archiveDelayMs)).archived).toEqual([recent]);
  });

  it('starts with the server listening and stops with it', async () => {
    const listening = await createTestApp({ database: t.database });
    try {
      expect(listening.app.closingScheduler.started).toBe(false);
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      expect(listening.app.closingScheduler.started).toBe(true);
    } finally {
      await listening.close();
    }
    expect(listening.app.closingScheduler.started).toBe(false);
  });
});

describe('closing scheduler on the demo data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.database.db, { mediaDir: t.config.mediaDir, images: false });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('finds the seed consistent: the roots and soft close are set, nothing to seal or archive', async () => {
    const db = t.database.db;
    const settings = await db
      .select()
      .from(siteInfo)
      .where(
        inArray(siteInfo.key, ['auction_vitrine_id', 'auction_archive_id', 'soft_close_minutes']),
      );
    const value = (key: string) => settings.find((s) => s.key === key)?.value;
    expect(value('soft_close_minutes')).toBe('5');
    const vitrine = Number(value('auction_vitrine_id'));
    const archive = Number(value('auction_archive_id'));
    const roots = await db
      .select()
      .from(auctionContainers)
      .where(inArray(auctionContainers.id, [vitrine, archive]))
      .orderBy(asc(auctionContainers.id));
    expect(roots.map((r) => [r.parentId, r.isArchive])).toEqual([
      [null, false],
      [null, true],
    ]);

    const before = await db.select().from(auctionContainers).orderBy(asc(auctionContainers.id));
    const result = await t.app.closingScheduler.runOnce();
    expect(result.archived).toEqual([]);
    // The seed seals every auction that has ended by the time it is written.
    const after = await db.select().from(auctionContainers).orderBy(asc(auctionContainers.id));
    expect(after.map(({ updatedAt: _u, ...rest }) => rest)).toEqual(
      before.map(({ updatedAt: _u, ...rest }) => rest),
    );
  });
});
