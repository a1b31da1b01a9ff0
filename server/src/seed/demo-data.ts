import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  auctionContainers,
  auctions,
  auditLog,
  bids,
  consentRecords,
  galleryPhotos,
  hallLots,
  hallSales,
  mediaFiles,
  news,
  newsComments,
  newsLikes,
  pigeonAncestors,
  pigeonPictures,
  pigeonRaceResults,
  pigeons,
  pigeonVideos,
  privacyRequests,
  saleRequests,
  saleTerms,
  users,
} from '../db/schema';
import { setSoftCloseMinutes, softCloseMinutesDefault } from '../modules/auctions';
import type { MediaPlace } from '../modules/media';
import { runIssuePass } from '../modules/settlement';
import { ensureSiteInfoDefaults, setSiteInfo } from '../modules/site-info';
import { planConsoleDemo } from './console-demo';
import { setDemoPasswords } from './demo-accounts';
import { DEMO_SITE_TERMS, planHallSale } from './demo-hall-sale';
import { planDemoData } from './demo-plan';
import { pickVideoPigeons, renderDemoVideos } from './demo-videos';
import { renderImages } from './images';

export interface SeedOptions {
  /** Where generated pictures go, served at /media/: the local folder, or the media store. */
  mediaDir: MediaPlace;
  /** Auction times are laid out around this moment (ms epoch). */
  now?: number;
  /** Set false to write the rows without drawing the pictures. */
  images?: boolean;
}

export interface SeedSummary {
  members: number;
  fakeUsers: number;
  pigeons: number;
  auctions: number;
  containers: number;
  bids: number;
  news: number;
  comments: number;
  likes: number;
  galleryPhotos: number;
  saleRequests: number;
  auditEntries: number;
  hallLots: number;
  /** Buyers' statements of the sales that have ended lately (issue 33). */
  statements: number;
  images: number;
  ms: number;
}

function chunks<T>(rows: T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** True when nothing a visitor would see exists yet: the first start of a new site. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  for (const table of [users, auctions, news, galleryPhotos]) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}

/** Empties every table (the seed command's --reset). */
export async function clearDatabase(db: Db): Promise<void> {
  await db.execute(sql`truncate table
    statement_payments, bank_lines, bank_imports, statement_lines, buyer_statements,
    seller_statements, sale_terms, hall_calls, hall_absentee_bids, hall_bids, hall_lots, hall_sales,
    bids, auctions, auction_containers, pigeon_videos, pigeon_ancestors, pigeon_race_results, pigeon_pictures,
    pigeons,
    news_views, news_likes, news_comments, news, gallery_photos,
    sessions, devices, verification_codes, key_challenges, auth_tokens, rate_limit_buckets,
    contact_messages, sms_outbox, mail_outbox, site_info, banner, site_settings,
    sale_requests, media_files, audit_log, users
    restart identity cascade`);
}

