import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeSiteInfo } from '@kanat/shared/api';
import type { AdminSiteInfo, Banner, SiteImage } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  type CorporatePageKey,
  corporatePageFields,
  corporatePageKeys,
  editableSiteFields,
} from '@kanat/shared/rules';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auctionContainers } from '../../db/schema';
import { singleLine } from '../../lib/plain-text';
import { type AuditActor, recordAudit } from '../audit';
import { mediaAtUrls } from '../media';
import { sanitizeNewsHtml } from '../news';
import { selectPages } from './site-info-repository';
import { getBanner, getSiteInfo, setBanner } from './site-info-service';

// The console's site information: every SPEC §3 field, the pictures (logo, slider, sponsors)
// as uploads, and the corporate pages' HTML. The public answer keeps its SPEC shape: strings,
// JSON text for the lists. Nothing is cached, so a save shows with the next request.

const texts = messages.adminContent.server;

/** Where an edited corporate page is served; the version makes each edit a new address. */
export const corporatePagePath = (key: CorporatePageKey) => `/api/pages/${key.replace(/_/g, '-')}`;

/** The page key of a served path segment ('about-us' -> 'about_us'), or null. */
export function corporatePageKey(segment: string): CorporatePageKey | null {
  const key = segment.replace(/-/g, '_');
  return (corporatePageKeys as readonly string[]).includes(key) ? (key as CorporatePageKey) : null;
}

async function withMediaIds(db: Db, urls: readonly string[]): Promise<SiteImage[]> {
  const found = new Map((await mediaAtUrls(db, urls)).map((row) => [row.url, row.id]));
  return urls.map((url) => ({ url, mediaId: found.get(url) ?? null }));
}

/** The page as it was shipped (server/static), for a page nobody has edited yet. */
export async function shippedPage(staticDir: string, location: string): Promise<string> {
  const prefix = '/static/';
  if (!location.startsWith(prefix) || location.includes('..')) return '';
  try {
    return await readFile(path.join(staticDir, location.slice(prefix.length)), 'utf8');
  } catch {
    return '';
  }
}

export async function getAdminSiteInfo(db: Db, staticDir: string): Promise<AdminSiteInfo> {
  const raw = await getSiteInfo(db);
  const info = decodeSiteInfo(raw);
  const stored = await selectPages(db);
  const pages = {} as Record<CorporatePageKey, string>;
  for (const key of corporatePageKeys) {
    pages[key] = sanitizeNewsHtml(
      stored.get(key) ?? (await shippedPage(staticDir, info[corporatePageFields[key]])),
    );
  }
  const [logo, institute] = await withMediaIds(db, [info.logo, info.institute_image]);
  const sponsorImages = await withMediaIds(
    db,
    info.sponsors.map((s) => s.image),
  );
  return {
    fields: Object.fromEntries(editableSiteFields.map((field) => [field, info[field]])),
    labels: info.label_titles.map((label) => ({ title: label.title, text: label.text ?? '' })),
    logo: logo as SiteImage,
    institute: institute as SiteImage,
    slider: {
      full: await withMediaIds(db, info.slider_pics.full),
      mobile: await withMediaIds(db, info.slider_pics.mobile),
    },
    sponsors: info.sponsors.map((sponsor, i) => ({
      name: sponsor.name ?? '',
      url: sponsor.url ?? '',
      image: sponsorImages[i] as SiteImage,
    })),
    pages,
    folders: (
      await db
        .select({ id: auctionContainers.id, name: auctionContainers.name })
        .from(auctionContainers)
        .where(eq(auctionContainers.isFinalContainer, false))
        .orderBy(asc(auctionContainers.name), asc(auctionContainers.id))
    ).map((folder) => ({ id: String(folder.id), name: folder.name })),
  };
}

/** The edited page's HTML, cleaned again on the way out; null when it was never edited. */
export async function readCorporatePage(db: Db, key: CorporatePageKey): Promise<string | null> {
  const html = (await selectPages(db)).get(key);
  return html === undefined ? null : sanitizeNewsHtml(html);
}

/** Sets or clears the site banner; open pages see it at once through the live stream. */
export async function setAdminBanner(
  db: Db,
  actor: AuditActor,
  message: string | null,
  color: string,
): Promise<Banner> {
  const text = message === null ? '' : singleLine(message);
  return db.transaction(async (tx) => {
    const before = await getBanner(tx);
    await setBanner(tx, text === '' ? null : text, color);
    const after = await getBanner(tx);
    await recordAudit(tx, {
      actor,
      action: after.message === null ? 'banner.clear' : 'banner.set',
      targetType: 'banner',
      targetId: 'banner',
      summary:
        after.message === null
          ? texts.audit.bannerClear
          : fill(texts.audit.bannerSet, { message: after.message }),
      before,
      after,
    });
    return after;
  });
}
