import { createHash } from 'node:crypto';
import type { SessionUser } from '@kanat/shared/events';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, queryPreparedRows } from '../../db/connection';
import type { HallBidKind, HallSaleStatus } from '../../db/schema';
import { auditLog } from '../../db/schema';
import { auditActorOf } from '../audit';
import { liveChannel } from '../live';

// The writes of one hall action, sent to the database as one statement of data-modifying
// CTEs, with the live NOTIFY (delivered at commit, never on a rollback): a clerk's action
// costs one round trip for all it writes, whatever it writes. Every part of the statement sees
// the rows as they were before it (one snapshot), so no two parts may change the same row and
// no part reads what another writes, except what is passed on by name (`bids` to the lot).
// The reads that decide an action (under the sale's and the lot's locks) come before it.
// The statement is a named prepared statement, named after its text (which varies only with
// the kind of action and the number of bids, the values being parameters): each pooled
// connection plans each shape once.

const dialect = new PgDialect();

export interface NewHallBid {
  kind: HallBidKind;
  userId: string | null;
  paddle: string | null;
  nonce: string | null;
  recordedBy: string | null;
  amount: number;
}

export interface HallWritten {
  /** The sale's new version; null when the sale was not bumped. */
  version: number | null;
  /** The ids of the bids written, in their order. */
  bidIds: number[];
}

export class HallWrites {
  private readonly parts: SQL[] = [];
  private hasBids = false;
  private hasBump = false;

  /** A write of its own (an UPDATE or INSERT), in the statement's snapshot. */
  add(write: SQL): void {
    this.parts.push(sql`${sql.raw(`w${this.parts.length}`)} as (${write})`);
  }

  /**
   * Appends bids in order and makes the last one the lot's standing bid, with the lot's price
   * and bid count after them (`after`, as the bid engine worked them out).
   */
  bids(
    lotId: number,
    bids: readonly NewHallBid[],
    after: { currentPrice: number | null; bidCount: number },
  ): void {
    if (bids.length === 0) return;
    if (this.hasBids) throw new Error('one set of bids per statement');
    this.hasBids = true;
    const rows = sql.join(
      bids.map(
        (bid) =>
          sql`(${lotId}::int, ${bid.amount}::int, ${bid.kind}::text, ${bid.userId}::text,
            ${bid.paddle}::text, ${bid.nonce}::text, ${bid.recordedBy}::text)`,
      ),
      sql`, `,
    );
    this.parts.push(
      sql`bids as (insert into hall_bids (lot_id, amount, kind, user_id, paddle, nonce, recorded_by)
            values ${rows} returning id)`,
      sql`bid_lot as (update hall_lots set current_price = ${after.currentPrice}::int,
            leading_bid_id = (select max(id) from bids), bid_count = ${after.bidCount}::int,
            status = 'open'
          where id = ${lotId}::int)`,
    );
  }

  /**
   * Marks a change every screen shows: the sale's version goes up by one, and the clerk's
   * lease (when `renewLeaseMs`) runs another full term from now.
   */
  bump(
    saleId: number,
    change: { status?: HallSaleStatus; currentLotId?: number | null; renewLeaseMs?: number } = {},
  ): void {
    if (this.hasBump) throw new Error('one bump per statement');
    this.hasBump = true;
    const status = change.status === undefined ? sql`status` : sql`${change.status}::text`;
    const current =
      change.currentLotId === undefined ? sql`current_lot_id` : sql`${change.currentLotId}::int`;
    const lease =
      change.renewLeaseMs === undefined
        ? sql`clerk_lease_expires_at`
        : sql`now() + make_interval(secs => ${change.renewLeaseMs / 1000}::float8)`;
    this.parts.push(
      sql`bump as (update hall_sales set version = version + 1, status = ${status},
            current_lot_id = ${current}, clerk_lease_expires_at = ${lease}, updated_at = now()
          where id = ${saleId}::int returning version)`,
    );
  }

  /** Appends a call everyone sees. */
  call(call: {
    saleId: number;
    lotId: number | null;
    kind: 'opened' | 'warning' | 'sold' | 'passed' | 'undo' | 'step';
    data: Record<string, string | number | null>;
    actorId: string | null;
  }): void {
    this.add(
      sql`insert into hall_calls (sale_id, lot_id, kind, data, actor_id)
          values (${call.saleId}::int, ${call.lotId}::int, ${call.kind}::text,
            ${JSON.stringify(call.data)}::jsonb, ${call.actorId}::text)`,
    );
  }

  /** The staff member's action in the audit log: the row `recordAudit` writes. */
  audit(
    db: Db,
    user: SessionUser,
    entry: { action: string; saleId: number; summary: string; after: unknown },
  ): void {
    const actor = auditActorOf(user);
    if (actor === 'cli') throw new Error('a clerk is a signed-in staff member');
    this.add(
      db
        .insert(auditLog)
        .values({
          actorId: actor.uid,
          actorLabel: actor.label,
          action: entry.action,
          targetType: 'hall-sale',
          targetId: String(entry.saleId),
          summary: entry.summary,
          before: null,
          after: entry.after ?? null,
        })
        .getSQL(),
    );
  }

  /** Runs every write in one statement, and tells the screens watching `livePath` at commit. */
  async run(tx: Db, livePath: string | null): Promise<HallWritten> {
    const version = this.hasBump ? sql`(select version from bump)` : sql`null::int`;
    const bidIds = this.hasBids
      ? sql`(select coalesce(jsonb_agg(id order by id), '[]'::jsonb) from bids)`
      : sql`'[]'::jsonb`;
    const notify = livePath === null ? sql`` : sql`, pg_notify(${liveChannel}, ${livePath})`;
    const withParts = this.parts.length === 0 ? sql`` : sql`with ${sql.join(this.parts, sql`, `)} `;
    const statement = sql`${withParts}select ${version} as version, ${bidIds} as bid_ids${notify}`;
    const shape = createHash('sha256').update(dialect.sqlToQuery(statement).sql).digest('hex');
    const rows = await queryPreparedRows<{
      version: number | null;
      bid_ids: Array<string | number>;
    }>(tx, `km_hall_writes_${shape.slice(0, 24)}`, statement);
    const row = rows[0];
    return {
      version: row?.version ?? null,
      bidIds: (row?.bid_ids ?? []).map(Number),
    };
  }
}
