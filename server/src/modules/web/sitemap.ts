import { statSync } from 'node:fs';
import path from 'node:path';
import type { SitemapSource } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus } from '../../db/schema';
import { escapeMarkup } from '../../lib/escape';
import { containerAlias, containerOnSite, lotOnSite } from '../auctions';
import { visibleNews } from '../news';
import { corporatePages } from '../site-info';
import { SITE_PAGES } from './site-pages';

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

const newest = (entries: ReadonlyArray<{ lastmod: number | null }>): number | null =>
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

/** The rows of each source, newest change of each row included. */
type SourceRows = Record<SitemapSource, Array<{ id: number; lastmod: number | null }>>;

async function readSources(db: Db, now: number): Promise<SourceRows> {
  const [auctionRows, groupRows, newsRows, hallRows] = await Promise.all([
    queryRows<{ id: number; lastmod: unknown }>(
      db,
      sql`select a.id,
        (extract(epoch from greatest(a.updated_at,
          (select max(b.created_at) from bids b where b.auction_id = a.id))) * 1000)::bigint as lastmod
      from auctions a
      where a.status = ${AuctionStatus.ongoing} and a.expiry > ${now}
        and ${lotOnSite(sql`a.parent_id`)}
      order by a.expiry, a.id
      limit ${PER_KIND}`,
    ),
    // The roots (the vitrine and the archive) have no parent: they are the two lists.
    queryRows<{ id: number; is_archive: boolean; lastmod: unknown }>(
      db,
      sql`select id, is_archive, (extract(epoch from updated_at) * 1000)::bigint as lastmod
      from auction_containers
      where parent_id is not null and ${containerOnSite(containerAlias('auction_containers'))}
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
    // A hall sale's page changes with its catalogue and, while it runs, with its calls.
    queryRows<{ id: number; lastmod: unknown }>(
      db,
      sql`select s.id, (extract(epoch from greatest(s.updated_at,
          (select max(c.created_at) from hall_calls c where c.sale_id = s.id))) * 1000)::bigint as lastmod
      from hall_sales s
      where s.status <> 'draft'
      order by s.starts_at desc, s.id desc
      limit ${PER_KIND}`,
    ),
  ]);
  const rows = (list: Array<{ id: number; lastmod: unknown }>) =>
    list.map((row) => ({ id: row.id, lastmod: ms(row.lastmod) }));
  return {
    'running-auctions': rows(auctionRows),
    groups: rows(groupRows.filter((row) => !row.is_archive)),
    'archived-groups': rows(groupRows.filter((row) => row.is_archive)),
    news: rows(newsRows),
    'hall-sales': rows(hallRows),
  };
}

/** When each text page was last edited (its `page.<field>` setting), by field. */
async function readTextEdits(db: Db): Promise<Map<string, number | null>> {
  const rows = await queryRows<{ key: string; lastmod: unknown }>(
    db,
    sql`select key, (extract(epoch from updated_at) * 1000)::bigint as lastmod
    from site_settings where key like 'page.%'`,
  );
  return new Map(rows.map((row) => [row.key.slice('page.'.length), ms(row.lastmod)]));
}

/**
 * What the sitemap lists, as the pages files say (PageSitemap in @kanat/shared/rules): the
 * pages dated by the newest of what they list (the running auctions, the groups and archived
 * groups, the published news), then those items, then the text pages, each with its last
 * change. Read straight from the tables, read-only: an auction's last change is its last bid
 * or edit; a text page's is its last edit, or else its shipped file's.
 */
export async function sitemapEntries(
  db: Db,
  staticDir: string,
  now: number,
): Promise<SitemapEntry[]> {
  const [sources, edited] = await Promise.all([readSources(db, now), readTextEdits(db)]);
  const pages: SitemapEntry[] = [];
  const items: SitemapEntry[] = [];
  const texts: SitemapEntry[] = [];
  for (const page of SITE_PAGES) {
    const listed = page.sitemap;
    if (listed?.kind === 'page') {
      const rows = (listed.newestOf ?? []).flatMap((source) => sources[source]);
      pages.push({ path: page.path, lastmod: newest(rows) });
    } else if (listed?.kind === 'each') {
      for (const row of sources[listed.source]) {
        items.push({ path: page.path.replace(':id', String(row.id)), lastmod: row.lastmod });
      }
    } else if (listed?.kind === 'text' && page.head.kind === 'text') {
      const field = page.head.field;
      const shipped: string | undefined = (corporatePages as Partial<Record<string, string>>)[
        field
      ];
      texts.push({
        path: page.path,
        lastmod:
          edited.get(field) ??
          (shipped ? fileTime(path.join(staticDir, shipped.replace(/^\/static\//, ''))) : null),
      });
    }
  }
  return [...pages, ...items, ...texts];
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
