import type { CalendarEntry } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { createEvent } from 'ics';
import { HALL_SALE_CALENDAR_HOURS } from '../auctions';

const t = messages.calendar;

/**
 * One sale as an iCalendar file (RFC 5545, made by `ics`): its title, start (in UTC, which
 * every calendar shows in its own time zone), its end (a hall mezat: a few hours), its place
 * and a link to its page. The UID stays the same for the sale, so adding it again updates
 * the calendar's copy instead of doubling it.
 */
export function calendarFile(entry: CalendarEntry, origin: string): string {
  const url = `${origin}${entry.href}`;
  const host = new URL(origin).host;
  const { error, value } = createEvent({
    productId: 'kanatmezat/takvim',
    uid: `${entry.kind}-${entry.id}@${host}`,
    title: entry.title,
    start: entry.startsAt,
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(entry.endsAt !== null
      ? { end: entry.endsAt, endInputType: 'utc' as const, endOutputType: 'utc' as const }
      : { duration: { hours: HALL_SALE_CALENDAR_HOURS } }),
    location: entry.place ?? t.online,
    url,
    description: fill(t.fileDescription, {
      kind: entry.kind === 'group' ? t.group : t.hall,
      count: entry.lotCount,
      url,
    }),
    status: 'CONFIRMED',
    busyStatus: 'FREE',
  });
  if (error || !value) throw error ?? new Error('calendar file not made');
  return value;
}
