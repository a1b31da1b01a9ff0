import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { maxArchiveDelayDays, maxSoftCloseMinutes } from '../../rules/auction-settings';
import { Bound, IdText } from './auctions';
import { AuctionColumns, ContainerColumns, PigeonColumns } from './columns';
import { MediaId } from './media';
import { NoData } from './protocol';

// Console calls of groups, lots, cancellations and results (`POST /api/fn/<name>`, staff only).
// Times are ms epoch like every auction time; money is whole Turkish lira.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The longest a group's lots may be spread apart (one week), in seconds. */
export const maxStaggerSeconds = 7 * 24 * 60 * 60;
/** Lots added in one call. */
export const maxLotsPerCall = 50;
export { maxArchiveDelayDays, maxSoftCloseMinutes } from '../../rules/auction-settings';
/** Rows of one page of the group list. */
export const adminGroupsPageSize = 50;

const GroupName = Type.String({ maxLength: 120 });
const GroupDescription = Type.String({ maxLength: 2000 });
const LotName = Type.String({ maxLength: 120 });
const LotDescription = Type.String({ maxLength: 4000 });
/** Whole lira; the range (0 to the bid engine's int4 limit) is checked for its own message. */
const Price = Type.Integer();
/** The largest starting price (the bid engine's limit). */
export const maxStartingBid = 1_000_000_000;
const Reason = Type.String({ maxLength: 500 });

/** A group (or archive folder) as the console lists it. */
export const AdminGroupRow = Type.Composite([
  Type.Object({ id: Type.String(), parentId: Nullable(Type.String()) }),
  /**
   * `staggerSeconds`: seconds between the ends of consecutive lots (null: all end together);
   * `expiry`: the latest end of the lots inside (soft close included); `archivedAt`: when
   * staff moved it to the archive by hand (null otherwise).
   */
  Type.Pick(ContainerColumns, [
    'name',
    'photo',
    'isFinalContainer',
    'isArchive',
    'startedOn',
    'endingTime',
    'staggerSeconds',
    'childCount',
    'totalAuctionsCount',
    'totalBidCount',
    'totalAmount',
    'expiry',
    'archivedAt',
    'publishOn',
    'lotsBeforeStart',
  ]),
]);
export type AdminGroupRow = Static<typeof AdminGroupRow>;

/** One step of the way from a root to a group. */
export const GroupCrumb = Type.Object({ id: Type.String(), name: Type.String() });
export type GroupCrumb = Static<typeof GroupCrumb>;

export const AdminGroupsListData = Type.Object({
  /** Children of this container; absent: the vitrine root's. Ignored when `q` is given. */
  parentId: Type.Optional(IdText),
  /** Name search over every group. */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  cursor: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
});
export type AdminGroupsListData = Static<typeof AdminGroupsListData>;

export const AdminGroupsListResult = Type.Object({
  roots: Type.Object({ vitrineId: Nullable(Type.String()), archiveId: Nullable(Type.String()) }),
  /** The listed container and those above it, root first; empty for a search. */
  path: Type.Array(GroupCrumb),
  rows: Type.Array(AdminGroupRow),
  next: Nullable(Type.String()),
});
export type AdminGroupsListResult = Static<typeof AdminGroupsListResult>;

/** A lot (auction) of a group as staff manage it. */
export const AdminLotRow = Type.Composite([
  Type.Object({ id: Type.String() }),
  Type.Pick(AuctionColumns, ['name', 'description']),
  Type.Object({ parentId: Nullable(Type.String()), pigeonId: Type.String() }),
  Type.Pick(PigeonColumns, ['serial', 'tagNum']),
  Type.Object({ ownerFullName: Type.String(), cover: Nullable(Type.String()) }),
  /**
   * `currentAmount`: the standing price, the starting price until the first bid;
   * `endingTime`: the scheduled end; `expiry`: the effective end (moved by soft close);
   * `status`: 2 ongoing, 3 ended, 4 cancelled.
   */
  Type.Pick(AuctionColumns, [
    'startingBid',
    'currentAmount',
    'bidCount',
    'startedOn',
    'endingTime',
    'expiry',
    'status',
    'cancelledAt',
    'cancelReason',
    'paidAt',
    'deliveredAt',
    'bidCeiling',
    'reservePrice',
    'reserveUnmet',
  ]),
]);
export type AdminLotRow = Static<typeof AdminLotRow>;

export const AdminGroupDetail = Type.Object({
  group: Type.Composite([
    AdminGroupRow,
    Type.Pick(ContainerColumns, ['description']),
    Type.Object({
      /** The uploaded photo's media id, when it came from an upload. */
      photoId: Nullable(Type.String()),
    }),
  ]),
  path: Type.Array(GroupCrumb),
  /** The lots of a final group, in their order (the order of staggered ends). */
  lots: Type.Array(AdminLotRow),
});
export type AdminGroupDetail = Static<typeof AdminGroupDetail>;

