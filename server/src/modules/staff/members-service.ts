import type { MemberActionDone, MemberActionResult } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { checkStaffReason, recordAudit } from '../audit';
import { deleteUserSessions, isUniqueViolation, phoneTaken, type UserRow } from '../auth';
import { publishAuthInfo } from '../users';
import { findMember, type MemberDeps, memberView, nameOf, text } from './member-views';
import { lockAccount } from './members-repository';

interface Decision {
  done: MemberActionDone;
  user: UserRow;
  /** The SMS to send once the change is committed. */
  sms: { to: string; text: string } | null;
}

/** The decision's SMS, when there is a phone to send it to. */
export const smsTo = (to: string | null, message: string): Decision['sms'] =>
  to === null ? null : { to, text: message };

/**
 * Runs one change on a locked account and its audit entry in one transaction, then tells the
 * member by SMS. A failed SMS leaves the decision standing (it is on record); the caller
 * learns it from `sms`.
 */
export async function decide(
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
