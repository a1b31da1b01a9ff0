import { type Static, Type } from '@sinclair/typebox';
import { MEMBER_PROFILE_COLUMNS, MemberInput, PigeonColumns, UserColumns } from './columns';

const NullableText = Type.Union([Type.String(), Type.Null()]);

export const MeResponse = Type.Object({
  personalInfo: Type.Pick(UserColumns, MEMBER_PROFILE_COLUMNS),
  authInfo: Type.Pick(UserColumns, ['accountEnabled', 'accountDisableReason']),
  settings: Type.Pick(UserColumns, ['dontSendBidSuperseeded']),
});
export type MeResponse = Static<typeof MeResponse>;

/** The profile a member edits at /hesabim/bilgilerim (staff approve the change). */
export const PersonalInfoData = Type.Pick(MemberInput, MEMBER_PROFILE_COLUMNS);
export type PersonalInfoData = Static<typeof PersonalInfoData>;

export const UpdatePersonalData = Type.Object({
  userData: PersonalInfoData,
  deviceId: Type.String({ maxLength: 100 }),
  mfaToken: Type.String({ maxLength: 256 }),
});
export type UpdatePersonalData = Static<typeof UpdatePersonalData>;

export const BidNoticeData = Type.Object({ dontSendBidSuperseeded: Type.Boolean() });
export type BidNoticeData = Static<typeof BidNoticeData>;

/**
 * What a member can be told about. 'ending-soon': an auction they bid on ends in 10
 * minutes; 'won' / 'lost': an auction they bid on ended; 'watched-ending-soon': an auction or
 * group on their watchlist ends soon. After the hammer (issue 33): 'statement': their buyer's
 * statement was issued; 'payment-reminder': its due day is near or has passed;
 * 'second-chance': a lot is offered to them after its first buyer did not pay;
 * 'announcement': staff message everyone who bid on or watches a group; 'sale-opening': a
 * group or hall mezat they follow from the calendar has opened.
 * Kept in step with `noticeEvents` (shared/src/tables/messaging.ts).
 */
export const NOTICE_EVENTS = [
  'outbid',
  'maximum-exceeded',
  'ending-soon',
  'won',
  'lost',
  'watched-ending-soon',
  'statement',
  'payment-reminder',
  'second-chance',
  'announcement',
  'sale-opening',
] as const;
/** How: SMS through the gateway, mail through SMTP, Web Push to the member's browsers. */
export const NOTICE_CHANNELS = ['sms', 'mail', 'push'] as const;

/** One event's channels: true sends the notice on that channel. */
const NoticeChannels = Type.Object(
  Object.fromEntries(NOTICE_CHANNELS.map((c) => [c, Type.Boolean()])) as Record<
    (typeof NOTICE_CHANNELS)[number],
    ReturnType<typeof Type.Boolean>
  >,
  { additionalProperties: false },
);

/**
 * A member's notice choices per event and channel (/hesabim/acik-arttirma-ayarlari). Outbid by
 * SMS is the seed's `dontSendBidSuperseeded` turned round (`setBidNoticeOptOut` sets it too).
 */
export const NotificationPrefs = Type.Object(
  Object.fromEntries(NOTICE_EVENTS.map((e) => [e, NoticeChannels])) as Record<
    (typeof NOTICE_EVENTS)[number],
    typeof NoticeChannels
  >,
  { additionalProperties: false },
);
export type NotificationPrefs = Static<typeof NotificationPrefs>;
export type NoticeEventName = keyof NotificationPrefs;
export type NoticeChannelName = keyof NotificationPrefs['outbid'];

export const NotificationPrefsData = Type.Object(
  { prefs: NotificationPrefs },
  { additionalProperties: false },
);
export type NotificationPrefsData = Static<typeof NotificationPrefsData>;

const MyBidsFilter = Type.Union([
  Type.Literal('all'),
  Type.Literal('ongoing'),
  Type.Literal('won'),
  Type.Literal('lost'),
]);
export type MyBidsFilter = Static<typeof MyBidsFilter>;

/** The filters of `POST /api/list/my-bids`. */
export const MyBidsFilters = { filter: Type.Optional(MyBidsFilter) };

export const MyBidRow = Type.Object({
  auctionId: Type.String(),
  name: Type.String(),
  photo: NullableText,
  endingTime: Type.Number(),
  status: Type.Integer(),
  currentAmount: Type.Number(),
  bidCount: Type.Integer(),
  myLastBid: Type.Number(),
  /** My maximum (proxy bid) on this auction; null when I set none. Private to me. */
  myMaximum: Type.Union([Type.Number(), Type.Null()]),
  sealed: Type.Boolean(),
  lastBidderIsMe: Type.Boolean(),
  /**
   * I won the lot and staff marked it paid (`auctions.paid_at`); a won lot not yet paid is
   * owed. Always false on a lot someone else won.
   */
  paid: Type.Boolean(),
});
export type MyBidRow = Static<typeof MyBidRow>;

/** `myWonSummary`: what the signed-in member owes for the lots they won. */
export const MyWonSummary = Type.Object({
  /** The sum of the hammer prices of won lots staff have not marked paid, TL. */
  unpaidTotal: Type.Integer(),
  unpaidCount: Type.Integer(),
});
export type MyWonSummary = Static<typeof MyWonSummary>;

/** One of the member's own pigeons (/guvercinlerim), with its cover photo and the owner's place. */
export const MyPigeonRow = Type.Composite([
  Type.Object({ id: Type.String() }),
  Type.Pick(PigeonColumns, ['serial', 'tagNum', 'active', 'state']),
  Type.Pick(UserColumns, ['province', 'city']),
  Type.Object({ photo: NullableText }),
]);
export type MyPigeonRow = Static<typeof MyPigeonRow>;
