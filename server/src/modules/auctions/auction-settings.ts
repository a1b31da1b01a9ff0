import { maxArchiveDelayDays } from '@kanat/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { siteInfo, siteSettings } from '../../db/schema';
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
