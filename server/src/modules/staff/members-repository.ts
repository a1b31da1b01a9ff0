import type {
  AuditEntryView,
  MemberBidView,
  MemberFilter,
  MemberPigeonView,
  MemberWinView,
} from '@kanat/shared/contracts';
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { AuctionStatus, auctions, auditLog, bids, pigeons, users } from '../../db/schema';
import { foldedText, foldSearchText } from '../../db/schema/text-search';
import { escapeLike } from '../../lib/search-text';
import { auditEntryView } from '../audit';
import type { UserRow } from '../auth';

/** A registered account (phone verified) by uid, locked for the rest of the transaction. */
export async function lockAccount(tx: Db, uid: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, uid), eq(users.phoneVerified, true)))
    .for('update');
  return row ?? null;
}

/** Registrations waiting (neither approved nor rejected) and profile changes waiting. */
export async function pendingAccounts(db: Db, limit: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.phoneVerified, true),
        or(
          and(isNull(users.approvedAt), isNull(users.rejectedAt)),
          isNotNull(users.pendingProfile),
        ),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
}

/** Where the search continues: the last row's creation time (µs since 1970) and uid. */
export interface MemberCursor {
  /** Digits of a bigint. */
  createdUs: string;
  uid: string;
}

const createdUs = sql<string>`(extract(epoch from ${users.createdAt}) * 1000000)::bigint`;

/**
 * How a typed phone is matched: digits only, without the national '0' or country '90' in
 * front of a mobile number (which always starts with 5), as a part of the stored +90 number.
 * Null when the text is not a phone.
 */
export function phoneDigits(q: string): string | null {
  const compact = q.replace(/[\s().-]/g, '');
  if (!/^\+?\d{3,}$/.test(compact)) return null;
  let digits = compact.replace('+', '');
  if (/^905/.test(digits)) digits = digits.slice(2);
  else if (/^05/.test(digits)) digits = digits.slice(1);
  return digits;
}

function filterCondition(filter: MemberFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'pending':
      return or(
        and(isNull(users.approvedAt), isNull(users.rejectedAt)),
        isNotNull(users.pendingProfile),
      );
    case 'disabled':
      return and(
        isNotNull(users.approvedAt),
        eq(users.accountEnabled, false),
        isNull(users.pendingProfile),
      );
    case 'staff':
      return sql`cardinality(${users.staffRoles}) > 0`;
    case 'rejected':
      return isNotNull(users.rejectedAt);
  }
}

/** Every word must appear in the name, username, province or city (Turkish letters folded). */
function textCondition(q: string): SQL | undefined {
  const digits = phoneDigits(q);
  if (digits !== null) return sql`${users.phoneNumber} like ${`%${digits}%`}`;
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(foldSearchText(word))}%`;
      return or(
        // A pasted uid finds its account.
        eq(users.id, word),
        sql`${foldedText(users.fullname)} like ${pattern}`,
        sql`${foldedText(users.username)} like ${pattern}`,
        sql`${foldedText(users.province)} like ${pattern}`,
        sql`${foldedText(users.city)} like ${pattern}`,
      );
    }),
  );
}

export interface MemberSearch {
  q: string;
  filter: MemberFilter;
  after: MemberCursor | null;
  limit: number;
}

/** Registered accounts matching the search, newest first, keyset paged. */
export async function searchAccounts(
  db: Db,
  search: MemberSearch,
): Promise<{ row: UserRow; createdUs: string }[]> {
  const where: (SQL | undefined)[] = [
    eq(users.phoneVerified, true),
    filterCondition(search.filter),
    textCondition(search.q),
  ];
  if (search.after !== null) {
    where.push(
      sql`(${createdUs}, ${users.id}) < (${search.after.createdUs}::bigint, ${search.after.uid})`,
    );
  }
  const rows = await db
    .select({ row: users, createdUs })
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(search.limit);
  return rows.map(({ row, createdUs: us }) => ({ row, createdUs: String(us) }));
}

export async function memberPigeons(db: Db, uid: string): Promise<MemberPigeonView[]> {
  return db
    .select({
      id: pigeons.id,
      serial: pigeons.serial,
      tagNum: pigeons.tagNum,
      state: pigeons.state,
      active: pigeons.active,
    })
    .from(pigeons)
    .where(eq(pigeons.ownerId, uid))
    .orderBy(desc(pigeons.serial))
    .limit(500);
}

export async function memberBids(db: Db, uid: string, limit: number): Promise<MemberBidView[]> {
  const rows = await db
    .select({
      id: bids.id,
      auctionId: bids.auctionId,
      auctionName: auctions.name,
      amount: bids.amount,
      createdOn: bids.createdOn,
      voidedAt: bids.voidedAt,
    })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .where(eq(bids.userId, uid))
    .orderBy(desc(bids.id))
    .limit(limit);
  return rows.map(({ voidedAt, ...bid }) => ({ ...bid, voided: voidedAt !== null }));
}

/** Sealed auctions this member holds the top bid of: the lots they won. */
export async function memberWins(db: Db, uid: string): Promise<MemberWinView[]> {
  const rows = await db
    .select({
      auctionId: auctions.id,
      auctionName: auctions.name,
      price: auctions.currentAmount,
      endedAt: auctions.expiry,
      paidAt: auctions.paidAt,
      deliveredAt: auctions.deliveredAt,
    })
    .from(auctions)
    .where(and(eq(auctions.currentBidderId, uid), eq(auctions.status, AuctionStatus.sealed)))
    .orderBy(desc(auctions.expiry), desc(auctions.id))
    .limit(500);
  return rows.map((win) => ({
    ...win,
    paidAt: win.paidAt?.getTime() ?? null,
    deliveredAt: win.deliveredAt?.getTime() ?? null,
  }));
}

/** Staff actions whose target is this member, newest first. */
export async function memberAudit(db: Db, uid: string): Promise<AuditEntryView[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, uid)),
        // The steps on their buyer's statements (payments, extensions, cancelling: issue 33).
        and(
          eq(auditLog.targetType, 'buyer-statement'),
          sql`${auditLog.targetId} in (select id::text from buyer_statements where buyer_id = ${uid})`,
        ),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(200);
  return rows.map(auditEntryView);
}

/** `uid` has bid on the auction `auctionId` (any bid, withdrawn or not); false for a bad id. */
export async function hasBidOn(db: Db, auctionId: string, uid: string): Promise<boolean> {
  if (!/^[0-9]{1,9}$/.test(auctionId)) return false;
  const count = await db.$count(
    bids,
    and(eq(bids.auctionId, Number(auctionId)), eq(bids.userId, uid)),
  );
  return count > 0;
}
