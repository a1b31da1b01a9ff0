import type { MemberActionDone, MemberActionResult } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { normalizeStaffRoles, type StaffRole } from '@kanat/shared/rules';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import type { UserRow } from '../auth';
import { queueStaffRolesNotice } from '../notifications';
import { type MemberDeps, nameOf, text } from './member-views';
import { decide } from './members-service';

const t = messages.staffAccess;

// Arbitrary but fixed: the transaction lock every change that could leave the site without an
// administrator takes before counting them, so two such changes never pass the count at once.
const administratorsLockId = 4_807_301;

/** The account holds the administrator role. */
export const isAdministrator = (user: Pick<UserRow, 'staffRoles'>) =>
  user.staffRoles.includes('administrator');

let roleList: Intl.ListFormat | null = null;

/** The roles held, as one Turkish list ('Yönetici ve Editör'), or that there are none. */
export function rolesText(roles: readonly StaffRole[]): string {
  if (roles.length === 0) return t.none;
  roleList ??= new Intl.ListFormat('tr', { type: 'conjunction' });
  return roleList.format(roles.map((role) => messages.staffRoles[role]));
}

/**
 * How many administrators other than `uid` can act (enabled, phone verified), counted under
 * the administrators' lock (held until the transaction ends).
 */
export async function otherAdministrators(tx: Db, uid: string): Promise<number> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(${administratorsLockId})`);
  return tx.$count(
    users,
    and(
      sql`'administrator' = any(${users.staffRoles})`,
      eq(users.accountEnabled, true),
      eq(users.phoneVerified, true),
      ne(users.id, uid),
    ),
  );
}

/**
 * Gives a member exactly `wanted` roles (issue 30), with the audit entry and the notice to
 * every administrator. The caller's access (administrators; the command line) and second
 * factor are checked before. Refused: unknown roles; roles for an account that is not an
 * approved member; taking away one's own administrator role (another administrator does it);
 * taking it from the last administrator who can act.
 */
export async function setMemberRoles(
  deps: MemberDeps,
  who: string,
  wanted: readonly unknown[],
  done: MemberActionDone = 'roles-set',
): Promise<MemberActionResult> {
  const roles = normalizeStaffRoles(wanted);
  if (roles === null) throw new AppError('invalid-argument', t.rolesInvalid);
  return decide(deps, who, async (tx, user) => {
    const before = normalizeStaffRoles(user.staffRoles) ?? [];
    if (before.join() === roles.join()) return { done, sms: null };
    const losesAdministrator = before.includes('administrator') && !roles.includes('administrator');
    if (losesAdministrator && deps.actor !== 'cli' && deps.actor.uid === user.id) {
      throw new AppError('failed-precondition', text.errors.ownStaffRevoke);
    }
    if (roles.length > 0 && (user.approvedAt === null || user.rejectedAt !== null)) {
      throw new AppError('failed-precondition', t.rolesNeedMember);
    }
    if (losesAdministrator && (await otherAdministrators(tx, user.id)) === 0) {
      throw new AppError('failed-precondition', t.lastAdministrator);
    }
    await tx
      .update(users)
      .set({ staffRoles: roles, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    const name = nameOf(user);
    await recordAudit(tx, {
      actor: deps.actor,
      action: 'member.roles',
      targetType: 'user',
      targetId: user.id,
      summary: fill(t.audit.rolesSet, { name, roles: rolesText(roles) }),
      before: { roles: before },
      after: { roles },
    });
    await queueStaffRolesNotice(tx, {
      memberId: user.id,
      name,
      roles: rolesText(roles),
      alsoNotify: losesAdministrator ? user.id : null,
    });
    return { done, sms: null };
  });
}
