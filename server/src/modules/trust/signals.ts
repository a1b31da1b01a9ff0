import type { TrustSignalView } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { TRUST, type TrustSignalKind } from '@kanat/shared/rules';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { dbNowMs } from '../../db/clock';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus, trustReviews, users } from '../../db/schema';
import { networkOf } from '../../lib/log-privacy';

const text = messages.adminTrust;
const day = 24 * 60 * 60_000;

/** One signal as its query finds it, before names, keys and review marks. */
interface SignalRow {
  kind: TrustSignalKind;
  auction_id: number | null;
  auction_name: string | null;
  member_id: string;
  other_id: string | null;
  /** The shared device id or address; the counts of a member's own pattern. */
  shared: string | null;
  count_a: number | null;
  count_b: number | null;
  at: string | number;
}

/** The bids looked at: recent ones, standing or annulled (an annulled bid is evidence too). */
const recentBids = sql`(select * from bids where created_on > ${dbNowMs} - ${TRUST.lookbackDays * day}::bigint)`;

/**
 * Addresses every local browser shares (the development site, the tests): never evidence.
 * Mobile carriers share addresses too (CGNAT), which is why an address is a weaker signal
 * than a browser and the console says which it is.
 */
const loopback = sql`('127.0.0.1', '::1', '::ffff:127.0.0.1')`;

/** A member staff banned: approved once, disabled since, not erased. */
const banned = sql`u.approved_at is not null and not u.account_enabled and u.erased_at is null`;

/** A bidder linked to the lot's owner by a browser or a recent address (`via` devices/sessions). */
function sharedWithOwner(
  kind: TrustSignalKind,
  table: 'devices' | 'sessions',
  column: string,
  lot: SQL,
) {
  const col = sql.raw(column);
  const from = sql.raw(table);
  return sql`select ${kind}::text as kind, b.auction_id, a.name as auction_name,
      b.user_id as member_id, p.owner_id as other_id, min(x.${col}) as shared,
      null::int as count_a, null::int as count_b, max(b.created_on) as at
    from ${recentBids} b
    join auctions a on a.id = b.auction_id
    join pigeons p on p.id = a.pigeon_id
    join ${from} x on x.user_id = b.user_id and x.${col} is not null and x.${col} not in ${loopback}
    join ${from} y on y.${col} = x.${col} and y.user_id = p.owner_id
    where b.user_id <> p.owner_id and ${lot}
    group by b.auction_id, a.name, b.user_id, p.owner_id`;
}

/** Two bidders on one lot linked by a browser or a recent address; the owner's links are above. */
function sharedBetweenBidders(
  kind: TrustSignalKind,
  table: 'devices' | 'sessions',
  column: string,
  lot: SQL,
) {
  const col = sql.raw(column);
  const from = sql.raw(table);
  return sql`select ${kind}::text as kind, b1.auction_id, a.name as auction_name,
      b1.user_id as member_id, b2.user_id as other_id, min(x.${col}) as shared,
      null::int as count_a, null::int as count_b, max(greatest(b1.created_on, b2.created_on)) as at
    from ${recentBids} b1
    join ${recentBids} b2 on b2.auction_id = b1.auction_id and b2.user_id > b1.user_id
    join auctions a on a.id = b1.auction_id
    join pigeons p on p.id = a.pigeon_id
    join ${from} x on x.user_id = b1.user_id and x.${col} is not null and x.${col} not in ${loopback}
    join ${from} y on y.${col} = x.${col} and y.user_id = b2.user_id
    where p.owner_id not in (b1.user_id, b2.user_id) and ${lot}
    group by b1.auction_id, a.name, b1.user_id, b2.user_id`;
}

const newAccountOneOwner = sql`select 'new-account-one-owner'::text as kind, null::int as auction_id,
    null::text as auction_name, b.user_id as member_id, min(p.owner_id) as other_id,
    null::text as shared, count(*)::int as count_a,
    (extract(epoch from (now() - u.created_at)) / 86400)::int as count_b, max(b.created_on) as at
  from ${recentBids} b
  join users u on u.id = b.user_id
  join auctions a on a.id = b.auction_id
  join pigeons p on p.id = a.pigeon_id
  group by b.user_id, u.created_at
  having count(distinct p.owner_id) = 1 and count(*) >= ${TRUST.newAccountBids}::int
    and min(b.created_on) < extract(epoch from u.created_at) * 1000 + ${TRUST.newAccountDays * day}::bigint`;

const raiseNeverWin = sql`select 'raise-never-win'::text as kind, null::int as auction_id,
    null::text as auction_name, b.user_id as member_id, null::text as other_id,
    null::text as shared, count(distinct b.auction_id)::int as count_a, null::int as count_b,
    max(b.created_on) as at
  from ${recentBids} b
  join auctions a on a.id = b.auction_id
  where (a.status = ${AuctionStatus.sealed} or a.sealed) and b.voided_at is null
  group by b.user_id
  having count(distinct b.auction_id) >= ${TRUST.raiseNeverWinLots}::int
    and count(distinct b.auction_id) filter (where a.current_bidder_id = b.user_id) = 0`;

