import type {
  AcceptSaleContractData,
  SaleContractAcceptance,
  SaleContractData,
  SaleContractView,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Db, queryRows } from '../../db/connection';
import { saleContractAcceptances } from '../../db/schema';
import { AppError } from '../../errors';
import type { ConsentDevice } from './consents';
import { selectCurrentText } from './legal-repository';

// The sale's contract (issue 35, Law 6502 and the Mesafeli Sözleşmeler Yönetmeliği): before a
// member's first bid in a sale they are shown the pre-information and the sale's terms (the
// house's text, kind 'sale-contract', with the sale's own facts) and accept them once; every
// bid path asks `hasAcceptedSaleContract` and refuses until then.

/** A sale as statements name it: a group of timed lots, a lot alone, a hall sale. */
export interface SaleRef {
  kind: 'group' | 'auction' | 'hall';
  id: number;
}

const notFound = () => new AppError('not-found', messages.auctions.notFound);

/** The sale a request names, with its name; not found: no such lot or hall sale. */
async function resolveSale(db: Db, data: SaleContractData): Promise<SaleRef & { name: string }> {
  if (data.auctionId !== undefined) {
    const rows = await queryRows<{ kind: 'group' | 'auction'; id: number; name: string }>(
      db,
      sql`select case when a.parent_id is null then 'auction' else 'group' end as kind,
            coalesce(a.parent_id, a.id) as id, coalesce(c.name, a.name) as name
          from auctions a left join auction_containers c on c.id = a.parent_id
          where a.id = ${Number(data.auctionId)}::int`,
    );
    const row = rows[0];
    if (row === undefined) throw notFound();
    return { kind: row.kind, id: Number(row.id), name: row.name };
  }
  if (data.hallSaleId !== undefined) {
    const rows = await queryRows<{ title: string }>(
      db,
      sql`select title from hall_sales where id = ${Number(data.hallSaleId)}::int`,
    );
    const row = rows[0];
    if (row === undefined) throw notFound();
    return { kind: 'hall', id: Number(data.hallSaleId), name: row.title };
  }
  throw new AppError('invalid-argument', messages.bid.invalidRequest);
}

/** The sale a timed lot belongs to: its group, or the lot alone. */
export const saleOfAuction = sql`case when a.parent_id is null then 'auction' else 'group' end`;

/**
 * Who accepted which sale: only acceptances are cached (an acceptance is never withdrawn), so
 * every instance answers right, and a member's later bids in the sale cost no query.
 */
const acceptedCache = new LRUCache<string, true>({ max: 50_000 });
const cacheKey = (userId: string, sale: SaleRef) => `${userId}:${sale.kind}:${sale.id}`;

/** The member's acceptance of a sale's contract, or null (also what a statement refers to). */
export async function selectAcceptance(
  db: Db,
  userId: string,
  sale: SaleRef,
): Promise<SaleContractAcceptance | null> {
  const [row] = await db
    .select({
      version: saleContractAcceptances.textVersion,
      acceptedAt: saleContractAcceptances.acceptedAt,
    })
    .from(saleContractAcceptances)
    .where(
      and(
        eq(saleContractAcceptances.userId, userId),
        eq(saleContractAcceptances.saleKind, sale.kind),
        eq(saleContractAcceptances.saleId, sale.id),
      ),
    );
  return row === undefined ? null : { version: row.version, acceptedAt: row.acceptedAt.getTime() };
}

/** Whether the member accepted the sale's contract (the bid paths' check). */
export async function hasAcceptedSaleContract(
  db: Db,
  userId: string,
  sale: SaleRef,
): Promise<boolean> {
  const key = cacheKey(userId, sale);
  if (acceptedCache.has(key)) return true;
  const found = (await selectAcceptance(db, userId, sale)) !== null;
  if (found) acceptedCache.set(key, true);
  return found;
}

/** A lot a bid names: a timed lot (`auctions.id`) or a hall lot (`hall_lots.id`). */
export type BidLot = { timed: number } | { hall: number };

/**
 * Whether the member may bid on a lot as far as the contract goes: 'accepted', 'missing'
 * (refuse), or 'no-lot' (no such lot: the bid's own checks say so). One query, and none once
 * the member's acceptance for the lot's sale was seen.
 */
