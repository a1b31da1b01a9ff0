import {
  type AdminMemberDetailResult,
  type AdminMembersPendingResult,
  type AdminMembersSearchData,
  type AdminMembersSearchResult,
  MEMBER_DETAIL_BIDS,
  MEMBER_SEARCH_PAGE_SIZE,
  type MemberActionDone,
  type MemberActionResult,
  type MemberState,
  type MemberView,
  PROFILE_CHANGE_FIELDS,
  type ProfileChangeView,
} from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { parseSpendingLimit } from '@kanat/shared/rules';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { type PendingProfileChange, users } from '../../db/schema';
import { AppError } from '../../errors';
import { selectCommittedTotal } from '../auctions';
import { type AuditActor, checkStaffReason, recordAudit } from '../audit';
import { deleteUserSessions, isUniqueViolation, phoneTaken, type UserRow } from '../auth';
import type { SmsGateway } from '../sms';
import { publishAuthInfo } from '../users';
import {
  lockAccount,
  memberAudit,
  memberBids,
  memberPigeons,
  memberWins,
  pendingAccounts,
  searchAccounts,
} from './members-repository';

const text = messages.adminMembers;

/** What every member operation needs: the database, the SMS gateway, who acts. */
export interface MemberDeps {
  db: Db;
  sms: SmsGateway;
  actor: AuditActor;
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
    staff: user.role === 'staff',
    createdAt: user.createdAt.getTime(),
    approvedAt: user.approvedAt?.getTime() ?? null,
    rejectedAt: user.rejectedAt?.getTime() ?? null,
    rejectReason: user.rejectReason,
    spendingLimit: user.spendingLimit,
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
function nameOf(user: UserRow): string {
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

interface Decision {
  done: MemberActionDone;
  user: UserRow;
  /** The SMS to send once the change is committed. */
  sms: { to: string; text: string } | null;
}

/** The decision's SMS, when there is a phone to send it to. */
const smsTo = (to: string | null, message: string): Decision['sms'] =>
  to === null ? null : { to, text: message };

/**
 * Runs one change on a locked account and its audit entry in one transaction, then tells the
 * member by SMS. A failed SMS leaves the decision standing (it is on record); the caller
 * learns it from `sms`.
 */
async function decide(
  deps: MemberDeps,
  who: string,
  change: (tx: Db, user: UserRow) => Promise<Omit<Decision, 'user'> | null>,
): Promise<MemberActionResult> {
  const uid = (await findMember(deps.db, who)).id;
  let decision: Decision;
  try {
    decision = await deps.db.transaction(async (tx) => {
      const user = await lockAccount(tx, uid);
      if (user === null) throw new AppError('not-found', text.errors.memberNotFound);
      const outcome = await change(tx, user);
      const [after] = await tx.select().from(users).where(eq(users.id, uid));
      if (outcome === null || after === undefined) throw new AppError('internal');
      await publishAuthInfo(tx, uid);
      return { ...outcome, user: after };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('aborted', messages.register.phoneTaken);
    throw error;
  }
  let sms: MemberActionResult['sms'] = 'none';
  if (decision.sms !== null) {
    try {
      await deps.sms.send(deps.db, { ...decision.sms, purpose: 'staff-notice' });
      sms = 'sent';
    } catch (error) {
      sms = 'failed';
      deps.log?.warn({ err: error, uid }, 'staff notice SMS failed');
    }
  }
  return { done: decision.done, member: memberView(decision.user), sms };
}

const profileFields = (values: {
  dateOfBirth: string | null;
  province: string | null;
  city: string | null;
  mailAddress: string | null;
  phoneNumber: string | null;
}) => ({
  dateOfBirth: values.dateOfBirth,
  province: values.province,
  city: values.city,
  mailAddress: values.mailAddress,
  phoneNumber: values.phoneNumber,
});

/** Only the fields whose values differ, as { before, after }. */
function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

/**
 * Approves what waits: a registration (also one rejected before: staff changed their mind),
 * a profile change (its fields replace the stored ones), or both. The account is enabled.
 */
export async function approveMember(deps: MemberDeps, who: string): Promise<MemberActionResult> {
  return decide(deps, who, async (tx, user) => {
    const registration = user.approvedAt === null;
    const change = user.pendingProfile;
    if (!registration && change === null) {
      throw new AppError('failed-precondition', messages.staff.nothingToApprove);
    }
    if (change !== null && change.phoneNumber !== user.phoneNumber) {
      if (await phoneTaken(tx, change.phoneNumber, user.id)) {
        throw new AppError('aborted', messages.register.phoneTaken);
      }
    }
    const now = new Date();
    const newProfile =
      change === null
        ? {}
        : {
            ...profileFields(change),
            registrationPhone: change.phoneNumber,
          };
    await tx
      .update(users)
      .set({
        accountEnabled: true,
        accountDisableReason: null,
        approvedAt: user.approvedAt ?? now,
        rejectedAt: null,
        rejectReason: null,
        pendingProfile: null,
        ...newProfile,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    const profile =
      change === null
        ? { before: {}, after: {} }
        : changedOnly(profileFields(user), profileFields(change));
    const name = nameOf(user);
    await recordAudit(tx, {
      actor: deps.actor,
      action: registration ? 'member.approve' : 'member.change-approve',
      targetType: 'user',
      targetId: user.id,
      summary: fill(registration ? text.audit.approve : text.audit.changeApprove, { name }),
      before: {
        ...profile.before,
        ...(registration ? { approvedAt: null, rejectReason: user.rejectReason } : {}),
        accountEnabled: user.accountEnabled,
      },
      after: {
        ...profile.after,
        ...(registration ? { approvedAt: now.toISOString(), rejectReason: null } : {}),
        accountEnabled: true,
      },
    });
    const done: MemberActionDone =
      registration && change !== null
        ? 'approved-both'
        : registration
          ? 'approved-registration'
          : 'approved-profile';
    const to = change?.phoneNumber ?? user.phoneNumber;
    return {
      done,
      sms: smsTo(to, registration ? text.sms.registrationApproved : text.sms.changeApproved),
    };
  });
}

/**
 * Rejects what waits, with a reason the member receives by SMS: a registration (the account
 * can no longer sign in and sees the reason when it tries), or else a profile change (the
 * stored data stays and the account is enabled again).
 */
export async function rejectMember(
  deps: MemberDeps,
  who: string,
  reason: string,
): Promise<MemberActionResult> {
  const why = checkStaffReason(reason);
  return decide(deps, who, async (tx, user) => {
    const name = nameOf(user);
    const now = new Date();
    if (user.approvedAt === null && user.rejectedAt === null) {
      await tx
        .update(users)
        .set({
          rejectedAt: now,
          rejectReason: why,
          accountEnabled: false,
          accountDisableReason: fill(text.signInRejected, { reason: why }),
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      // A session left from the registration ends: the account cannot sign in any more.
      await deleteUserSessions(tx, user.id);
      await recordAudit(tx, {
        actor: deps.actor,
        action: 'member.reject',
        targetType: 'user',
        targetId: user.id,
        summary: fill(text.audit.reject, { name }),
        before: { rejectedAt: null, rejectReason: null },
        after: { rejectedAt: now.toISOString(), rejectReason: why },
      });
      return {
        done: 'rejected-registration',
        sms: smsTo(user.phoneNumber, fill(text.sms.registrationRejected, { reason: why })),
      };
    }
    const change = user.pendingProfile;
    if (change === null) {
      throw new AppError('failed-precondition', text.errors.nothingToReject);
    }
    await tx
      .update(users)
      .set({
        pendingProfile: null,
        accountEnabled: true,
        accountDisableReason: null,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    const asked = changedOnly(profileFields(user), profileFields(change));
    await recordAudit(tx, {
      actor: deps.actor,
      action: 'member.change-reject',
      targetType: 'user',
      targetId: user.id,
      summary: fill(text.audit.changeReject, { name }),
      // What the member asked for, and what stays: the stored values, with the reason.
      before: asked.after,
      after: { ...asked.before, rejectReason: why },
    });
    return {
      done: 'rejected-profile',
      sms: smsTo(user.phoneNumber, fill(text.sms.changeRejected, { reason: why })),
    };
  });
}

const isSelf = (actor: AuditActor, user: UserRow) => actor !== 'cli' && actor.uid === user.id;

/**
 * Enables the account (`reason` null) or disables it with the reason its banner shows, with
 * the audit entry.
 */
async function switchAccount(
  tx: Db,
  actor: AuditActor,
  user: UserRow,
  reason: string | null,
): Promise<void> {
  const accountEnabled = reason === null;
  await tx
    .update(users)
    .set({ accountEnabled, accountDisableReason: reason, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await recordAudit(tx, {
    actor,
    action: accountEnabled ? 'member.enable' : 'member.disable',
    targetType: 'user',
    targetId: user.id,
    summary: fill(accountEnabled ? text.audit.enable : text.audit.disable, { name: nameOf(user) }),
    before: {
      accountEnabled: user.accountEnabled,
      accountDisableReason: user.accountDisableReason,
    },
    after: { accountEnabled, accountDisableReason: reason },
  });
}

/** Disables an account; the reason is what the member's banner shows. */
export async function disableMember(
  deps: MemberDeps,
  who: string,
  reason: string,
): Promise<MemberActionResult> {
  const why = checkStaffReason(reason);
  return decide(deps, who, async (tx, user) => {
    if (isSelf(deps.actor, user)) {
      throw new AppError('failed-precondition', text.errors.ownDisable);
    }
    await switchAccount(tx, deps.actor, user, why);
    return { done: 'disabled', sms: null };
  });
}

/**
 * Enables an approved account again. A registration is approved instead (which tells the
 * member), and a pending profile change must be decided first.
 */
export async function enableMember(deps: MemberDeps, who: string): Promise<MemberActionResult> {
  return decide(deps, who, async (tx, user) => {
    if (user.approvedAt === null) {
      throw new AppError('failed-precondition', text.errors.notApprovedYet);
    }
    if (user.pendingProfile !== null) {
      throw new AppError('failed-precondition', messages.staff.pendingChangeFirst);
    }
    await switchAccount(tx, deps.actor, user, null);
    return { done: 'enabled', sms: null };
  });
}

/** Grants or revokes the staff role. Nobody revokes their own (the console would lock them out). */
export async function setMemberStaff(
  deps: MemberDeps,
  who: string,
  staff: boolean,
): Promise<MemberActionResult> {
  return decide(deps, who, async (tx, user) => {
    if (!staff && isSelf(deps.actor, user)) {
      throw new AppError('failed-precondition', text.errors.ownStaffRevoke);
    }
    const done = staff ? 'granted-staff' : 'revoked-staff';
    const role = staff ? 'staff' : 'user';
    if (user.role === role) return { done, sms: null };
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actor: deps.actor,
      action: staff ? 'member.staff-grant' : 'member.staff-revoke',
      targetType: 'user',
      targetId: user.id,
      summary: fill(staff ? text.audit.staffGrant : text.audit.staffRevoke, {
        name: nameOf(user),
      }),
      before: { role: user.role },
      after: { role },
    });
    return { done, sms: null };
  });
}

/**
 * Sets or lifts a member's spending limit. Bids already placed stand; the limit
 * applies to every bid after it, manual or automatic.
 */
export async function setMemberSpendingLimit(
  deps: MemberDeps,
  who: string,
  limit: unknown,
): Promise<MemberActionResult> {
  const parsed = parseSpendingLimit(limit);
  if ('error' in parsed) throw new AppError('invalid-argument', parsed.error);
  const { value } = parsed;
  return decide(deps, who, async (tx, user) => {
    const done = 'spending-limit-set';
    if (user.spendingLimit === value) return { done, sms: null };
    await tx
      .update(users)
      .set({ spendingLimit: value, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      actor: deps.actor,
      action: 'member.spending-limit',
      targetType: 'user',
      targetId: user.id,
      summary:
        value === null
          ? fill(text.audit.spendingLimitLifted, { name: nameOf(user) })
          : fill(text.audit.spendingLimitSet, { name: nameOf(user), limit: formatMoney(value) }),
      before: { spendingLimit: user.spendingLimit },
      after: { spendingLimit: value },
    });
    return { done, sms: null };
  });
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