const bannedDevice = sql`select 'banned-device'::text as kind, null::int as auction_id,
    null::text as auction_name, d.user_id as member_id, u.id as other_id, min(d.device_id) as shared,
    null::int as count_a, null::int as count_b,
    (extract(epoch from max(greatest(d.last_used_at, o.last_used_at))) * 1000)::bigint as at
  from devices d
  join devices o on o.device_id = d.device_id and o.user_id <> d.user_id
  join users u on u.id = o.user_id and ${banned}
  join users m on m.id = d.user_id and m.account_enabled
  group by d.user_id, u.id`;

export function signalKey(row: Pick<SignalRow, 'kind' | 'auction_id' | 'member_id' | 'other_id'>) {
  return [row.kind, row.auction_id ?? '-', row.member_id, row.other_id ?? '-'].join(':');
}

function evidenceOf(row: SignalRow, names: Map<string, string>): string {
  switch (row.kind) {
    case 'shared-device-owner':
    case 'shared-device-bidder':
    case 'banned-device':
      return fill(text.evidence.device, { device: `${(row.shared ?? '').slice(0, 8)}…` });
    case 'shared-ip-owner':
    case 'shared-ip-bidder':
      return fill(text.evidence.ip, { network: networkOf(row.shared ?? undefined) ?? '' });
    case 'new-account-one-owner':
      return fill(text.evidence.newAccount, {
        days: row.count_b ?? 0,
        bids: row.count_a ?? 0,
        owner: names.get(row.other_id ?? '') ?? '',
      });
    case 'raise-never-win':
      return fill(text.evidence.neverWins, { lots: row.count_a ?? 0 });
  }
}

export interface SignalFilter {
  auctionId?: number;
  memberId?: string;
  show: 'open' | 'all';
}

/**
 * The trust signals (issue 35), computed from the bids of the last `TRUST.lookbackDays` days,
 * the browsers (devices) and the sessions' recent addresses (kept `RETENTION.sessionIpMs`), with
 * staff's review marks. Newest evidence first.
 */
export async function trustSignals(
  db: Db,
  filter: SignalFilter,
): Promise<{ signals: TrustSignalView[]; openCount: number }> {
  // One lot's signals are the pairs on that lot: only those queries run, on its bids alone.
  const one = filter.auctionId;
  const lotOf = (alias: string) =>
    one === undefined ? sql`true` : sql`${sql.raw(alias)}.auction_id = ${one}::int`;
  const perLot = [
    sharedWithOwner('shared-device-owner', 'devices', 'device_id', lotOf('b')),
    sharedWithOwner('shared-ip-owner', 'sessions', 'ip', lotOf('b')),
    sharedBetweenBidders('shared-device-bidder', 'devices', 'device_id', lotOf('b1')),
    sharedBetweenBidders('shared-ip-bidder', 'sessions', 'ip', lotOf('b1')),
  ];
  const queries =
    one === undefined ? [...perLot, newAccountOneOwner, raiseNeverWin, bannedDevice] : perLot;
  const rows = await queryRows<SignalRow>(db, sql.join(queries, sql` union all `));
  const wanted =
    filter.memberId === undefined
      ? rows
      : rows.filter((row) => row.member_id === filter.memberId || row.other_id === filter.memberId);
  const people = [...new Set(wanted.flatMap((row) => [row.member_id, row.other_id ?? '']))];
  const names = new Map<string, string>();
  if (people.length > 0) {
    const found = await db
      .select({ id: users.id, fullname: users.fullname, username: users.username })
      .from(users)
      .where(inArray(users.id, people));
    for (const person of found)
      names.set(person.id, person.fullname ?? person.username ?? person.id);
  }
  const keys = wanted.map(signalKey);
  const marks = new Map<string, { note: string; by: string | null; at: number }>();
  if (keys.length > 0) {
    const found = await db
      .select({
        key: trustReviews.signalKey,
        note: trustReviews.note,
        fullname: users.fullname,
        username: users.username,
        at: trustReviews.createdAt,
      })
      .from(trustReviews)
      .leftJoin(users, eq(users.id, trustReviews.reviewedBy))
      .where(inArray(trustReviews.signalKey, keys));
    for (const mark of found) {
      marks.set(mark.key, {
        note: mark.note,
        by: mark.fullname ?? mark.username,
        at: mark.at.getTime(),
      });
    }
  }
  const all = wanted
    .map((row, index): TrustSignalView => {
      const key = keys[index] ?? signalKey(row);
      return {
        key,
        kind: row.kind,
        auctionId: row.auction_id === null ? null : String(row.auction_id),
        auctionName: row.auction_name,
        memberId: row.member_id,
        memberName: names.get(row.member_id) ?? row.member_id,
        otherId: row.other_id,
        otherName: row.other_id === null ? null : (names.get(row.other_id) ?? row.other_id),
        evidence: evidenceOf(row, names),
        at: Number(row.at),
        reviewed: marks.get(key) ?? null,
      };
    })
    .sort((a, b) => b.at - a.at || a.key.localeCompare(b.key));
  const open = all.filter((signal) => signal.reviewed === null);
  return { signals: filter.show === 'all' ? all : open, openCount: open.length };
}
