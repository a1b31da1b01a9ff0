import type { CalendarEntry, CalendarKind } from '@kanat/shared/contracts';
import { calendarFilePath } from '@kanat/shared/rules';
import { type SQL, sql } from 'drizzle-orm';
import { dbNowMs } from '../../db/clock';
import { type Db, queryRows } from '../../db/connection';
import { containerAlias, containerOnSite } from './visibility';

/** Entries the calendar lists at most. */
export const CALENDAR_SHOWN = 50;

/** A hall mezat's length in a calendar (it has no set end: it ends with its last lot). */
export const HALL_SALE_CALENDAR_HOURS = 3;

/**
 * What is still to come or under way: the groups on the site (their own publish time and the
 * folders' above them have come) that have not ended, and the hall mezats
 * scheduled or running. Drafts never show.
 */
const comingSales: SQL = sql`
  select 'group' as kind, c.id::text as id, c.name as title, c.started_on as "startsAt",
    c.expiry as "endsAt", null::text as place, c.total_auctions_count as "lotCount",
    c.photo as cover, c.started_on <= ${dbNowMs} as running,
    '/grup-ihaleler/' || c.id as href
  from auction_containers c
  where c.is_final_container and not c.is_archive and c.expiry > ${dbNowMs}
    and ${containerOnSite(containerAlias('c'))}
  union all
  select 'hall', s.id::text, s.title, floor(extract(epoch from s.starts_at) * 1000)::bigint,
    null::bigint, s.place, (select count(*) from hall_lots l where l.sale_id = s.id)::int,
    (select pp.url from hall_lots l join pigeon_pictures pp on pp.pigeon_id = l.pigeon_id
      where l.sale_id = s.id and (s.lots_before_start or s.status <> 'scheduled')
      order by l.position, pp.position limit 1),
    s.status = 'running', '/canli-mezat/' || s.id
  from hall_sales s
  where s.status in ('scheduled', 'running')`;

type Row = Omit<CalendarEntry, 'ics' | 'startsAt' | 'endsAt' | 'lotCount'> & {
  startsAt: string | number;
  endsAt: string | number | null;
  lotCount: string | number;
};

function toEntry(row: Row): CalendarEntry {
  return {
    ...row,
    startsAt: Number(row.startsAt),
    endsAt: row.endsAt === null ? null : Number(row.endsAt),
    lotCount: Number(row.lotCount),
    ics: calendarFilePath(row.kind, row.id),
  };
}

/** `GET /api/calendar`: the sales to come and under way, soonest first. */
export async function calendarEntries(db: Db): Promise<CalendarEntry[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select * from (${comingSales}) sale
      order by sale."startsAt", sale.kind, sale.id::int limit ${CALENDAR_SHOWN}`,
  );
  return rows.map(toEntry);
}

/** One entry of the calendar; null when it is not (or no longer) there. */
export async function calendarEntry(
  db: Db,
  kind: CalendarKind,
  id: string,
): Promise<CalendarEntry | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`select * from (${comingSales}) sale where sale.kind = ${kind} and sale.id = ${id}`,
  );
  return row === undefined ? null : toEntry(row);
}
