import { messages } from '@kanat/shared/i18n';
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { type PendingProfileChange, users } from '../../db/schema';
import { AppError } from '../../errors';
import { type BidCeilingView, setBidCeiling } from '../auctions/bid-ceiling-service';
import { isUniqueViolation } from '../auth/auth-errors';
import { phoneTaken } from '../auth/auth-repository';
import type { UserRow } from '../auth/session-store';
import { publishAuthInfo } from '../users/users-service';

export interface StaffUserView {
  uid: string;
  phoneNumber: string | null;
  username: string | null;
  fullname: string | null;
  province: string | null;
  city: string | null;
  accountEnabled: boolean;
  accountDisableReason: string | null;
  staff: boolean;
  createdAt: number;
}

export interface PendingProfileView extends StaffUserView {
  change: PendingProfileChange;
}

export interface PendingList {
  registrations: StaffUserView[];
  profileChanges: PendingProfileView[];
}

function view(user: UserRow): StaffUserView {
  return {
    uid: user.id,
    phoneNumber: user.phoneNumber ?? user.registrationPhone,
    username: user.username,
    fullname: user.fullname,
    province: user.province,
    city: user.city,
    accountEnabled: user.accountEnabled,
    accountDisableReason: user.accountDisableReason,
    staff: user.role === 'staff',
    createdAt: user.createdAt.getTime(),
  };
}

/** Registrations waiting for their first approval and profile changes waiting for review. */
export async function listPending(db: Db): Promise<PendingList> {
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.phoneVerified, true),
        or(isNull(users.approvedAt), isNotNull(users.pendingProfile)),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(500);
  return {
    registrations: rows.filter((u) => u.approvedAt === null).map(view),
    profileChanges: rows
      .filter(
        (u): u is UserRow & { pendingProfile: PendingProfileChange } => u.pendingProfile !== null,
      )
      .map((u) => ({ ...view(u), change: u.pendingProfile })),
  };
}

/** A registered account by its verified phone, or by uid. */
export async function findAccount(db: Db, who: string): Promise<UserRow> {
  const key = who.trim();
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneVerified, true), or(eq(users.phoneNumber, key), eq(users.id, key))))
    .limit(1);
  if (row === undefined) throw new AppError('not-found', messages.accountServer.phoneNotFound);
  return row;
}

export type StaffAction = 'approved-registration' | 'approved-profile' | 'approved-both';

/**
 * Approves what is waiting: a new registration (the account may sign in from now on) and/or
 * a profile change (its fields replace the stored ones). Either way the account is enabled.
 */
export async function approve(db: Db, who: string): Promise<StaffAction> {
  const user = await findAccount(db, who);
  const registration = user.approvedAt === null;
  const change = user.pendingProfile;
  if (!registration && change === null) {
    throw new AppError('failed-precondition', messages.staff.nothingToApprove);
  }
  if (change !== null && change.phoneNumber !== user.phoneNumber) {
    if (await phoneTaken(db, change.phoneNumber, user.id)) {
      throw new AppError('aborted', messages.register.phoneTaken);
    }
  }
  try {
    await db
      .update(users)
      .set({
        accountEnabled: true,
        accountDisableReason: null,
        approvedAt: user.approvedAt ?? new Date(),
        pendingProfile: null,
        ...(change === null
          ? {}
          : {
              dateOfBirth: change.dateOfBirth,
              province: change.province,
              city: change.city,
              mailAddress: change.mailAddress,
              phoneNumber: change.phoneNumber,
              registrationPhone: change.phoneNumber,
            }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('aborted', messages.register.phoneTaken);
    throw error;
  }
  await publishAuthInfo(db, user.id);
  if (registration && change !== null) return 'approved-both';
  return registration ? 'approved-registration' : 'approved-profile';
}

/** Drops a pending profile change; the stored data stays and the account is enabled again. */
export async function rejectProfileChange(db: Db, who: string): Promise<void> {
  const user = await findAccount(db, who);
  if (user.pendingProfile === null) {
    throw new AppError('failed-precondition', messages.staff.noPendingChange);
  }
  await db
    .update(users)
    .set({
      pendingProfile: null,
      accountEnabled: user.approvedAt !== null,
      accountDisableReason:
        user.approvedAt !== null ? null : messages.accountServer.awaitingApproval,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await publishAuthInfo(db, user.id);
}

export async function disable(db: Db, who: string, reason: string): Promise<void> {
  const text = reason.trim();
  if (text === '' || text.length > 300) {
    throw new AppError('invalid-argument', messages.staff.reasonInvalid);
  }
  const user = await findAccount(db, who);
  await db
    .update(users)
    .set({ accountEnabled: false, accountDisableReason: text, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await publishAuthInfo(db, user.id);
}

/** Enables an account again. A pending profile change must be approved or rejected first. */
export async function enable(db: Db, who: string): Promise<void> {
  const user = await findAccount(db, who);
  if (user.pendingProfile !== null) {
    throw new AppError('failed-precondition', messages.staff.pendingChangeFirst);
  }
  await db
    .update(users)
    .set({
      accountEnabled: true,
      accountDisableReason: null,
      approvedAt: user.approvedAt ?? new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await publishAuthInfo(db, user.id);
}

export async function setStaffRole(db: Db, who: string, staff: boolean): Promise<void> {
  const user = await findAccount(db, who);
  await db
    .update(users)
    .set({ role: staff ? 'staff' : 'user', updatedAt: new Date() })
    .where(eq(users.id, user.id));
}

/** Every staff operation by name, for the CLI and the admin endpoint alike. */
export type StaffCommand =
  | { command: 'list' }
  | { command: 'approve'; who: string }
  | { command: 'reject'; who: string }
  | { command: 'disable'; who: string; reason: string }
  | { command: 'enable'; who: string }
  | { command: 'grant-staff'; who: string }
  | { command: 'revoke-staff'; who: string }
  // ceiling: TL, or null for the rule alone; checked by setBidCeiling.
  | { command: 'set-bid-ceiling'; auctionId: string; ceiling: unknown };

export type StaffCommandResult =
  | { pending: PendingList }
  | { done: string; user: StaffUserView }
  | { done: 'bid-ceiling-set'; auction: BidCeilingView };

export async function runStaffCommand(db: Db, input: StaffCommand): Promise<StaffCommandResult> {
  if (input.command === 'list') return { pending: await listPending(db) };
  if (input.command === 'set-bid-ceiling') {
    return {
      done: 'bid-ceiling-set',
      auction: await setBidCeiling(db, input.auctionId, input.ceiling),
    };
  }
  // By uid from here on: approving a profile change may change the phone it was found by.
  const uid = (await findAccount(db, input.who)).id;
  let done: string;
  switch (input.command) {
    case 'approve':
      done = await approve(db, uid);
      break;
    case 'reject':
      await rejectProfileChange(db, uid);
      done = 'rejected-profile';
      break;
    case 'disable':
      await disable(db, uid, input.reason);
      done = 'disabled';
      break;
    case 'enable':
      await enable(db, uid);
      done = 'enabled';
      break;
    case 'grant-staff':
      await setStaffRole(db, uid, true);
      done = 'granted-staff';
      break;
    case 'revoke-staff':
      await setStaffRole(db, uid, false);
      done = 'revoked-staff';
      break;
  }
  return { done, user: view(await findAccount(db, uid)) };
}
