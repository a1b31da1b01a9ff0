import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { STAFF_ROLES } from '../../rules/staff-roles';
import { AuditEntryView } from './admin-audit';
import { BidColumns, PigeonColumns } from './columns';
import { NoData } from './protocol';

// A staff reason (rejection, disabling) follows validateStaffReason in @kanat/shared/rules.
// The schemas accept longer text so that the service's rule answers with its Turkish message.

/** Members per page of the console's search. */
export const MEMBER_SEARCH_PAGE_SIZE = 25;
/** How many of a member's latest bids their page shows. */
export const MEMBER_DETAIL_BIDS = 50;

const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableTime = Type.Union([Type.Number(), Type.Null()]);
const Uid = Type.String({ minLength: 1, maxLength: 40 });
const Reason = Type.String({ maxLength: 2000 });

/**
 * Where an account stands, first match wins: rejected registration, registration waiting,
 * profile change waiting, disabled by staff, active.
 */
export const MEMBER_STATES = [
  'rejected',
  'pending',
  'change-pending',
  'disabled',
  'active',
] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export const MemberView = Type.Object({
  uid: Type.String(),
  phoneNumber: NullableText,
  username: NullableText,
  fullname: NullableText,
  dateOfBirth: NullableText,
  province: NullableText,
  city: NullableText,
  mailAddress: NullableText,
  state: Type.Union(MEMBER_STATES.map((s) => Type.Literal(s))),
  accountEnabled: Type.Boolean(),
  /** What the member's banner shows while the account is disabled. */
  accountDisableReason: NullableText,
  staff: Type.Boolean(),
  /** The staff roles held, in STAFF_ROLES order (empty: none). */
  roles: Type.Array(Type.Union(STAFF_ROLES.map((role) => Type.Literal(role)))),
  /** ms epoch. */
  createdAt: Type.Number(),
  approvedAt: NullableTime,
  rejectedAt: NullableTime,
  rejectReason: NullableText,
  /** The most (TL) the member may have committed at once; null: no limit. */
  spendingLimit: Type.Union([Type.Integer(), Type.Null()]),
  /** Issue 33: flagged for unpaid statements (bids refused) since, with the reason; null: not. */
  paymentFlaggedAt: NullableTime,
  paymentFlagReason: NullableText,
});
export type MemberView = Static<typeof MemberView>;

/** The fields a member may ask to change (SPEC §4), in the order the console shows them. */
export const PROFILE_CHANGE_FIELDS = [
  'dateOfBirth',
  'province',
  'city',
  'mailAddress',
  'phoneNumber',
] as const;
export type ProfileChangeField = (typeof PROFILE_CHANGE_FIELDS)[number];

export const ProfileChangeView = Type.Object({
  member: MemberView,
  /** ms epoch. */
  requestedAt: Type.Number(),
  /** Every changeable field: the stored value, the asked-for one, and whether they differ. */
  fields: Type.Array(
    Type.Object({
      field: Type.Union(PROFILE_CHANGE_FIELDS.map((f) => Type.Literal(f))),
      before: NullableText,
      after: NullableText,
      changed: Type.Boolean(),
    }),
  ),
});
export type ProfileChangeView = Static<typeof ProfileChangeView>;

export const AdminMembersPendingResult = Type.Object({
  /** Phone verified, neither approved nor rejected; oldest first. */
  registrations: Type.Array(MemberView),
  profileChanges: Type.Array(ProfileChangeView),
});
export type AdminMembersPendingResult = Static<typeof AdminMembersPendingResult>;

export const MemberUidData = Type.Object({ uid: Uid });
export type MemberUidData = Static<typeof MemberUidData>;
export const MemberReasonData = Type.Object({ uid: Uid, reason: Reason });
export type MemberReasonData = Static<typeof MemberReasonData>;
/**
 * The staff roles a member is to hold from now on (empty: none). Administrators only, and
 * confirmed with the caller's second factor (`mfaToken` from getMfaToken, as changePassword).
 */
export const MemberSetRolesData = Type.Object({
  uid: Uid,
  roles: Type.Array(Type.Union(STAFF_ROLES.map((role) => Type.Literal(role))), { maxItems: 3 }),
  mfaToken: Type.String({ maxLength: 256 }),
  deviceId: Type.String({ maxLength: 100 }),
});
export type MemberSetRolesData = Static<typeof MemberSetRolesData>;
/** `limit`: whole TL, 1 to SPENDING_LIMIT_MAX, or null to lift it; checked by the service. */
export const MemberSpendingLimitData = Type.Object({ uid: Uid, limit: Type.Unknown() });
export type MemberSpendingLimitData = Static<typeof MemberSpendingLimitData>;

/** What a staff action did, as the command line also reports it. */
export const MEMBER_ACTIONS_DONE = [
  'approved-registration',
  'approved-profile',
  'approved-both',
  'rejected-registration',
  'rejected-profile',
  'disabled',
  'enabled',
  'granted-staff',
  'revoked-staff',
  'roles-set',
  'spending-limit-set',
] as const;
export type MemberActionDone = (typeof MEMBER_ACTIONS_DONE)[number];

