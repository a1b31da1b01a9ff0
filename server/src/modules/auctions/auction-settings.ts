import {
  type AuctionSettings,
  maxArchiveDelayDays,
  maxSoftCloseMinutes,
  type SessionUser,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { siteInfo, siteSettings } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';
import { selectSoftCloseMinutes, softCloseMinutesDefault } from './bid-repository';

/**
 * Site setting (site_info key, a string like every site-info value): a price-raising bid this
 * many minutes or less before the end moves the end to now + this many minutes.
 */
export const softCloseMinutesKey = 'soft_close_minutes';

export function getSoftCloseMinutes(db: Db): Promise<number> {
  return selectSoftCloseMinutes(db);
}

/** Writes the setting; `overwrite: false` only fills it in where it is missing. */
export async function setSoftCloseMinutes(
  db: Db,
  minutes: number = softCloseMinutesDefault,
  overwrite = true,
): Promise<void> {
  const insert = db.insert(siteInfo).values({ key: softCloseMinutesKey, value: String(minutes) });
  await (overwrite
    ? insert.onConflictDoUpdate({
        target: siteInfo.key,
        set: { value: String(minutes), updatedAt: sql`now()` },
      })
    : insert.onConflictDoNothing({ target: siteInfo.key }));
}

/** site_settings key: days after a group's end before the scheduler archives it. */
export const archiveDelayDaysKey = 'archiveDelayDays';
/** The seed's model: a group leaves the vitrine for the archive a week after its end. */
export const archiveDelayDaysDefault = 7;

const dayMs = 24 * 60 * 60 * 1000;

/** The archive delay staff set (a whole number of days, 0..365), or the default. */
export async function getArchiveDelayDays(db: Db): Promise<number> {
  const rows = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, archiveDelayDaysKey));
  const value = rows[0]?.value;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= maxArchiveDelayDays
    ? value
    : archiveDelayDaysDefault;
}

export async function getArchiveDelayMs(db: Db): Promise<number> {
  return (await getArchiveDelayDays(db)) * dayMs;
}

export async function setArchiveDelayDays(db: Db, days: number): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: archiveDelayDaysKey, value: days })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: days, updatedAt: sql`now()` } });
}

/** `adminSettingsGet`: the archive delay and the soft close. */
export async function readAuctionSettings(db: Db): Promise<AuctionSettings> {
  const [archiveDelayDays, softCloseMinutes] = await Promise.all([
    getArchiveDelayDays(db),
    getSoftCloseMinutes(db),
  ]);
  return { archiveDelayDays, softCloseMinutes };
}

const inRange = (value: number, max: number) =>
  Number.isInteger(value) && value >= 0 && value <= max;

/**
 * `adminSettingsSave`: both settings in one transaction, each change in the audit log; a value
 * out of range is refused in Turkish and nothing is saved. Without `softCloseMinutes` the
 * soft close stays as it is.
 */
export async function saveAuctionSettings(
  db: Db,
  user: SessionUser,
  data: { archiveDelayDays: number; softCloseMinutes?: number | undefined },
): Promise<AuctionSettings> {
  const text = messages.adminAuctions;
  if (!inRange(data.archiveDelayDays, maxArchiveDelayDays)) {
    throw new AppError('invalid-argument', text.archiveDelayInvalid);
  }
  if (data.softCloseMinutes !== undefined && !inRange(data.softCloseMinutes, maxSoftCloseMinutes)) {
    throw new AppError('invalid-argument', text.softCloseInvalid);
  }
  const actor = auditActorOf(user);
  return db.transaction(async (tx) => {
    const before = await readAuctionSettings(tx);
    const after = {
      ...before,
      ...data,
      softCloseMinutes: data.softCloseMinutes ?? before.softCloseMinutes,
    };
    if (after.archiveDelayDays !== before.archiveDelayDays) {
      await setArchiveDelayDays(tx, after.archiveDelayDays);
      await recordAudit(tx, {
        actor,
        action: 'setting.archive-delay',
        targetType: 'setting',
        targetId: archiveDelayDaysKey,
        summary: fill(text.auditSettings, { days: after.archiveDelayDays }),
        before: { archiveDelayDays: before.archiveDelayDays },
        after: { archiveDelayDays: after.archiveDelayDays },
      });
    }
    if (after.softCloseMinutes !== before.softCloseMinutes) {
      await setSoftCloseMinutes(tx, after.softCloseMinutes);
      await recordAudit(tx, {
        actor,
        action: 'setting.soft-close',
        targetType: 'setting',
        targetId: softCloseMinutesKey,
        summary: fill(text.auditSoftClose, { minutes: after.softCloseMinutes }),
        before: { softCloseMinutes: before.softCloseMinutes },
        after: { softCloseMinutes: after.softCloseMinutes },
      });
    }
    return { archiveDelayDays: after.archiveDelayDays, softCloseMinutes: after.softCloseMinutes };
  });
}
