// The public pages whose speed is measured, their ids found through the site's public API (the lists the
// apps themselves use), so the benchmark runs on whatever the demo data holds.
import type { AuctionDetail, AuctionRow, ContainerRow, NewsRow } from '@kanat/shared/contracts';

export interface PublicPage {
  /** The page's route pattern, e.g. /acik-arttirmalar/{canlı id}. */
  label: string;
  /** The path measured, e.g. /acik-arttirmalar/22. */
  path: string;
}

const hour = 3_600_000;

async function getJson<T>(url: string, body?: unknown): Promise<{ value: T; headers: Headers }> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return { value: (await response.json()) as T, headers: response.headers };
}

async function list<T>(base: string, name: string, body: Record<string, unknown>): Promise<T[]> {
  return (await getJson<{ r: T[] }>(`${base}/api/list/${name}`, { p: 0, ...body })).value.r;
}

/** A running auction that ends at least two hours from now (it must not close mid-run). */
export async function liveAuctionId(base: string): Promise<string> {
  const infos = await getJson<Record<string, unknown>>(`${base}/api/infos`);
  const now = Number(infos.headers.get('x-server-time') ?? Date.now());
  const running = await list<AuctionRow>(base, 'auctions', {
    statusFrom: 2,
    statusTo: 2,
    endingTimeFrom: now + 2 * hour,
    orderBy: 'endingTime',
    orderDir: 'asc',
    c: 20,
  });
  // The heaviest page a lot has: its pigeon's race results, pedigree and video (demo data
  // gives a few running lots all three); else one with a picture, as a real auction page has.
  for (const row of running) {
    const { auction } = (await getJson<AuctionDetail>(`${base}/api/auctions/${row.id}`)).value;
    const full =
      auction.races.length > 0 &&
      auction.pedigreeChart.ancestors.length > 0 &&
      auction.videos.length > 0;
    if (full) return row.id;
  }
  const chosen = running.find((row) => row.photo !== null) ?? running[0];
  if (!chosen) throw new Error('canlı açık arttırma bulunamadı (/api/list/auctions)');
  return chosen.id;
}

/** A group of the group-auctions page (the site's auction_vitrine_id), a running one if any. */
export async function groupId(base: string): Promise<string> {
  const infos = await getJson<Record<string, string>>(`${base}/api/infos`);
  const parent = infos.value.auction_vitrine_id;
  if (!parent) throw new Error('site bilgisinde auction_vitrine_id yok');
  const now = Number(infos.headers.get('x-server-time') ?? Date.now());
  const groups = await list<ContainerRow>(base, 'containers', {
    parent,
    orderBy: 'expiry',
    orderDir: 'desc',
    c: 20,
  });
  const chosen =
    groups.find((row) => row.isFinalContainer && row.expiry > now && row.totalAuctionsCount > 0) ??
    groups[0];
  if (!chosen) throw new Error('grup ihale bulunamadı (/api/list/containers)');
  return chosen.id;
}

/** The newest news item. */
export async function newsId(base: string): Promise<string> {
  const [first] = await list<NewsRow>(base, 'news', { c: 1 });
  if (!first) throw new Error('haber bulunamadı (/api/list/news)');
  return first.id;
}

/** The six pages, in a fixed order. */
export async function publicPages(base: string): Promise<PublicPage[]> {
  const [auction, group, news] = await Promise.all([
    liveAuctionId(base),
    groupId(base),
    newsId(base),
  ]);
  return [
    { label: '/', path: '/' },
    { label: '/acik-arttirmalar', path: '/acik-arttirmalar' },
    { label: '/acik-arttirmalar/{canlı}', path: `/acik-arttirmalar/${auction}` },
    { label: '/grup-ihaleler/{id}', path: `/grup-ihaleler/${group}` },
    { label: '/haberler', path: '/haberler' },
    { label: '/haberler/{id}', path: `/haberler/${news}` },
  ];
}
