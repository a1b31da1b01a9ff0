import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { readDatabaseNow } from '../../db/clock';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus } from '../../db/schema';
import { PeriodicPass } from '../../periodic-pass';
import { livePaths, publishLiveMany } from '../live';
import { closingNoticesCte, queueEndingSoon, queueSaleOpenings } from '../notifications';
import { archiveDelayDaysDefault, getArchiveDelayMs } from './auction-settings';
import {
  lockContainers,
  moveToArchive,
  recomputeSummary,
  selectChainsDeepestFirst,
  selectFinishedGroups,
} from './containers-repository';
import { createLeaderLease, type LeaderLease } from './leader-lease';

/** Sealed per statement; a backlog (a server down for a while) drains in several. */
const sealBatch = 500;

/**
 * The default archive delay: the group list shows running and recently finished groups (the
 * seed's vitrine holds one that ended two days ago); a group leaves for the archive a week
 * after its end unless staff set another delay (site setting `archiveDelayDays`).
 */
export const archiveDelayMs = archiveDelayDaysDefault * 24 * 60 * 60 * 1000;

// Arbitrary but fixed: only one instance at a time reorganises the archive.
const archiveLockId = 4_807_222;
// Arbitrary but fixed (below 2^31): the session lock whose holder runs the timed passes.
const leaderLockId = 4_807_223;

export interface ClosingPassResult {
  /** Auctions this pass sealed (each one by exactly one pass, whichever instance ran it). */
  sealed: number[];
  /** Containers whose summary was recomputed. */
  finalised: number[];
  /** Groups moved into the archive. */
  archived: number[];
  /** 'Ending soon' notices queued by this pass. */
  endingSoonQueued: number;
  /** 'sale-opening' notices queued for followers of sales that opened (issue 36). */
  openingsQueued: number;
}

/**
 * Seals every auction whose expiry has passed: status 3 and the current bid sealed; one below
 * its reserve price has no winner (`reserve_unmet`). Rows a
 * bid (or another instance) holds are skipped and come back on the next pass; the status
 * test in the UPDATE makes a second seal of the same row impossible anyway. The same statement
 * queues the `won` / `lost` notices of the sealed auctions (`closingNoticesCte`), so they
 * commit with the seal and only with it.
 */
async function sealExpired(
  db: Db,
  now: number,
): Promise<Array<{ id: number; parentId: number | null }>> {
  const sealed: Array<{ id: number; parentId: number | null }> = [];
  for (;;) {
    const rows = await queryRows<{ id: number; parent_id: number | null }>(
      db,
      sql`
        with due as (
          select id from auctions
          where status = ${sql.raw(String(AuctionStatus.ongoing))} and expiry <= ${now}::bigint
          order by expiry, id
          limit ${sealBatch}
          for update skip locked
        ),
        sealed as (
          update auctions a set status = ${AuctionStatus.sealed}, sealed = true, updated_at = now(),
            -- Below its reserve price a lot is unsold: no winner (its bids stay on record).
            reserve_unmet = a.bid_count > 0 and a.current_amount < coalesce(a.reserve_price, 0),
            current_bidder_id = case when a.current_amount < coalesce(a.reserve_price, 0)
              then null else a.current_bidder_id end
          from due
          where a.id = due.id and a.status = ${AuctionStatus.ongoing}
          returning a.id, a.parent_id, a.name, a.current_amount, a.current_bidder_id
        ),
        ${closingNoticesCte(sql`sealed`)}
        select id, parent_id from sealed`,
    );
    for (const row of rows) {
      sealed.push({
        id: Number(row.id),
        parentId: row.parent_id === null ? null : Number(row.parent_id),
      });
    }
    if (rows.length < sealBatch) return sealed;
  }
}

/** Recomputes the summaries of `containerIds` and every group above them, in one transaction. */
async function finaliseSummaries(db: Db, containerIds: number[]): Promise<number[]> {
  if (containerIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const chain = await selectChainsDeepestFirst(tx, containerIds);
    await lockContainers(tx, chain);
    for (const id of chain) await recomputeSummary(tx, id);
    await publishLiveMany(
      tx,
      chain.map((id) => livePaths.containerSummary(id)),
    );
    return chain;
  });
}

function rootId(value: string | undefined): number | null {
  return value !== undefined && /^[0-9]{1,9}$/.test(value) ? Number(value) : null;
}

