import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import type { HallBidKind, HallLotStatus, HallSaleStatus } from '../../db/schema';
import { hallErrors } from './hall-errors';

// The rows every hall action reads under lock. Every action on a sale locks its sale row
// first (FOR UPDATE), then the lot: one order for all, so two actions never wait on each other
// in a circle, and the actions of one sale are applied one at a time, in the order the
// database grants the lock.

export interface LockedSale {
  id: number;
  title: string;
  status: HallSaleStatus;
  currentLotId: number | null;
  clerkId: string | null;
  clerkName: string | null;
  clerkLeaseHash: string | null;
  /** The lease has not expired by the database's clock. */
  leaseLive: boolean;
  version: number;
}

export interface LockedLot {
  id: number;
  saleId: number;
  position: number;
  pigeonId: number;
  ownerId: string;
  tagNum: string;
  startingPrice: number;
  status: HallLotStatus;
  stepOverride: number | null;
  currentPrice: number | null;
  leadingBidId: number | null;
  bidCount: number;
  soldPrice: number | null;
  /** The standing bid's member (online or absentee), kind and paddle. */
  leaderUserId: string | null;
  leaderKind: HallBidKind | null;
  leaderPaddle: string | null;
}

const saleColumns = sql`s.id, s.title, s.status, s.current_lot_id, s.clerk_id,
  coalesce(nullif(c.fullname, ''), c.username, c.id) as clerk_name, s.clerk_lease_hash,
  coalesce(s.clerk_lease_expires_at > now(), false) as lease_live, s.version`;

interface SaleRow {
  id: number;
  title: string;
  status: HallSaleStatus;
  current_lot_id: number | null;
  clerk_id: string | null;
  clerk_name: string | null;
  clerk_lease_hash: string | null;
  lease_live: boolean;
  version: number;
}

function toSale(row: SaleRow | undefined): LockedSale {
  if (row === undefined) throw hallErrors.saleNotFound();
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    currentLotId: row.current_lot_id,
    clerkId: row.clerk_id,
    clerkName: row.clerk_name,
    clerkLeaseHash: row.clerk_lease_hash,
    leaseLive: row.lease_live,
    version: row.version,
  };
}

/** Locks the sale row (a draft is not found: it is not public yet). */
export async function lockSale(tx: Db, saleId: number): Promise<LockedSale> {
  const rows = await queryRows<SaleRow>(
    tx,
    sql`select ${saleColumns} from hall_sales s left join users c on c.id = s.clerk_id
        where s.id = ${saleId}::int and s.status <> 'draft' for update of s`,
  );
  return toSale(rows[0]);
}

/** Locks the sale of a lot, by the lot's id (an online bid names only the lot). */
export async function lockSaleOfLot(tx: Db, lotId: number): Promise<LockedSale> {
  const rows = await queryRows<SaleRow>(
    tx,
    sql`select ${saleColumns} from hall_sales s left join users c on c.id = s.clerk_id
        where s.id = (select sale_id from hall_lots where id = ${lotId}::int)
          and s.status <> 'draft' for update of s`,
  );
  if (rows[0] === undefined) throw hallErrors.lotNotFound();
  return toSale(rows[0]);
}

interface LotRow {
  id: number;
  sale_id: number;
  position: number;
  pigeon_id: number;
  owner_id: string;
  tag_num: string;
  starting_price: number;
  status: HallLotStatus;
  step_override: number | null;
  current_price: number | null;
  leading_bid_id: string | number | null;
  bid_count: number;
  sold_price: number | null;
  leader_user_id: string | null;
  leader_kind: HallBidKind | null;
  leader_paddle: string | null;
}

/** Locks a lot of `saleId` (after its sale), with its standing bid's bidder. */
export async function lockLot(tx: Db, saleId: number, lotId: number): Promise<LockedLot> {
  const rows = await queryRows<LotRow>(
    tx,
    sql`select l.id, l.sale_id, l.position, l.pigeon_id, p.owner_id, p.tag_num, l.starting_price,
          l.status, l.step_override, l.current_price, l.leading_bid_id, l.bid_count, l.sold_price,
          b.user_id as leader_user_id, b.kind as leader_kind, b.paddle as leader_paddle
        from hall_lots l
        join pigeons p on p.id = l.pigeon_id
        left join hall_bids b on b.id = l.leading_bid_id
        where l.id = ${lotId}::int and l.sale_id = ${saleId}::int
        for update of l`,
  );
  const row = rows[0];
  if (row === undefined) throw hallErrors.lotNotFound();
  return {
    id: row.id,
    saleId: row.sale_id,
    position: row.position,
    pigeonId: row.pigeon_id,
    ownerId: row.owner_id,
    tagNum: row.tag_num,
    startingPrice: row.starting_price,
    status: row.status,
    stepOverride: row.step_override,
    currentPrice: row.current_price,
    leadingBidId: row.leading_bid_id === null ? null : Number(row.leading_bid_id),
    bidCount: row.bid_count,
    soldPrice: row.sold_price,
    leaderUserId: row.leader_user_id,
    leaderKind: row.leader_kind,
    leaderPaddle: row.leader_paddle,
  };
}

/**
 * Marks a change every screen shows: the sale's version goes up by one, and the clerk's lease
 * (when `renewLease`) runs another full term from now. Answers the new version.
 */
export async function bumpSale(
  tx: Db,
  saleId: number,
  change: { status?: HallSaleStatus; currentLotId?: number | null; renewLeaseMs?: number } = {},
): Promise<number> {
  const status = change.status === undefined ? sql`status` : sql`${change.status}::text`;
  const current =
    change.currentLotId === undefined ? sql`current_lot_id` : sql`${change.currentLotId}::int`;
  const lease =
    change.renewLeaseMs === undefined
      ? sql`clerk_lease_expires_at`
      : sql`now() + make_interval(secs => ${change.renewLeaseMs / 1000}::float8)`;
  const rows = await queryRows<{ version: number }>(
    tx,
    sql`update hall_sales set version = version + 1, status = ${status},
          current_lot_id = ${current}, clerk_lease_expires_at = ${lease}, updated_at = now()
        where id = ${saleId}::int returning version`,
  );
  return rows[0]?.version ?? 0;
}

/** Appends a call everyone sees. */
export async function insertCall(
  tx: Db,
  call: {
    saleId: number;
    lotId: number | null;
    kind: 'opened' | 'warning' | 'sold' | 'passed' | 'undo' | 'step';
    data: Record<string, string | number | null>;
    actorId: string | null;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into hall_calls (sale_id, lot_id, kind, data, actor_id)
        values (${call.saleId}::int, ${call.lotId}::int, ${call.kind}::text,
          ${JSON.stringify(call.data)}::jsonb, ${call.actorId}::text)`,
  );
}
