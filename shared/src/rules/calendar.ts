// The calendar (issue 36): where a coming sale's calendar file is served. The server answers it
// (web/calendar-file.ts) and lists it with each entry; the sale pages link it themselves.

/** What a calendar entry is: a group of timed auctions, or a mezat held in a hall. */
export type CalendarSaleKind = 'group' | 'hall';

/** The calendar file (.ics) of one sale. */
export const calendarFilePath = (kind: CalendarSaleKind, id: string | number): string =>
  `/api/calendar/${kind}/${id}/takvim.ics`;
