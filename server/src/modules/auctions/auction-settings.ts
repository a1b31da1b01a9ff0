import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { siteInfo } from '../../db/schema';
import { selectSoftCloseMinutes, softCloseMinutesDefault } from './auctions-repository';

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