export async function lotContractState(
  db: Db,
  userId: string,
  lot: BidLot,
): Promise<'accepted' | 'missing' | 'no-lot'> {
  const key = 'timed' in lot ? `${userId}:lot:${lot.timed}` : `${userId}:hall-lot:${lot.hall}`;
  if (acceptedCache.has(key)) return 'accepted';
  const accepted = (sale: SQL) => sql`exists (select 1 from sale_contract_acceptances s
    where s.user_id = ${userId}::text and ${sale}) as accepted`;
  const rows = await queryRows<{ accepted: boolean }>(
    db,
    'timed' in lot
      ? sql`select ${accepted(sql`s.sale_kind = ${saleOfAuction} and s.sale_id = coalesce(a.parent_id, a.id)`)}
          from auctions a where a.id = ${lot.timed}::int`
      : sql`select ${accepted(sql`s.sale_kind = 'hall' and s.sale_id = l.sale_id`)}
          from hall_lots l where l.id = ${lot.hall}::int`,
  );
  const row = rows[0];
  if (row === undefined) return 'no-lot';
  if (!row.accepted) return 'missing';
  acceptedCache.set(key, true);
  return 'accepted';
}

/** The refusal every bid path gives a member who has not accepted the sale's contract. */
export function saleContractRequired(): AppError {
  return new AppError('failed-precondition', messages.bid.saleContractRequired, {
    saleContract: true,
  });
}

async function currentContractText(db: Db) {
  const row = await selectCurrentText(db, 'sale-contract');
  if (row === undefined) throw new AppError('not-found', messages.adminLegal.server.notPublished);
  return row;
}

/** `saleContract`: the house's text in force, the sale, and the member's acceptance if any. */
export async function saleContractFor(
  db: Db,
  userId: string,
  data: SaleContractData,
): Promise<SaleContractView> {
  const sale = await resolveSale(db, data);
  const text = await currentContractText(db);
  return {
    sale: { kind: sale.kind, id: String(sale.id), name: sale.name },
    text: {
      kind: 'sale-contract',
      version: text.version,
      title: text.title,
      html: text.html,
      createdAt: text.createdAt.getTime(),
    },
    accepted: await selectAcceptance(db, userId, sale),
  };
}

/**
 * `acceptSaleContract`: records the member's acceptance of the version they read, with the
 * sale's terms as shown (the group's or hall sale's own, else the site's) and the browser.
 * Accepting again answers the first acceptance; an outdated version is refused.
 */
export async function acceptSaleContract(
  db: Db,
  userId: string,
  data: AcceptSaleContractData,
  device: ConsentDevice,
): Promise<SaleContractAcceptance> {
  const sale = await resolveSale(db, data);
  const text = await currentContractText(db);
  const before = await selectAcceptance(db, userId, sale);
  if (before !== null) return before;
  if (data.version !== text.version) {
    throw new AppError('failed-precondition', messages.adminLegal.server.stale);
  }
  const scope =
    sale.kind === 'group'
      ? sql`scope = 'group' and container_id = ${sale.id}::int`
      : sale.kind === 'hall'
        ? sql`scope = 'hall' and hall_sale_id = ${sale.id}::int`
        : sql`false`;
  const terms = await queryRows<{
    buyer_premium_bp: number;
    vat_bp: number;
    payment_term_days: number;
  }>(
    db,
    sql`select buyer_premium_bp, vat_bp, payment_term_days from sale_terms
        where (${scope}) or scope = 'site'
        order by case when scope = 'site' then 1 else 0 end limit 1`,
  );
  const shown = terms[0];
  await db
    .insert(saleContractAcceptances)
    .values({
      userId,
      saleKind: sale.kind,
      saleId: sale.id,
      textVersion: text.version,
      buyerPremiumBp: shown?.buyer_premium_bp ?? null,
      vatBp: shown?.vat_bp ?? null,
      paymentTermDays: shown?.payment_term_days ?? null,
      deviceId: device.deviceId,
      userAgent: device.userAgent,
    })
    .onConflictDoNothing();
  const after = await selectAcceptance(db, userId, sale);
  if (after === null) throw new Error('sale contract acceptance not stored');
  acceptedCache.set(cacheKey(userId, sale), true);
  return after;
}