export const MemberActionResult = Type.Object({
  done: Type.Union(MEMBER_ACTIONS_DONE.map((d) => Type.Literal(d))),
  member: MemberView,
  /**
   * The member's SMS: sent, failed (the change stands, the message did not go) or none (the
   * action tells the member nothing by SMS).
   */
  sms: Type.Union([Type.Literal('sent'), Type.Literal('failed'), Type.Literal('none')]),
});
export type MemberActionResult = Static<typeof MemberActionResult>;

export const MEMBER_FILTERS = ['all', 'pending', 'disabled', 'staff', 'rejected'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

export const AdminMembersSearchData = Type.Object({
  /** Phone in any usual form (0532..., +90532..., 532...), name, username, province or city. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  filter: Type.Optional(Type.Union(MEMBER_FILTERS.map((f) => Type.Literal(f)))),
  cursor: Type.Optional(Type.String({ maxLength: 80 })),
});
export type AdminMembersSearchData = Static<typeof AdminMembersSearchData>;

export const AdminMembersSearchResult = Type.Object({
  /** Newest accounts first. */
  members: Type.Array(MemberView),
  cursor: NullableText,
});
export type AdminMembersSearchResult = Static<typeof AdminMembersSearchResult>;

export const MemberPigeonView = Type.Pick(PigeonColumns, [
  'id',
  'serial',
  'tagNum',
  'state',
  'active',
]);
export type MemberPigeonView = Static<typeof MemberPigeonView>;

export const MemberBidView = Type.Composite([
  Type.Pick(BidColumns, ['id', 'auctionId']),
  Type.Object({ auctionName: Type.String() }),
  Type.Pick(BidColumns, ['amount']),
  Type.Object({
    /** ms epoch. */
    createdOn: Type.Number(),
    /** The auction was cancelled and this bid no longer counts. */
    voided: Type.Boolean(),
  }),
]);
export type MemberBidView = Static<typeof MemberBidView>;

export const MemberWinView = Type.Object({
  auctionId: Type.Integer(),
  auctionName: Type.String(),
  price: Type.Integer(),
  /** When it ended, ms epoch. */
  endedAt: Type.Number(),
  paidAt: NullableTime,
  deliveredAt: NullableTime,
});
export type MemberWinView = Static<typeof MemberWinView>;

export const AdminMemberDetailResult = Type.Object({
  member: MemberView,
  /** The waiting profile change, when there is one. */
  change: Type.Union([ProfileChangeView, Type.Null()]),
  pigeons: Type.Array(MemberPigeonView),
  /** Latest first, at most MEMBER_DETAIL_BIDS. */
  bids: Type.Array(MemberBidView),
  /** Sealed auctions this member holds the top bid of; latest first. */
  wins: Type.Array(MemberWinView),
  /** What counts against the spending limit now: auctions they lead plus unpaid wins (TL). */
  committed: Type.Integer(),
  /** Staff actions taken on this member, newest first. */
  audit: Type.Array(AuditEntryView),
});
export type AdminMemberDetailResult = Static<typeof AdminMemberDetailResult>;

/** Console calls of the members area (`POST /api/fn/<name>`), spread into `callables`. */
export const adminMembersCallables = {
  adminMembersPending: { data: NoData, result: AdminMembersPendingResult },
  adminMembersApprove: { data: MemberUidData, result: MemberActionResult },
  adminMembersReject: { data: MemberReasonData, result: MemberActionResult },
  adminMembersSearch: { data: AdminMembersSearchData, result: AdminMembersSearchResult },
  adminMembersDisable: { data: MemberReasonData, result: MemberActionResult },
  adminMembersEnable: { data: MemberUidData, result: MemberActionResult },
  adminMembersSetRoles: { data: MemberSetRolesData, result: MemberActionResult },
  adminMembersSetSpendingLimit: { data: MemberSpendingLimitData, result: MemberActionResult },
  adminMemberDetail: { data: MemberUidData, result: AdminMemberDetailResult },
} as const satisfies Record<string, { data: TSchema; result?: TSchema }>;

/**
 * The `staff` command's operations over the admin channel (`POST /api/admin/staff`) and
 * straight to the database alike: the same services as the console's calls, actor 'cli'.
 */
export const MemberCommandBody = Type.Union([
  Type.Object({ command: Type.Literal('list') }),
  Type.Object({ command: Type.Literal('approve'), who: Uid }),
  Type.Object({ command: Type.Literal('reject'), who: Uid, reason: Reason }),
  Type.Object({ command: Type.Literal('disable'), who: Uid, reason: Reason }),
  Type.Object({ command: Type.Literal('enable'), who: Uid }),
  Type.Object({ command: Type.Literal('grant-staff'), who: Uid }),
  Type.Object({ command: Type.Literal('revoke-staff'), who: Uid }),
  /** Exactly these roles (STAFF_ROLES keys; empty: none), checked by the service. */
  Type.Object({
    command: Type.Literal('roles'),
    who: Uid,
    roles: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 3 }),
  }),
  Type.Object({
    command: Type.Literal('set-bid-ceiling'),
    auctionId: Type.String({ minLength: 1, maxLength: 20 }),
    ceiling: Type.Unknown(),
  }),
]);
export type MemberCommandBody = Static<typeof MemberCommandBody>;
