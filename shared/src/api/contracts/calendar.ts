import { type Static, Type } from '@sinclair/typebox';

// The calendar (yaklaşan mezatlar): the groups and hall mezats still to come or under way,
// soonest first, each with a calendar file (.ics) to add it to a phone's calendar.

export const CalendarKind = Type.Union([Type.Literal('group'), Type.Literal('hall')]);
export type CalendarKind = Static<typeof CalendarKind>;

export const CalendarEntry = Type.Object({
  /** 'group': a group of timed auctions on the site; 'hall': a mezat held in a hall. */
  kind: CalendarKind,
  id: Type.String(),
  title: Type.String(),
  /** When bidding opens (a group) or the mezat starts (a hall sale), ms epoch. */
  startsAt: Type.Integer(),
  /** When the group ends (ms epoch); null for a hall mezat, which ends when its last lot is sold. */
  endsAt: Type.Union([Type.Integer(), Type.Null()]),
  /** The hall's place; null for a group, which is held on the site. */
  place: Type.Union([Type.String(), Type.Null()]),
  /** Lots in the sale. */
  lotCount: Type.Integer({ minimum: 0 }),
  /** The group's picture, or the first lot's photo of a hall mezat; null: none. */
  cover: Type.Union([Type.String(), Type.Null()]),
  /** Under way now (bidding open, or the mezat started). */
  running: Type.Boolean(),
  /** The sale's page on the site. */
  href: Type.String(),
  /** The sale's calendar file (text/calendar). */
  ics: Type.String(),
});
export type CalendarEntry = Static<typeof CalendarEntry>;

export const CalendarResult = Type.Object({ entries: Type.Array(CalendarEntry) });
export type CalendarResult = Static<typeof CalendarResult>;

export const CalendarFileParams = Type.Object(
  {
    kind: CalendarKind,
    id: Type.String({ pattern: '^[0-9]{1,9}$' }),
  },
  { additionalProperties: false },
);
export type CalendarFileParams = Static<typeof CalendarFileParams>;

/** `followSale` data: a coming sale of the calendar, followed (true) or no longer (false). */
export const FollowSaleData = Type.Object(
  {
    kind: CalendarKind,
    id: Type.String({ pattern: '^[0-9]{1,9}$' }),
    follow: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type FollowSaleData = Static<typeof FollowSaleData>;

/** Whether the caller follows the sale after the call (idempotent both ways). */
export const FollowSaleResult = Type.Object({ following: Type.Boolean() });
export type FollowSaleResult = Static<typeof FollowSaleResult>;

/** `followedSales`: the caller's followed sales still in the calendar, as `kind:id` keys. */
export const FollowedSalesResult = Type.Object({ keys: Type.Array(Type.String()) });
export type FollowedSalesResult = Static<typeof FollowedSalesResult>;

/** The calendar's functions, for members (`access: 'member'`), spread into `callables`. */
export const calendarCallables = {
  followSale: { data: FollowSaleData, result: FollowSaleResult },
  followedSales: {
    data: Type.Object({}, { additionalProperties: false }),
    result: FollowedSalesResult,
  },
} as const;
