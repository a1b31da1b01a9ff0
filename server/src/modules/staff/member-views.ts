import {
  type AdminMemberDetailResult,
  type AdminMembersPendingResult,
  type AdminMembersSearchData,
  type AdminMembersSearchResult,
  MEMBER_DETAIL_BIDS,
  MEMBER_SEARCH_PAGE_SIZE,
  type MemberState,
  type MemberView,
  PROFILE_CHANGE_FIELDS,
  type ProfileChangeView,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { normalizeStaffRoles, type StaffRole } from '@kanat/shared/rules';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { type PendingProfileChange, users } from '../../db/schema';
import { AppError } from '../../errors';
import { selectCommittedTotal } from '../auctions';
import type { AuditActor } from '../audit';
import type { UserRow } from '../auth';
import type { SmsGateway } from '../sms';
import {
  memberAudit,
  memberBids,
  memberPigeons,
  memberWins,
  pendingAccounts,
  searchAccounts,
} from './members-repository';

export const text = messages.adminMembers;

/** What every member operation needs: the database, the SMS gateway, who acts. */
export interface MemberDeps {
  db: Db;
  sms: SmsGateway;
  actor: AuditActor;
  /**
   * The signed-in caller's staff roles, for the rules by role inside a call (an
   * administrator's account is changed by administrators only); absent for the command line,
   * the machine's operator.
   */
  roles?: readonly StaffRole[];
  /** For SMS failures, which do not undo the decision. */
  log?: FastifyBaseLogger;
}

export function memberState(user: UserRow): MemberState {
  if (user.rejectedAt !== null) return 'rejected';
  if (user.approvedAt === null) return 'pending';
  if (user.pendingProfile !== null) return 'change-pending';
  if (!user.accountEnabled) return 'disabled';
  return 'active';
}

export function memberView(user: UserRow): MemberView {
  return {
    uid: user.id,
    phoneNumber: user.phoneNumber ?? user.registrationPhone,
    username: user.username,
    fullname: user.fullname,
    dateOfBirth: user.dateOfBirth,
    province: user.province,
    city: user.city,
    mailAddress: user.mailAddress,
    state: memberState(user),
    accountEnabled: user.accountEnabled,
    accountDisableReason: user.accountDisableReason,
    staff: user.staffRoles.length > 0,
    roles: normalizeStaffRoles(user.staffRoles) ?? [],
    createdAt: user.createdAt.getTime(),
    approvedAt: user.approvedAt?.getTime() ?? null,
    rejectedAt: user.rejectedAt?.getTime() ?? null,
    rejectReason: user.rejectReason,
    spendingLimit: user.spendingLimit,
    paymentFlaggedAt: user.paymentFlaggedAt?.getTime() ?? null,
    paymentFlagReason: user.paymentFlagReason,
  };
}

/** The stored profile beside the one asked for, field by field. */
export function profileChangeView(
  user: UserRow & { pendingProfile: PendingProfileChange },
): ProfileChangeView {
  const change = user.pendingProfile;
  return {
    member: memberView(user),
    requestedAt: change.requestedAt,
    fields: PROFILE_CHANGE_FIELDS.map((field) => {
      const before = user[field];
      const after = change[field];
      return { field, before, after, changed: (before ?? '') !== (after ?? '') };
    }),
  };
}

/** A name for summaries and messages: the full name, else the username, else the phone. */
export function nameOf(user: UserRow): string {
  return user.fullname ?? user.username ?? user.phoneNumber ?? user.id;
}

/** A registered account by its uid or verified phone. */
export async function findMember(db: Db, who: string): Promise<UserRow> {
  const key = who.trim();
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneVerified, true), or(eq(users.phoneNumber, key), eq(users.id, key))))
    .limit(1);
  if (row === undefined) throw new AppError('not-found', text.errors.memberNotFound);
  return row;
}

const PENDING_LIMIT = 500;

export async function pendingMembers(db: Db): Promise<AdminMembersPendingResult> {
  const rows = await pendingAccounts(db, PENDING_LIMIT);
  return {
    registrations: rows
      .filter((u) => u.approvedAt === null && u.rejectedAt === null)
      .map(memberView),
    profileChanges: rows
      .filter(
        (u): u is UserRow & { pendingProfile: PendingProfileChange } => u.pendingProfile !== null,
      )
      .map(profileChangeView),
  };
}

function parseMemberCursor(cursor: string | undefined) {
  if (cursor === undefined || cursor === '') return null;
  const match = /^(\d{1,20}):([A-Za-z0-9_-]{1,40})$/.exec(cursor);
  if (match === null) throw new AppError('invalid-argument', text.errors.cursorInvalid);
  return { createdUs: match[1] as string, uid: match[2] as string };
}

export async function searchMembers(
  db: Db,
  data: AdminMembersSearchData,
): Promise<AdminMembersSearchResult> {
  const rows = await searchAccounts(db, {
    q: (data.q ?? '').trim(),
    filter: data.filter ?? 'all',
    after: parseMemberCursor(data.cursor),
    limit: MEMBER_SEARCH_PAGE_SIZE,
  });
  const last = rows.at(-1);
  return {
    members: rows.map(({ row }) => memberView(row)),
    cursor:
      rows.length === MEMBER_SEARCH_PAGE_SIZE && last !== undefined
        ? `${last.createdUs}:${last.row.id}`
        : null,
  };
}

export async function memberDetail(db: Db, uid: string): Promise<AdminMemberDetailResult> {
  const user = await findMember(db, uid);
  const [pigeons, bids, wins, audit, committed] = await Promise.all([
    memberPigeons(db, user.id),
    memberBids(db, user.id, MEMBER_DETAIL_BIDS),
    memberWins(db, user.id),
    memberAudit(db, user.id),
    selectCommittedTotal(db, user.id),
  ]);
  return {
    member: memberView(user),
    change:
      user.pendingProfile === null
        ? null
        : profileChangeView({ ...user, pendingProfile: user.pendingProfile }),
    pigeons,
    bids,
    wins,
    committed,
    audit,
  };
}
