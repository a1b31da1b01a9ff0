import { existsSync } from 'node:fs';
import path from 'node:path';
import type {
  HallCatalogue,
  HallSalesListResult,
  SaleSettlement,
  SecondChanceLot,
  SettlementSaleRow,
} from '@kanat/shared/contracts';
import {
  minNextBid,
  raceResultInput,
  validatePedigree,
  validateRaceResult,
} from '@kanat/shared/rules';
import { asc, count, desc, eq, max } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import {
  AuctionStatus,
  auctionContainers,
  auctions,
  auditLog,
  bids,
  buyerStatements,
  galleryPhotos,
  mediaFiles,
  news,
  newsComments,
  newsLikes,
  pigeonAncestors,
  pigeonPictures,
  pigeonRaceResults,
  pigeons,
  pigeonVideos,
  saleRequests,
  users,
} from '../db/schema';
import { prepareDatabase } from '../prepare-database';
import { ApiClient, createSignedInMember } from '../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../test/test-app';
import { demoMember, demoStaff } from './demo-accounts';
import { planDemoData } from './demo-plan';
import { STORY_SALE_NAME } from './demo-settlement-story';

type Auction = typeof auctions.$inferSelect;
type Container = typeof auctionContainers.$inferSelect;

const hour = 3_600_000;