export const AdminGroupSaveData = Type.Object({
  id: Type.Optional(IdText),
  parentId: IdText,
  name: GroupName,
  description: GroupDescription,
  photoId: Nullable(MediaId),
  /** Keep the current photo as it is (also one that came without an upload, as seeded ones). */
  keepPhoto: Type.Optional(Type.Boolean()),
  isFinalContainer: Type.Boolean(),
  startedOn: Bound,
  endingTime: Bound,
  /** 0 or null: all lots end together; otherwise 60..maxStaggerSeconds (checked for its message). */
  staggerSeconds: Nullable(Type.Integer()),
  /**
   * When the group goes on the site: 'now' (at once; an edit of a group already on the site
   * keeps its time), a time (ms epoch, not after the start), or 'draft' (staff only).
   * Absent: 'now'.
   */
  publish: Type.Optional(
    Type.Union([Type.Literal('now'), Type.Literal('draft'), Type.Object({ at: Bound })]),
  ),
  /**
   * The house's choice: the lots are public from the publish time (true), or only from the
   * start (false: the group, its dates and lot count show, its lots wait). Absent: true.
   */
  lotsBeforeStart: Type.Optional(Type.Boolean()),
});
export type AdminGroupSaveData = Static<typeof AdminGroupSaveData>;

/** A group's lots in the catalogue order staff chose (every lot of the group, once). */
export const AdminLotsReorderData = Type.Object(
  { groupId: IdText, lotIds: Type.Array(IdText, { maxItems: 500 }) },
  { additionalProperties: false },
);
export type AdminLotsReorderData = Static<typeof AdminLotsReorderData>;

export const AuctionablePigeon = Type.Composite([
  Type.Object({ id: Type.String() }),
  Type.Pick(PigeonColumns, ['serial', 'tagNum', 'name', 'state']),
  Type.Object({ ownerFullName: Type.String(), cover: Nullable(Type.String()) }),
]);
export type AuctionablePigeon = Static<typeof AuctionablePigeon>;

export const LotInput = Type.Object({
  pigeonId: IdText,
  startingBid: Price,
  name: Type.Optional(LotName),
  description: Type.Optional(LotDescription),
});
export type LotInput = Static<typeof LotInput>;

export const AdminLotsAddData = Type.Object({
  /** null: open auctions (not in a group), with their own start and end below. */
  groupId: Nullable(IdText),
  startedOn: Type.Optional(Bound),
  endingTime: Type.Optional(Bound),
  lots: Type.Array(LotInput, { minItems: 1, maxItems: maxLotsPerCall }),
});
export type AdminLotsAddData = Static<typeof AdminLotsAddData>;

export const AdminAuctionSaveData = Type.Object({
  id: IdText,
  name: Type.Optional(LotName),
  description: Type.Optional(LotDescription),
  startingBid: Type.Optional(Price),
  endingTime: Type.Optional(Bound),
  pigeonId: Type.Optional(IdText),
  /**
   * The hidden reserve price (whole lira); null: none. Unknown here so that null reaches the
   * server as null (a typed integer would be coerced to 0): the shared rule checks it.
   */
  reservePrice: Type.Optional(Type.Unknown()),
});
export type AdminAuctionSaveData = Static<typeof AdminAuctionSaveData>;

/** A winner or underbidder with the contact details staff need after the sale. */
export const BidderContact = Type.Object({
  uid: Type.String(),
  fullname: Type.String(),
  username: Type.String(),
  phone: Type.String(),
  mail: Type.String(),
  province: Type.String(),
  city: Type.String(),
});
export type BidderContact = Static<typeof BidderContact>;

export const ResultLot = Type.Composite([
  /** `pigeonId`: to put an unsold lot's pigeon up again, in another group. */
  Type.Object({ id: Type.String(), pigeonId: Type.String() }),
  Type.Pick(AuctionColumns, ['name']),
  Type.Pick(PigeonColumns, ['serial', 'tagNum']),
  Type.Pick(AuctionColumns, ['status', 'bidCount', 'startingBid', 'expiry', 'reserveUnmet']),
  Type.Object({
    /** The winning bid of an ended lot; null when unsold (below its reserve too), ongoing or cancelled. */
    hammerPrice: Nullable(Type.Integer()),
    winner: Nullable(BidderContact),
    /** The best bid by anyone other than the winner. */
    underbidder: Nullable(Type.Composite([BidderContact, Type.Object({ amount: Type.Integer() })])),
  }),
  Type.Pick(AuctionColumns, ['cancelReason', 'paidAt', 'deliveredAt']),
]);
export type ResultLot = Static<typeof ResultLot>;

