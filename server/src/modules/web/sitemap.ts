import { statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus } from '../../db/schema';
import { escapeMarkup } from '../../lib/escape';
import { visibleNews } from '../news';
import { corporatePages } from '../site-info';
import { CORPORATE_PAGES } from './page-head';

/** At most this many addresses of each kind (a sitemap file holds 50 000 at most). */
const PER_KIND = 10_000;

export interface SitemapEntry {
  /** Path on the site ('/acik-arttirmalar/5'). */
  path: string;
  /** Last change (ms epoch); null when unknown. */
  lastmod: number | null;
}

const ms = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
};

const newest = (entries: readonly SitemapEntry[]): number | null =>
  entries.reduce<number | null>(
    (max, entry) =>
      entry.lastmod !== null && (max === null || entry.lastmod > max) ? entry.lastmod : max,
    null,
  );

function fileTime(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * What the sitemap lists: the running auctions, the groups and archived groups, the
 * published news, the corporate pages and the lists, each with its last change. Read straight
 * from the tables, read-only: an auction's last change is its last bid or edit.
 */
export async function sitemapEntries(
  db: Db,
  staticDir: string,
  now: number,
): Promise<SitemapEntry[]> {
  const [auctionRows, groupRows, newsRows, pageRows] = await Promise.all([
    queryRows<{ id: number; lastmod: unknown }>(
      db,
      sql`select a.id,
        (extract(epoch from greatest(a.updated_at,
          (select max(b.created_at) from bids b where b.auction_id = a.id))) * 1000)::bigint as lastmod
      from auctions a
      where a.status = ${AuctionStatus.ongoing} and a.expiry > ${now}
      order by a.expiry, a.id
      limit ${PER_KIND}`,
    ),
    // The roots (the vitrine and the archive) have no parent: they are the two lists.
    queryRows<{ id: number; is_archive: boolean; lastmod: unknown }>(
      db,
      sql`select id, is_archive, (extract(epoch from updated_at) * 1000)::bigint as lastmod
      from auction_containers
      where parent_id is not null
      order by expiry desc, id desc
      limit ${PER_KIND}`,
    ),
    queryRows<{ id: number; lastmod: unknown }>(
      db,
      sql`select id, (extract(epoch from greatest(updated_at, publish_date)) * 1000)::bigint as lastmod
      from news
      where ${visibleNews}
      order by publish_date desc, id desc
      limit ${PER_KIND}`,
    ),
    queryRows<{ key: string; lastmod: unknown }>(
      db,
      sql`select key, (extract(epoch from updated_at) * 1000)::bigint as lastmod
      from site_settings where key like 'page.%'`,
    ),
  ]);

  const auctions = auctionRows.map((row) => ({
    path: `/acik-arttirmalar/${row.id}`,
    lastmod: ms(row.lastmod),
  }));
  const groups = groupRows.map((row) => ({
    path: `/${row.is_archive ? 'arsiv' : 'grup-ihaleler'}/${row.id}`,
    lastmod: ms(row.lastmod),
  }));
  const live = groups.filter((entry) => entry.path.startsWith('/grup-ihaleler/'));
  const archived = groups.filter((entry) => entry.path.startsWith('/arsiv/'));
  const news = newsRows.map((row) => ({ path: `/haberler/${row.id}`, lastmod: ms(row.lastmod) }));
  const edited = new Map(pageRows.map((row) => [row.key.slice('page.'.length), ms(row.lastmod)]));
  const corporate = CORPORATE_PAGES.map((page) => {
    const shipped = corporatePages[page.field as keyof typeof corporatePages];
    return {
      path: page.path,
      lastmod:
        edited.get(page.field) ??
        fileTime(path.join(staticDir, shipped.replace(/^\/static\//, ''))),
    };
  });

  const lists: SitemapEntry[] = [
    { path: '/acik-arttirmalar', lastmod: newest(auctions) },
    { path: '/grup-ihaleler', lastmod: newest(live) },
    { path: '/arsiv', lastmod: newest(archived) },
    { path: '/haberler', lastmod: newest(news) },
    { path: '/galeri', lastmod: null },
    { path: '/iletisim', lastmod: null },
  ];
  const home: SitemapEntry = {
    path: '/',
    lastmod: newest([...auctions, ...live, ...news]),
  };
  return [home, ...lists, ...auctions, ...live, ...archived, ...news, ...corporate];
}

/** The sitemap protocol's XML (sitemaps.org 0.9): absolute addresses, W3C dates. */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod =
      entry.lastmod === null ? '' : `<lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>`;
    return `<url><loc>${escapeMarkup(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Paths no crawler should walk: the member's and staff's pages, the API, the development tools. */
export const ROBOTS_DISALLOW = ['/hesabim', '/yonetim', '/api', '/dev'] as const;

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
