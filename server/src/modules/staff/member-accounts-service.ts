import type { MemberActionResult } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { parseSpendingLimit } from '@kanat/shared/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { cancelRunningMaxBids } from '../auctions';
import { type AuditActor, assertNotOwnMoney, checkStaffReason, recordAudit } from '../audit';
import type { UserRow } from '../auth';
import { type MemberDeps, nameOf, text } from './member-views';
import { decide } from './members-service';
import { isAdministrator, otherAdministrators } from './staff-roles-service';

export const isSelf = (actor: AuditActor, user: UserRow) =>
  actor !== 'cli' && actor.uid === user.id;

/**
 * An administrator's account is disabled or enabled by administrators only (and the command
 * line), and the last administrator who can act is never disabled.
 */
async function guardAdministrator(
  tx: Db,
  deps: MemberDeps,
  user: UserRow,
  disabling: boolean,
): Promise<void> {
  if (!isAdministrator(user)) return;
  if (deps.roles !== undefined && !deps.roles.includes('administrator')) {
    throw new AppError('permission-denied', messages.staffAccess.administratorTarget);
  }
  if (disabling && (await otherAdministrators(tx, user.id)) === 0) {
    throw new AppError('failed-precondition', messages.staffAccess.lastAdministratorDisable);
  }
}

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
    await guardAdministrator(tx, deps, user, true);
    await switchAccount(tx, deps.actor, user, why);
    // A ban (issue 35): the server bids for them no more.
    const cancelled = await cancelRunningMaxBids(tx, user.id);
    if (cancelled > 0) {
      await recordAudit(tx, {
        actor: deps.actor,
        action: 'member.max-bids-cancel',
        targetType: 'user',
        targetId: user.id,
        summary: fill(messages.adminTrust.server.audit.maxBidsCancelled, {
          name: nameOf(user),
          count: cancelled,
        }),
        after: { cancelled },
      });
    }
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
    await guardAdministrator(tx, deps, user, false);
    await switchAccount(tx, deps.actor, user, null);
    return { done: 'enabled', sms: null };
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
    await assertNotOwnMoney(deps.actor, 'spending-limit', (uid) => uid === user.id);
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