/** Fills the database with the demo data set in one transaction. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const now = options.now ?? Date.now();
  const builder = planDemoData(now);
  const consoleDemo = planConsoleDemo(builder, now);
  const hallSale = planHallSale(builder);

  if (options.images !== false) await renderImages(options.mediaDir, builder.jobs);
  // Made from the portraits just drawn: without pictures, no videos either.
  const videos =
    options.images === false
      ? { media: [], videos: [] }
      : await renderDemoVideos(options.mediaDir, pickVideoPigeons(builder, now));

  await setDemoPasswords([...builder.members, ...builder.otherUsers]);
  await db.transaction(async (tx) => {
    for (const rows of chunks([...builder.members, ...builder.otherUsers, ...builder.fakeUsers])) {
      await tx.insert(users).values(rows);
    }
    for (const rows of chunks(builder.pigeons.map((p) => p.row))) {
      await tx.insert(pigeons).values(rows);
    }
    for (const rows of chunks(builder.pictures)) await tx.insert(pigeonPictures).values(rows);
    for (const rows of chunks(builder.races)) await tx.insert(pigeonRaceResults).values(rows);
    for (const rows of chunks(builder.ancestors)) await tx.insert(pigeonAncestors).values(rows);
    for (const rows of chunks(builder.containers)) await tx.insert(auctionContainers).values(rows);
    for (const rows of chunks(builder.auctions)) await tx.insert(auctions).values(rows);
    for (const rows of chunks(builder.bids)) await tx.insert(bids).values(rows);
    // Each demo bidder read and accepted the sale's contract (issue 35) before their first bid
    // in it, as the site asks: their statements refer to it.
    await tx.execute(sql`
      insert into sale_contract_acceptances
        (user_id, sale_kind, sale_id, text_version, device_id, user_agent, accepted_at)
      select b.user_id, case when a.parent_id is null then 'auction' else 'group' end,
        coalesce(a.parent_id, a.id), 1, 'demo-cihaz', 'Örnek veri',
        to_timestamp(min(b.created_on) / 1000.0) - interval '2 minutes'
      from bids b join auctions a on a.id = b.auction_id
      group by b.user_id, a.parent_id, a.id
      on conflict do nothing`);
    for (const rows of chunks(builder.news)) await tx.insert(news).values(rows);
    for (const rows of chunks(builder.comments)) await tx.insert(newsComments).values(rows);
    for (const rows of chunks(builder.likes)) await tx.insert(newsLikes).values(rows);
    for (const rows of chunks(builder.gallery)) await tx.insert(galleryPhotos).values(rows);
    await tx.insert(mediaFiles).values([...consoleDemo.media, ...videos.media]);
    if (videos.videos.length > 0) await tx.insert(pigeonVideos).values(videos.videos);
    await tx.insert(saleRequests).values(consoleDemo.saleRequests);
    await tx.insert(auditLog).values(consoleDemo.audit);
    for (const rows of chunks(consoleDemo.consents)) await tx.insert(consentRecords).values(rows);
    await tx.insert(privacyRequests).values(consoleDemo.privacyRequests);
    const [sale] = await tx.insert(hallSales).values(hallSale.sale).returning({ id: hallSales.id });
    if (sale === undefined) throw new Error('demo hall sale not written');
    await tx.insert(hallLots).values(hallSale.lots.map((lot) => ({ ...lot, saleId: sale.id })));
    // The association's terms and account (issue 33), as a real one would set them.
    await tx.insert(saleTerms).values(DEMO_SITE_TERMS);

    // Rows above carry their own ids; move the identity sequences past them.
    for (const table of [
      'pigeons',
      'auction_containers',
      'auctions',
      'bids',
      'news',
      'gallery_photos',
    ]) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.identifier(table)}), false)`,
      );
    }

    await ensureSiteInfoDefaults(tx);
    await setSiteInfo(tx, {
      auction_vitrine_id: String(builder.vitrineId),
      auction_archive_id: String(builder.archiveId),
      slider_pics: JSON.stringify(builder.sliderPics),
      sponsors: JSON.stringify(builder.sponsors),
    });
    await setSoftCloseMinutes(tx, softCloseMinutesDefault);
  });
  // The sales that have ended lately get their statements now, as the server's pass would
  // give them: the account pages and the console's settlement show something at once.
  let statements = 0;
  for (;;) {
    const { issued } = await runIssuePass(db, now);
    if (issued.length === 0) break;
    statements += issued.reduce((n, sale) => n + sale.buyerStatements.length, 0);
  }

  return {
    members: builder.members.length + builder.otherUsers.length,
    fakeUsers: builder.fakeUsers.length,
    pigeons: builder.pigeons.length,
    auctions: builder.auctions.length,
    containers: builder.containers.length,
    bids: builder.bids.length,
    news: builder.news.length,
    comments: builder.comments.length,
    likes: builder.likes.length,
    galleryPhotos: builder.gallery.length,
    images: options.images === false ? 0 : builder.jobs.reduce((n, j) => n + j.outputs.length, 0),
    saleRequests: consoleDemo.saleRequests.length,
    auditEntries: consoleDemo.audit.length,
    hallLots: hallSale.lots.length,
    statements,
    ms: Date.now() - started,
  };
}
