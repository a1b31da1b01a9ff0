import type { MemberActionResult, MemberCommandBody, MemberView } from '@kanat/shared/contracts';
import { STAFF_ROLES } from '@kanat/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import type { PendingProfileChange } from '../../db/schema';
import { type BidCeilingView, setBidCeiling } from '../auctions';
import { type AuditActor, assertNotOwnMoney } from '../audit';
import { DevOutboxSmsGateway, type SmsGateway } from '../sms';
import { disableMember, enableMember } from './member-accounts-service';
import { type MemberDeps, memberView } from './member-views';
import { hasBidOn, pendingAccounts } from './members-repository';
import { approveMember, rejectMember } from './members-service';
import { setMemberRoles } from './staff-roles-service';

/** An account as the staff command prints it (the console's MemberView). */
export type StaffUserView = MemberView;

export interface PendingProfileView extends StaffUserView {
  change: PendingProfileChange;
}

export interface PendingList {
  registrations: StaffUserView[];
  profileChanges: PendingProfileView[];
}

/** Registrations waiting for their first decision and profile changes waiting for review. */
export async function listPending(db: Db): Promise<PendingList> {
  const rows = await pendingAccounts(db, 500);
  return {
    registrations: rows
      .filter((u) => u.approvedAt === null && u.rejectedAt === null)
      .map(memberView),
    profileChanges: rows.flatMap((u) =>
      u.pendingProfile === null ? [] : [{ ...memberView(u), change: u.pendingProfile }],
    ),
  };
}

/** Every staff operation by name, for the CLI and the admin endpoint alike. */
export type StaffCommand = MemberCommandBody;

export type StaffCommandResult =
  | { pending: PendingList }
  | { done: string; user: StaffUserView; sms: MemberActionResult['sms'] }
  | { done: 'bid-ceiling-set'; auction: BidCeilingView };

export interface StaffCommandContext {
  /**
   * Where the member's SMS goes: the server's gateway, or for the command on its own the one
   * the configuration names. Default: the outbox table only.
   */
  sms?: SmsGateway;
  /** Who acts, for the audit log: a signed-in staff member, else the command line. */
  actor?: AuditActor;
  /** The signed-in caller's staff roles (MemberDeps.roles); absent for the command line. */
  roles?: MemberDeps['roles'];
  log?: FastifyBaseLogger;
}

/**
 * Runs one staff command through the same services as the console's calls, so the command
 * line, the admin channel and the `staff*` functions change and record accounts alike.
 */
export async function runStaffCommand(
  db: Db,
  input: StaffCommand,
  context: StaffCommandContext = {},
): Promise<StaffCommandResult> {
  if (input.command === 'list') return { pending: await listPending(db) };
  if (input.command === 'set-bid-ceiling') {
    // Nobody raises the ceiling of a lot they bid on (issue 30).
    await assertNotOwnMoney(context.actor ?? 'cli', 'bid-ceiling', (uid) =>
      hasBidOn(db, input.auctionId, uid),
    );
    return {
      done: 'bid-ceiling-set',
      auction: await setBidCeiling(db, input.auctionId, input.ceiling),
    };
  }
  const deps: MemberDeps = {
    db,
    sms: context.sms ?? new DevOutboxSmsGateway(),
    actor: context.actor ?? 'cli',
    ...(context.roles === undefined ? {} : { roles: context.roles }),
    log: context.log,
  };
  const result = await (() => {
    switch (input.command) {
      case 'approve':
        return approveMember(deps, input.who);
      case 'reject':
        return rejectMember(deps, input.who, input.reason);
      case 'disable':
        return disableMember(deps, input.who, input.reason);
      case 'enable':
        return enableMember(deps, input.who);
      // The bootstrap: every role, as the one staff role of old.
      case 'grant-staff':
        return setMemberRoles(deps, input.who, STAFF_ROLES, 'granted-staff');
      case 'revoke-staff':
        return setMemberRoles(deps, input.who, [], 'revoked-staff');
      case 'roles':
        return setMemberRoles(deps, input.who, input.roles);
    }
  })();
  return { done: result.done, user: result.member, sms: result.sms };
}