describe('demo data', () => {
  let t: TestApp;
  let seedStart: number;
  let seedEnd: number;
  let allAuctions: Auction[];
  let allContainers: Container[];
  let allBids: Array<typeof bids.$inferSelect>;

  beforeAll(async () => {
    seedStart = Date.now();
    // The same start-up path as the server: an empty database gets seeded.
    t = await createTestApp({ seed: true });
    seedEnd = Date.now();
    const { db } = t.database;
    allAuctions = await db.select().from(auctions).orderBy(asc(auctions.id));
    allContainers = await db.select().from(auctionContainers).orderBy(asc(auctionContainers.id));
    allBids = await db.select().from(bids).orderBy(asc(bids.id));
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const tableCount = async (table: PgTable) => {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('is big enough to look like a real site', async () => {
    expect(await tableCount(pigeons)).toBeGreaterThanOrEqual(200);
    expect(allAuctions.length).toBeGreaterThanOrEqual(40);
    expect(await tableCount(news)).toBeGreaterThanOrEqual(30);
    expect(await tableCount(galleryPhotos)).toBeGreaterThanOrEqual(40);
    expect(allBids.length).toBeGreaterThan(100);
  });

  it('has Turkish owners with provinces and districts, and some fake users that own pigeons', async () => {
    const owners = await t.database.db.select().from(users);
    for (const user of owners) {
      expect(user.fullname).toMatch(/^[A-ZÇĞİÖŞÜ][a-zçğıöşü]+ [A-ZÇĞİÖŞÜ][a-zçğıöşü]+$/);
      expect(user.province).toEqual(expect.any(String));
      expect(user.city).toEqual(expect.any(String));
    }
    const fake = owners.filter((u) => u.id.length === 20);
    expect(fake.length).toBeGreaterThanOrEqual(3);
    for (const user of fake) {
      expect(user.phoneNumber).toBeNull();
      expect(user.username).toBeNull();
    }
    const members = owners.filter((u) => u.id.length === 28);
    for (const user of members) {
      expect(user.phoneNumber).toMatch(/^\+905\d{9}$/);
      expect(user.username).toMatch(/^[a-z0-9_.-]{4,12}$/);
    }
    const pigeonRows = await t.database.db.select().from(pigeons);
    const fakeIds = new Set(fake.map((u) => u.id));
    expect(pigeonRows.some((p) => fakeIds.has(p.ownerId))).toBe(true);
  });

  it('gives every pigeon a unique serial, a TR tag number and a first picture', async () => {
    const pigeonRows = await t.database.db.select().from(pigeons);
    const pictures = await t.database.db.select().from(pigeonPictures);
    expect(new Set(pigeonRows.map((p) => p.serial)).size).toBe(pigeonRows.length);
    for (const pigeon of pigeonRows) {
      expect(pigeon.tagNum).toMatch(/^TR-20\d{2}-\d{6}$/);
      expect([0, 1]).toContain(pigeon.active);
      expect(pictures.some((p) => p.pigeonId === pigeon.id && p.position === 0)).toBe(true);
    }
    for (const picture of pictures) {
      expect(existsSync(path.join(t.config.mediaDir, picture.url.replace(/^\/media\//, '')))).toBe(
        true,
      );
    }
  });

  it('gives about two pigeons in three race results the shared rule accepts', async () => {
    const pigeonRows = await t.database.db.select().from(pigeons);
    const races = await t.database.db.select().from(pigeonRaceResults);
    const withRaces = new Set(races.map((r) => r.pigeonId));
    expect(withRaces.size).toBeGreaterThan(pigeonRows.length / 2);
    expect(withRaces.size).toBeLessThan(pigeonRows.length);
    for (const race of races) {
      const input = raceResultInput({ ...race, date: race.raceDate });
      expect(validateRaceResult(input, seedEnd)).toMatchObject({ ok: true });
    }
  });

  it('gives about half the pigeons a bloodline and a pedigree the shared rule accepts, a few linked', async () => {
    const pigeonRows = await t.database.db.select().from(pigeons);
    expect(pigeonRows.every((p) => p.bloodline !== '')).toBe(true);
    const ancestors = await t.database.db.select().from(pigeonAncestors);
    const byPigeon = new Map<number, typeof ancestors>();
    for (const a of ancestors) byPigeon.set(a.pigeonId, [...(byPigeon.get(a.pigeonId) ?? []), a]);
    expect(byPigeon.size).toBeGreaterThan(pigeonRows.length / 3);
    expect(byPigeon.size).toBeLessThan(pigeonRows.length);
    for (const tree of byPigeon.values()) {
      const verdict = validatePedigree({
        bloodline: '',
        ancestors: tree.map((a) => ({
          path: a.path,
          ring: a.ring,
          name: a.name,
          colour: a.colour,
          note: a.note,
        })),
      });
      expect(verdict).toMatchObject({ ok: true });
    }
    const linked = ancestors.filter((a) => a.linkedPigeonId !== null);
    expect(linked.length).toBeGreaterThan(0);
    const sexById = new Map(pigeonRows.map((p) => [p.id, p.sex]));
    for (const a of linked) expect(sexById.get(a.linkedPigeonId as number)).toBe('male');
  });

  it('gives a few running lots’ pigeons, with results and a pedigree, a video of their portrait', async () => {
    const { db } = t.database;
    const videos = await db.select().from(pigeonVideos);
    expect(videos.length).toBeGreaterThan(0);
    const races = new Set((await db.select().from(pigeonRaceResults)).map((r) => r.pigeonId));
    const trees = new Set((await db.select().from(pigeonAncestors)).map((a) => a.pigeonId));
    for (const video of videos) {
      expect(races.has(video.pigeonId) && trees.has(video.pigeonId)).toBe(true);
      const lot = allAuctions.find((a) => a.pigeonId === video.pigeonId && a.status === 2);
      expect(lot?.endingTime).toBeGreaterThan(seedEnd + 2 * hour);
      const [file] = await db
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.id, video.mediaId as string));
      expect(file).toMatchObject({ kind: 'video', purpose: 'pigeon-video', attached: true });
      expect(file?.durationMs).toBeGreaterThan(4000);
      // What a player is given: the MP4 from the media store with its poster.
      const mp4 = await t.app.inject({ method: 'GET', url: file?.url as string });
      expect([mp4.statusCode, mp4.headers['content-type']]).toEqual([200, 'video/mp4']);
      const poster = await t.app.inject({ method: 'GET', url: file?.variants[0]?.url as string });
      expect((await sharp(poster.rawPayload).metadata()).format).toBe('jpeg');
    }
  });

  it('has ongoing auctions ending in minutes, hours and days, and sealed expired ones', () => {
    const ongoing = allAuctions.filter((a) => a.status === 2);
    const sealed = allAuctions.filter((a) => a.status === 3);
    for (const auction of ongoing) {
      expect(auction.endingTime).toBeGreaterThan(seedStart);
      expect(auction.sealed).toBe(false);
    }
    for (const auction of sealed) {
      expect(auction.endingTime).toBeLessThanOrEqual(seedEnd);
      expect(auction.sealed).toBe(true);
    }
    const left = ongoing.map((a) => a.endingTime - seedStart);
    expect(left.filter((ms) => ms < hour).length).toBeGreaterThanOrEqual(3);
    expect(left.filter((ms) => ms >= hour && ms < 24 * hour).length).toBeGreaterThanOrEqual(3);
    expect(left.filter((ms) => ms >= 24 * hour).length).toBeGreaterThanOrEqual(3);
    expect(sealed.filter((a) => a.parentId === null).length).toBeGreaterThanOrEqual(3);
    for (const group of [ongoing, sealed]) {
      expect(group.some((a) => a.bidCount > 0)).toBe(true);
      expect(group.some((a) => a.bidCount === 0)).toBe(true);
    }
    for (const auction of allAuctions) {
      expect(auction.startedOn).toBeLessThan(seedEnd);
      expect(auction.expiry).toBe(auction.endingTime);
    }
  });

  it('keeps every auction consistent with its bid rows', () => {
    for (const auction of allAuctions) {
      const history = allBids.filter((b) => b.auctionId === auction.id);
      expect(auction.bidCount).toBe(history.length);
      const last = history.at(-1);
      if (last === undefined) {
        expect(auction.currentAmount).toBe(auction.startingBid);
        expect(auction.ancestorAmount).toBeNull();
        expect(auction.currentBidderId).toBeNull();
        continue;
      }
      expect(auction.currentAmount).toBe(last.amount);
      expect(auction.ancestorAmount).toBe(last.oldAmount);
      expect(auction.currentBidderId).toBe(last.userId);
      let previous = auction.startingBid;
      let previousOn = auction.startedOn;
      for (const bid of history) {
        expect(bid.oldAmount).toBe(previous);
        expect(bid.amount).toBeGreaterThanOrEqual(minNextBid(previous));
        expect(bid.createdOn).toBeGreaterThanOrEqual(previousOn);
        expect(bid.createdOn).toBeLessThanOrEqual(auction.endingTime);
        expect(bid.nonce).toMatch(/^[0-9a-f]{64}$/);
        previous = bid.amount;
        previousOn = bid.createdOn;
      }
    }
    expect(new Set(allBids.map((b) => b.nonce)).size).toBe(allBids.length);
  });

  it('nests groups, fills the archive, and keeps group summaries right', () => {
    const byId = new Map(allContainers.map((c) => [c.id, c]));
    const subtreeAuctions = (container: Container): Auction[] => [
      ...allAuctions.filter((a) => a.parentId === container.id),
      ...allContainers.filter((c) => c.parentId === container.id).flatMap(subtreeAuctions),
    ];
    for (const container of allContainers) {
      const childAuctions = allAuctions.filter((a) => a.parentId === container.id);
      const childGroups = allContainers.filter((c) => c.parentId === container.id);
      if (container.isFinalContainer) {
        expect(childGroups).toHaveLength(0);
        expect(container.childCount).toBe(childAuctions.length);
      } else {
        expect(childAuctions).toHaveLength(0);
        expect(container.childCount).toBe(childGroups.length);
      }
      const subtree = subtreeAuctions(container);
      expect(container.totalAuctionsCount).toBe(subtree.length);
      expect(container.totalBidCount).toBe(subtree.reduce((n, a) => n + a.bidCount, 0));
      expect(container.totalAmount).toBe(
        subtree.filter((a) => a.bidCount > 0).reduce((n, a) => n + a.currentAmount, 0),
      );
      expect(container.expiry).toBe(Math.max(...subtree.map((a) => a.expiry)));
      const parent = container.parentId === null ? undefined : byId.get(container.parentId);
      if (parent !== undefined) expect(container.isArchive).toBe(parent.isArchive);
      if (container.isArchive) {
        for (const auction of subtree) expect(auction.status).toBe(3);
      }
    }
    const nested = allContainers.filter(
      (c) => c.parentId !== null && byId.get(c.parentId)?.parentId !== null,
    );
    expect(nested.length).toBeGreaterThan(0);
    const archived = allContainers.filter((c) => c.isArchive && c.isFinalContainer);
    expect(archived.length).toBeGreaterThanOrEqual(3);
  });

  it('points the site information at the group and archive roots and the generated media', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/infos' })).json<
      Record<string, string>
    >();
    const vitrine = allContainers.find((c) => String(c.id) === info.auction_vitrine_id);
    const archive = allContainers.find((c) => String(c.id) === info.auction_archive_id);
    expect(vitrine?.isArchive).toBe(false);
    expect(vitrine?.parentId).toBeNull();
    expect(archive?.isArchive).toBe(true);
    expect(archive?.parentId).toBeNull();

    const slider = JSON.parse(info.slider_pics ?? '') as { full: string[]; mobile: string[] };
    expect(slider.full.length).toBeGreaterThan(0);
    expect(slider.mobile).toHaveLength(slider.full.length);
    const sponsors = JSON.parse(info.sponsors ?? '') as Array<{
      name: string;
      image: string;
      url: string;
    }>;
    expect(sponsors.length).toBeGreaterThan(0);

    const sizeOf = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const { width, height } = await sharp(response.rawPayload).metadata();
      return [width, height];
    };
    for (const url of slider.full) expect(await sizeOf(url)).toEqual([1600, 600]);
    for (const url of slider.mobile) expect(await sizeOf(url)).toEqual([600, 600]);
    for (const sponsor of sponsors) expect(await sizeOf(sponsor.image)).toEqual([400, 200]);
  });

  it('draws every gallery photo in a small, a medium and a full size', async () => {
    const photos = await t.database.db.select().from(galleryPhotos);
    for (const photo of photos) {
      const file = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));
      const full = await sharp(file(photo.imageUrl)).metadata();
      const thumb = await sharp(file(photo.thumbUrl)).metadata();
      expect([full.width, full.height]).toEqual([photo.width, photo.height]);
      expect(thumb.width).toBeLessThan(full.width ?? 0);
      expect(photo.variants.map((v) => v.width)).toEqual([400, 800, 1200]);
      for (const variant of photo.variants) {
        const meta = await sharp(file(variant.url)).metadata();
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      }
    }
  });

  it('has news with HTML bodies, pictures and counters matching comments and likes', async () => {
    const { db } = t.database;
    const items = await db.select().from(news);
    const comments = await db.select().from(newsComments);
    const likes = await db.select().from(newsLikes);
    for (const item of items) {
      expect(item.bodyHtml).toMatch(/^<p>/);
      // Search columns are filled, Turkish lower case.
      expect(item.searchTitle).toBe(item.title.toLocaleLowerCase('tr-TR'));
      expect(item.searchBody.length).toBeGreaterThan(0);
      expect(item.mainPicture).toMatch(/^\/media\//);
      expect(item.commentCount).toBe(comments.filter((c) => c.newsId === item.id).length);
      expect(item.likes).toBe(likes.filter((l) => l.newsId === item.id).length);
    }
    expect(comments.length).toBeGreaterThan(0);
    expect(likes.length).toBeGreaterThan(0);
  });

  it('gives the console pending sale requests with photos and the staff member a history', async () => {
    const { db } = t.database;
    const requests = await db.select().from(saleRequests).orderBy(asc(saleRequests.id));
    expect(requests.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(3);
    const demoMemberRow = (await db.select().from(users)).find(
      (u) => u.phoneNumber === demoMember.phoneNumber,
    );
    expect(requests.some((r) => r.userId === demoMemberRow?.id && r.status === 'rejected')).toBe(
      true,
    );
    const media = await db.select().from(mediaFiles);
    for (const request of requests) {
      expect(request.photoMediaIds.length).toBeGreaterThan(0);
      for (const id of request.photoMediaIds) {
        const file = media.find((m) => m.id === id);
        expect(file).toMatchObject({ purpose: 'sale-request-photo', attached: true });
        expect(
          existsSync(path.join(t.config.mediaDir, String(file?.url).replace('/media/', ''))),
        ).toBe(true);
      }
    }
    const staffRow = (await db.select().from(users)).find(
      (u) => u.phoneNumber === demoStaff.phoneNumber,
    );
    const history = await db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(history.length).toBeGreaterThanOrEqual(5);
    for (const entry of history) {
      expect(entry).toMatchObject({ actorId: staffRow?.id, actorLabel: demoStaff.fullname });
      expect(entry.summary).toMatch(/[A-Za-zÇĞİÖŞÜçğıöşü]/);
    }
  });

  it('schedules a public hall mezat next Saturday evening with pigeons no auction holds', async () => {
    const guest = new ApiClient(t.app);
    const list = await guest.get<HallSalesListResult>('/api/hall-sales');
    expect(list.body.rows).toHaveLength(1);
    const [sale] = list.body.rows;
    expect(sale).toMatchObject({ place: 'Bursa Güvercin Derneği Salonu', status: 'scheduled' });
    const start = new Date((sale?.startsAt ?? 0) + 3 * hour);
    expect([start.getUTCDay(), start.getUTCHours(), start.getUTCMinutes()]).toEqual([6, 22, 0]);
    expect(sale?.startsAt).toBeGreaterThan(seedStart);
    expect(sale?.startsAt).toBeLessThanOrEqual(seedEnd + 7 * 24 * hour);
    const page = await guest.get<HallCatalogue>(`/api/hall-sales/${sale?.id}`);
    expect(page.body.lots.map((lot) => lot.position)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    const running = new Set(
      allAuctions.filter((a) => a.status === AuctionStatus.ongoing).map((a) => a.pigeonId),
    );
    for (const lot of page.body.lots) {
      expect(running.has(Number(lot.pigeon.id))).toBe(false);
      expect(lot.pigeon.active).toBe(1);
    }
  });

  it('dates nothing that already happened after the seeding moment', async () => {
    const { db } = t.database;
    const latest = async (table: PgTable, column: Parameters<typeof max>[0]) => {
      const [row] = await db.select({ at: max(column) }).from(table);
      const at = row?.at as Date | number | string | null | undefined;
      if (at instanceof Date) return at.getTime();
      return typeof at === 'string' ? new Date(at).getTime() : Number(at ?? 0);
    };
    const past = {
      'users.created_at': await latest(users, users.createdAt),
      'users.approved_at': await latest(users, users.approvedAt),
      'pigeons.created_at': await latest(pigeons, pigeons.createdAt),
      'auctions.started_on': Math.max(...allAuctions.map((a) => a.startedOn)),
      'auctions.created_at': await latest(auctions, auctions.createdAt),
      'auction_containers.started_on': Math.max(...allContainers.map((c) => c.startedOn)),
      'auction_containers.created_at': await latest(auctionContainers, auctionContainers.createdAt),
      'bids.created_on': Math.max(...allBids.map((b) => b.createdOn)),
      'bids.created_at': await latest(bids, bids.createdAt),
      'news.publish_date': await latest(news, news.publishDate),
      'news.created_at': await latest(news, news.createdAt),
      'news_comments.created_at': await latest(newsComments, newsComments.createdAt),
      'gallery_photos.created_at': await latest(galleryPhotos, galleryPhotos.createdAt),
      'sale_requests.created_at': await latest(saleRequests, saleRequests.createdAt),
      'sale_requests.decided_at': await latest(saleRequests, saleRequests.decidedAt),
      'media_files.created_at': await latest(mediaFiles, mediaFiles.createdAt),
      'audit_log.created_at': await latest(auditLog, auditLog.createdAt),
    };
    for (const [column, at] of Object.entries(past)) {
      expect([column, at > 0]).toEqual([column, true]);
      expect([column, at <= seedEnd]).toEqual([column, true]);
    }
    // What lies ahead stays ahead: the open auctions still end after the seeding.
    expect(allAuctions.some((a) => a.endingTime > seedEnd)).toBe(true);
  });

  it('lists a comment posted now above every seeded comment of the item', async () => {
    const { db } = t.database;
    // The item whose seeded comments come latest: the one a visitor would notice first.
    const [newest] = await db
      .select({ newsId: newsComments.newsId })
      .from(newsComments)
      .orderBy(desc(newsComments.createdAt))
      .limit(1);
    const newsId = String(newest?.newsId);
    const member = await createSignedInMember(t.app, { username: 'yeniyorum' });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/fn/makeComment',
      headers: { cookie: member.cookie },
      payload: { data: { postId: newsId, comment: 'Şimdi yazılan yorum' } },
    });
    expect(posted.statusCode).toBe(200);
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/list/comments',
      payload: { id: newsId, p: 0, c: 10 },
    });
    const rows = listed.json<{ r: Array<{ username: string; message: string }> }>().r;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]).toMatchObject({ username: 'yeniyorum', message: 'Şimdi yazılan yorum' });
    expect(rows.slice(1).some((r) => r.username === 'yeniyorum')).toBe(false);
  });

  it('seeds only an empty database: a second start changes nothing', async () => {
    const before = await tableCount(users);
    await prepareDatabase(t.database, {
      seed: true,
      mediaDir: t.config.mediaDir,
      log: { info: () => {}, warn: () => {} },
    });
    expect(await tableCount(users)).toBe(before);
    const [row] = await t.database.db.select({ n: count() }).from(auctions);
    expect(row?.n).toBe(allAuctions.length);
  });

  it('is deterministic: the same data every run, only auction times follow the clock', () => {
    const a = planDemoData(1_700_000_000_000);
    const b = planDemoData(1_700_000_000_000);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const later = planDemoData(1_700_000_000_000 + 5 * hour);
    expect(later.pigeons.map((p) => p.row.tagNum)).toEqual(a.pigeons.map((p) => p.row.tagNum));
    expect(later.auctions.map((x) => x.endingTime - a.auctions[x.id - 1]!.endingTime)).toEqual(
      a.auctions.map(() => 5 * hour),
    );
  });

  // Last: it signs a new staff member in, which the dating test above would count.
  it("gives the sales that ended lately their statements, in balance, and leaves the archive's", async () => {
    const accountant = new ApiClient(t.app, {
      cookie: (await createSignedInMember(t.app, { kind: 'staff', roles: ['accountant'] })).cookie,
    });
    const { rows } = await accountant.ok<{ rows: SettlementSaleRow[] }>('adminSettlementSales', {});
    expect(rows.map((r) => r.sale.title)).toContain('Karadeniz Genç Kuşlar');
    expect(rows.map((r) => r.sale.title)).not.toContain('Trakya Kupası Grubu');
    for (const row of rows) {
      expect(row.buyerCount).toBeGreaterThan(0);
      const sale = await accountant.ok<SaleSettlement>('adminSaleSettlement', {
        kind: row.sale.kind,
        id: row.sale.id,
      });
      expect(sale.balance.difference).toBe(0);
      expect(sale.balance.buyersTotal).toBeGreaterThan(0);
    }
  });

  it("tells a sale's story after the hammer: three buyers past due, and an underbidder for the lot left unpaid", async () => {
    const clerk = new ApiClient(t.app, {
      cookie: (await createSignedInMember(t.app, { kind: 'staff', roles: ['clerk'] })).cookie,
    });
    const { rows } = await clerk.ok<{ rows: SettlementSaleRow[] }>('adminSettlementSales', {});
    const row = rows.find((r) => r.sale.title === STORY_SALE_NAME);
    expect(row).toMatchObject({ buyerCount: 3, sellerCount: 2 });
    const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'group',
      id: row?.sale.id,
    });
    // Two weeks after the sale: past the seven days' term and the three days' grace.
    expect(sale.buyers.map((b) => [b.state, b.overdue, b.lotCount])).toEqual([
      ['open', true, 1],
      ['open', true, 1],
      ['open', true, 1],
    ]);
    // Each story member owes this statement only.
    for (const buyer of sale.buyers) {
      const others = await t.database.db
        .select()
        .from(buyerStatements)
        .where(eq(buyerStatements.buyerId, buyer.buyer.uid as string));
      expect(others).toHaveLength(1);
    }
    const top = sale.buyers.reduce((a, b) => (a.totalKurus >= b.totalKurus ? a : b));
    await clerk.ok('adminStatementCancel', { id: top.id, reason: 'Deneme' });
    const { rows: lots } = await clerk.ok<{ rows: SecondChanceLot[] }>('adminSecondChanceLots', {
      id: top.id,
    });
    expect(lots).toHaveLength(1);
    expect(lots[0]?.blocked).toBeNull();
    expect(lots[0]?.next?.member.uid).not.toBe(top.buyer.uid);
  });
});
