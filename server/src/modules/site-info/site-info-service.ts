import type { Banner } from '@kanat/shared/contracts';
import { type SiteInfo, type SiteInfoKey, siteInfoKeys } from '@kanat/shared/contracts';
import type { Db } from '../../db/connection';
import { livePaths, publishLive } from '../live';
import { defaultSiteInfo } from './site-info-defaults';
import { selectBanner, selectSiteInfo, upsertBanner, upsertSiteInfo } from './site-info-repository';

const knownKeys: ReadonlySet<string> = new Set(siteInfoKeys);

function isSiteInfoKey(key: string): key is SiteInfoKey {
  return knownKeys.has(key);
}

/** The stored SPEC §3 fields; unknown keys in the table are not published. */
export async function getSiteInfo(db: Db): Promise<Partial<SiteInfo>> {
  const info: Partial<SiteInfo> = {};
  for (const { key, value } of await selectSiteInfo(db)) {
    if (isSiteInfoKey(key)) info[key] = value;
  }
  return info;
}

/** Writes the given fields, replacing what is stored. */
export async function setSiteInfo(db: Db, values: Partial<SiteInfo>): Promise<void> {
  const entries = Object.entries(values).filter(
    (entry): entry is [SiteInfoKey, string] =>
      isSiteInfoKey(entry[0]) && typeof entry[1] === 'string',
  );
  await upsertSiteInfo(
    db,
    entries.map(([key, value]) => ({ key, value })),
    true,
  );
}

/** Makes sure every field exists, keeping values that are already there. */
export async function ensureSiteInfoDefaults(db: Db): Promise<void> {
  await upsertSiteInfo(
    db,
    siteInfoKeys.map((key) => ({ key, value: defaultSiteInfo[key] })),
    false,
  );
}

export async function getBanner(db: Db): Promise<Banner> {
  const row = await selectBanner(db);
  if (row === undefined || row.message === null || row.message.trim() === '') {
    return { message: null, color: null };
  }
  return { message: row.message, color: row.color };
}

/**
 * Sets (or, with no text, clears) the banner and tells every open page through the live stream.
 * The row and its NOTIFY share one transaction (a savepoint when `db` is already one), so
 * every instance hears of the change exactly when it is committed, and never of a rolled-back one.
 */
export async function setBanner(db: Db, message: string | null, color: string | null = null) {
  const text = message?.trim() ? message.trim() : null;
  await db.transaction(async (tx) => {
    await upsertBanner(tx, text, text === null ? null : color);
    await publishLive(tx, livePaths.banner);
  });
}
