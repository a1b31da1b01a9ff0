import type {
  FollowedSalesResult,
  FollowSaleData,
  FollowSaleResult,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { saleFollows } from '../../db/schema';
import { AppError } from '../../errors';
import { consume } from '../auth';
import { calendarEntry } from './calendar';

const t = messages.calendar;

/** `followSale` per member, both ways together (like the watchlist's budget). */
export const followLimits = {
  burst: { limit: 30, windowMs: 60_000 },
  daily: { limit: 300, windowMs: 24 * 60 * 60_000 },
} as const;

/** The most follows `followedSales` returns: the calendar lists at most 50 sales anyway. */
const FOLLOWS_READ = 200;

/** The follow's sale column for `kind` (the other one stays null). */
const saleColumn = (data: FollowSaleData) =>
  data.kind === 'group' ? ('containerId' as const) : ('hallSaleId' as const);

/**
 * `followSale`: a member follows a coming sale of the calendar, to be told when it opens
 * ('sale-opening', notifications/sale-opening-notices.ts), or stops following it. Only a sale in
 * the calendar that has not yet opened can be followed; stopping is always possible and, like
 * following twice, harmless. Rate limited (`followLimits`).
 */
export async function followSale(
  db: Db,
  uid: string,
  data: FollowSaleData,
): Promise<FollowSaleResult> {
  const allowed =
    (await consume(db, `follow-sale:burst:${uid}`, followLimits.burst)) &&
    (await consume(db, `follow-sale:daily:${uid}`, followLimits.daily));
  if (!allowed) throw new AppError('resource-exhausted', t.rateLimited);
  const column = saleColumn(data);
  const saleId = Number(data.id);
  if (!data.follow) {
    await db
      .delete(saleFollows)
      .where(and(eq(saleFollows.userId, uid), eq(saleFollows[column], saleId)));
    return { following: false };
  }
  const entry = await calendarEntry(db, data.kind, data.id);
  if (entry === null) throw new AppError('not-found', t.gone);
  if (entry.running) throw new AppError('failed-precondition', t.alreadyOpen);
  await db
    .insert(saleFollows)
    .values({ userId: uid, [column]: saleId })
    .onConflictDoNothing();
  return { following: true };
}

/** `followedSales`: the caller's follows as `kind:id` keys, for the calendar's buttons. */
export async function followedSales(db: Db, uid: string): Promise<FollowedSalesResult> {
  const rows = await db
    .select({
      key: sql<string>`case when ${saleFollows.containerId} is not null
        then 'group:' || ${saleFollows.containerId} else 'hall:' || ${saleFollows.hallSaleId} end`,
    })
    .from(saleFollows)
    .where(eq(saleFollows.userId, uid))
    .orderBy(saleFollows.id)
    .limit(FOLLOWS_READ);
  return { keys: rows.map((row) => row.key) };
}