export const AdminGroupResults = Type.Object({
  group: Type.Object({ id: Type.String(), name: Type.String(), expiry: Type.Integer() }),
  lots: Type.Array(ResultLot),
  totals: Type.Object({
    soldCount: Type.Integer(),
    unsoldCount: Type.Integer(),
    ongoingCount: Type.Integer(),
    cancelledCount: Type.Integer(),
    hammerTotal: Type.Integer(),
  }),
});
export type AdminGroupResults = Static<typeof AdminGroupResults>;

export const AuctionSettings = Type.Object({
  /** Days after a group's end before the scheduler moves it to the archive. */
  archiveDelayDays: Type.Integer({ minimum: 0, maximum: maxArchiveDelayDays }),
  /**
   * Soft close: a price-raising bid this many minutes or less before a lot's end moves the end
   * to now plus this many minutes; 0: lots end on time.
   */
  softCloseMinutes: Type.Integer({ minimum: 0, maximum: maxSoftCloseMinutes }),
});
export type AuctionSettings = Static<typeof AuctionSettings>;

const ById = Type.Object({ id: IdText });

/**
 * A message to everyone who bid on or watches a group; the texts are checked by
 * `validateGroupMessage` for their own Turkish messages, so the lengths here are only a cap.
 */
const GroupMessageData = Type.Object({
  containerId: IdText,
  subject: Type.String({ maxLength: 1000 }),
  text: Type.String({ maxLength: 5000 }),
  channels: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 3 }),
});

/** How many members a message reaches: on each channel, and in all (each member once). */
export const GroupMessageCounts = Type.Object({
  sms: Type.Integer(),
  mail: Type.Integer(),
  push: Type.Integer(),
  total: Type.Integer(),
});
export type GroupMessageCounts = Static<typeof GroupMessageCounts>;

/** The message as members will read it: the SMS, and the mail's subject and text. */
export const GroupMessagePreview = Type.Object({
  counts: GroupMessageCounts,
  sms: Type.String(),
  mailSubject: Type.String(),
  mailText: Type.String(),
});
export type GroupMessagePreview = Static<typeof GroupMessagePreview>;

/** Console calls of this area (`POST /api/fn/<name>`), spread into `callables`. */
export const adminAuctionsCallables = {
  adminGroupsList: { data: AdminGroupsListData, result: AdminGroupsListResult },
  adminGroupGet: { data: ById, result: AdminGroupDetail },
  adminGroupSave: { data: AdminGroupSaveData, result: Type.Object({ id: Type.String() }) },
  adminAuctionablePigeons: {
    data: Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) }),
    result: Type.Object({ rows: Type.Array(AuctionablePigeon) }),
  },
  adminLotsAdd: { data: AdminLotsAddData, result: Type.Object({ ids: Type.Array(Type.String()) }) },
  adminLotsReorder: {
    data: AdminLotsReorderData,
    result: Type.Object({ lots: Type.Array(AdminLotRow) }),
  },
  adminAuctionSave: { data: AdminAuctionSaveData, result: Type.Object({ lot: AdminLotRow }) },
  adminAuctionCancel: {
    data: Type.Object({ id: IdText, reason: Reason }),
    result: Type.Object({ lot: AdminLotRow, notified: Type.Integer() }),
  },
  adminGroupArchive: { data: ById, result: Type.Object({ id: Type.String() }) },
  /** Puts a draft or scheduled group (and its lots) on the site now. */
  adminGroupPublish: { data: ById, result: Type.Object({ publishOn: Bound }) },
  adminSettingsGet: { data: NoData, result: AuctionSettings },
  adminSettingsSave: {
    // The range is checked by the service, for its own message.
    data: Type.Object({
      archiveDelayDays: Type.Integer(),
      softCloseMinutes: Type.Optional(Type.Integer()),
    }),
    result: AuctionSettings,
  },
  adminGroupResults: { data: ById, result: AdminGroupResults },
  adminGroupMessagePreview: { data: GroupMessageData, result: GroupMessagePreview },
  adminGroupMessageSend: {
    data: Type.Composite([
      GroupMessageData,
      // The members the preview counted: sending is refused when it has changed since.
      Type.Object({ expectedRecipients: Type.Integer({ minimum: 0 }) }),
    ]),
    result: Type.Object({ counts: GroupMessageCounts }),
  },
  adminLotMark: {
    data: Type.Object({
      id: IdText,
      paid: Type.Optional(Type.Boolean()),
      delivered: Type.Optional(Type.Boolean()),
    }),
    result: Type.Object({ lot: AdminLotRow }),
  },
} as const satisfies Record<string, { data: TSchema; result?: TSchema }>;
