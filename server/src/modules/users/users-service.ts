import type { NotificationPrefs, NotificationPrefsData } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { type PersonalInfo, validateProfileUpdate } from '@kanat/shared/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { type PendingProfileChange, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../auth';
import { assertMfaToken, phoneTaken } from '../auth';
import { livePaths, publishLive } from '../live';
import { fromNotificationPrefs, toNotificationPrefs } from '../notifications';

/**
 * Tells every server instance that `users/{uid}/authInfo` changed, so the live stream can
 * push the new state (banner with the disable reason) to that user's open tabs.
 */
export async function publishAuthInfo(db: Db, userId: string): Promise<void> {
  await publishLive(db, livePaths.userAuthInfo(userId));
}

/** What the user sees as their data: a change awaiting approval is shown as submitted. */
export function effectivePersonalInfo(user: UserRow): Record<keyof PersonalInfo, string | null> {
  const pending = user.pendingProfile;
  return {
    username: user.username,
    fullname: user.fullname,
    dateOfBirth: pending?.dateOfBirth ?? user.dateOfBirth,
    province: pending?.province ?? user.province,
    city: pending?.city ?? user.city,
    mailAddress: pending === null ? user.mailAddress : pending.mailAddress,
    phoneNumber: pending?.phoneNumber ?? user.phoneNumber,
  };
}

export function me(user: UserRow) {
  return {
    personalInfo: effectivePersonalInfo(user),
    authInfo: {
      accountEnabled: user.accountEnabled,
      accountDisableReason: user.accountDisableReason,
    },
    settings: { dontSendBidSuperseeded: user.dontSendBidSuperseeded },
  };
}

export async function setBidNoticeOptOut(db: Db, user: UserRow, value: boolean): Promise<void> {
  await db
    .update(users)
    .set({ dontSendBidSuperseeded: value, updatedAt: new Date() })
    .where(eq(users.id, user.id));
}

/** The member's notice choices per event and channel. */
export function notificationPrefsOf(user: UserRow): NotificationPrefsData {
  return { prefs: toNotificationPrefs(user) };
}

/**
 * Saves every choice at once; the schema (NotificationPrefsData, no other keys) checked the
 * shape. Outbid by SMS is stored as `dont_send_bid_superseeded`, as `setBidNoticeOptOut` does.
 */
export async function setNotificationPrefs(
  db: Db,
  user: UserRow,
  prefs: NotificationPrefs,
): Promise<void> {
  await db
    .update(users)
    .set({ ...fromNotificationPrefs(prefs), updatedAt: new Date() })
    .where(eq(users.id, user.id));
}

/**
 * A profile change (SPEC §4): checked like the form, needs a fresh second factor, and is
 * kept aside while the account is disabled until staff approve it.
 */
export async function updatePersonalData(
  db: Db,
  user: UserRow,
  input: { userData: PersonalInfo; deviceId: string; mfaToken: string },
): Promise<void> {
  await assertMfaToken(db, { userId: user.id, deviceId: input.deviceId, token: input.mfaToken });
  const shown = effectivePersonalInfo(user);
  const current: PersonalInfo = {
    username: shown.username ?? '',
    fullname: shown.fullname ?? '',
    dateOfBirth: shown.dateOfBirth ?? '',
    province: shown.province ?? '',
    city: shown.city ?? '',
    mailAddress: shown.mailAddress ?? '',
    phoneNumber: shown.phoneNumber ?? '',
  };
  const next: PersonalInfo = {
    ...input.userData,
    mailAddress: input.userData.mailAddress.trim(),
    province: input.userData.province.trim(),
    city: input.userData.city.trim(),
  };
  const checked = validateProfileUpdate(current, next);
  if (!checked.valid) {
    if (checked.errors.username !== undefined || checked.errors.fullname !== undefined) {
      throw new AppError('invalid-argument', messages.accountServer.readOnlyChanged);
    }
    const first = Object.values(checked.errors)[0];
    throw new AppError(
      'invalid-argument',
      checked.formError ?? first ?? messages.accountServer.invalidData,
      Object.keys(checked.errors).length > 0 ? { fields: Object.keys(checked.errors) } : undefined,
    );
  }
  if (next.phoneNumber !== user.phoneNumber && (await phoneTaken(db, next.phoneNumber, user.id))) {
    throw new AppError('aborted', messages.register.phoneTaken);
  }
  const pendingProfile: PendingProfileChange = {
    dateOfBirth: next.dateOfBirth,
    province: next.province,
    city: next.city,
    mailAddress: next.mailAddress === '' ? null : next.mailAddress,
    phoneNumber: next.phoneNumber,
    requestedAt: Date.now(),
  };
  // The account is disabled until staff decide: the row and its NOTIFY commit together.
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        pendingProfile,
        accountEnabled: false,
        accountDisableReason: messages.accountServer.profileAwaitingApproval,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await publishAuthInfo(tx, user.id);
  });
}