/** The vitrine and archive roots named in site_info; null where unset or malformed. */
export async function selectRoots(
  db: Db,
): Promise<{ vitrine: number | null; archive: number | null }> {
  const roots = await queryRows<{ key: string; value: string }>(
    db,
    sql`select key, value from site_info where key in ('auction_vitrine_id', 'auction_archive_id')`,
  );
  return {
    vitrine: rootId(roots.find((r) => r.key === 'auction_vitrine_id')?.value),
    archive: rootId(roots.find((r) => r.key === 'auction_archive_id')?.value),
  };
}

/**
 * Moves groups under the vitrine that finished longer than the archive delay ago into the
 * archive root, then recomputes both roots. Under a transaction-level advisory lock: a second
 * instance finding it taken skips this step for the pass.
 */
async function archiveFinishedGroups(db: Db, now: number): Promise<number[]> {
  const { vitrine, archive } = await selectRoots(db);
  if (vitrine === null || archive === null || vitrine === archive) return [];
  const before = now - (await getArchiveDelayMs(db));
  // A cheap look before taking any lock: almost every pass finds nothing.
  if ((await selectFinishedGroups(db, vitrine, before)).length === 0) return [];

  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${archiveLockId}) as locked`,
    );
    if (lock?.locked !== true) return [];
    const groups = await selectFinishedGroups(tx, vitrine, before);
    if (groups.length === 0) return [];
    await lockContainers(tx, [vitrine, archive, ...groups]);
    for (const group of groups) await moveToArchive(tx, group, archive);
    await recomputeSummary(tx, vitrine);
    await recomputeSummary(tx, archive);
    await publishLiveMany(tx, [
      livePaths.containerSummary(vitrine),
      livePaths.containerSummary(archive),
      ...groups.map((id) => livePaths.containerSummary(id)),
    ]);
    return groups;
  });
}

/**
 * One pass of the closing work: seal (queuing won / lost), finalise the summaries of the groups
 * that held the sealed auctions, archive long-finished groups, queue 'ending soon' notices. Safe to run on several instances at once.
 * Judged by the database's clock, read once at the start, unless the caller gives a time.
 */
export async function runClosingPass(db: Db, at?: number): Promise<ClosingPassResult> {
  // The database's clock, as the bids are judged by it; tests pass a time.
  const now = at ?? (await readDatabaseNow(db));
  const sealed = await sealExpired(db, now);
  if (sealed.length > 0) {
    await publishLiveMany(
      db,
      sealed.map((a) => livePaths.auction(a.id)),
    );
  }
  const groups = [...new Set(sealed.flatMap((a) => (a.parentId === null ? [] : [a.parentId])))];
  const finalised = await finaliseSummaries(db, groups);
  const archived = await archiveFinishedGroups(db, now);
  const endingSoonQueued = await queueEndingSoon(db, now);
  const openingsQueued = await queueSaleOpenings(db, now);
  return { sealed: sealed.map((a) => a.id), finalised, archived, endingSoonQueued, openingsQueued };
}

/**
 * Runs `runClosingPass` every `intervalMs` in the server, on one instance at a time: the one
 * holding the closing lease (a PostgreSQL advisory lock on a connection of its own; on PGlite
 * the process always holds it). The others try to take it before each of their turns, so when
 * the leader stops or its connection drops another takes over within a turn or two. The pass
 * stays safe if two instances ever run it together (SKIP LOCKED, status tests), so the lease
 * only saves work. Tests call `runOnce()`, which runs a pass whoever leads.
 */
export class ClosingScheduler extends PeriodicPass<ClosingPassResult> {
  private readonly lease: LeaderLease;

  constructor(db: Db, log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>, intervalMs = 1000) {
    super(
      (now) => runClosingPass(db, now),
      log,
      'Açık arttırma kapanış turu başarısız',
      intervalMs,
    );
    this.lease = createLeaderLease(db, leaderLockId, 'kanat-closing-leader', log);
  }

  /** Whether this instance runs the timed passes now (`kanat_closing_leader`). */
  get leading(): boolean {
    return this.lease.held;
  }

  protected override mayRun(): Promise<boolean> {
    return this.lease.renew();
  }

  /** Stops the passes, then gives the lead up at once rather than when the process ends. */
  override async stop(): Promise<void> {
    await super.stop();
    await this.lease.release();
  }
}
