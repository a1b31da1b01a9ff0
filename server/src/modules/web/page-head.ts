import type { AuctionDetail, ContainerDetail } from '@kanat/shared/contracts';
import { formatDateTime, formatMoney } from '@kanat/shared/format';
import { fill, messages, pageTitle } from '@kanat/shared/i18n/full';
import { routeOwner } from '@kanat/shared/rules';
import type { Thing, WithContext } from 'schema-dts';
import type { Db } from '../../db/connection';
import { AuctionStatus } from '../../db/schema';
import { AppError } from '../../errors';
import { getAuctionDetail, getContainerDetail } from '../auctions';
import { selectGalleryPhotos } from '../gallery';
import { htmlToText, parseNewsId, selectNewsBody, selectNewsById } from '../news';
import {
  type AuctionStanding,
  auctionJsonLd,
  breadcrumbJsonLd,
  type Crumb,
  newsArticleJsonLd,
  organizationJsonLd,
} from './json-ld';
import {
  type AuctionPreviewFacts,
  auctionPreviewPath,
  PREVIEW_HEIGHT,
  PREVIEW_TYPE,
  PREVIEW_WIDTH,
  type PreviewImages,
  SITE_CARD_PATH,
} from './preview-image';

const text = messages.share;
const nav = messages.nav;

/** The picture a link preview shows, with its size (Open Graph asks for both). */
export interface OgImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type?: string;
}

/** What the head of a page says about it (head.ts writes it), and the page's status. */
export interface PageHead {
  status: 200 | 404;
  /** The whole `<title>`. */
  title: string;
  /** og:title: the page's own name, without the site's. */
  name: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'article' | 'product';
  image: OgImage;
  /** 'noindex' for pages search engines should not list (private, not found); else null. */
  robots: string | null;
  /** Further Open Graph properties of the page's type (product:price:amount, article:*). */
  properties: Array<[string, string]>;
  jsonLd: WithContext<Thing>[];
}

export interface HeadContext {
  db: Db;
  /** Absolute origin of the site's addresses: PUBLIC_URL, or the request's own. */
  origin: string;
  previews: PreviewImages;
  /** The server's time (ms): whether an auction still runs. */
  now: number;
  /** The site information the page carries (/api/infos), if it could be read. */
  infos: Readonly<Record<string, unknown>>;
}

/** Descriptions are cut to what previews and result pages show. */
function clip(value: string, max = 200): string {
  const single = value.replace(/\s+/g, ' ').trim();
  if (single.length <= max) return single;
  const cut = single.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

const infoText = (infos: HeadContext['infos'], key: string): string | null => {
  const value = infos[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

interface RouteFacts {
  status: 200 | 404;
  name: string;
  description: string;
  /** The page's canonical path. */
  path: string;
  ogType?: PageHead['ogType'];
  image?: OgImage | null;
  robots?: string | null;
  properties?: Array<[string, string]>;
  /** Below the home page. */
  trail: Array<{ name: string; path: string }>;
  item?: WithContext<Thing>;
  /** The home page's title is the site's name alone (pageTitle(null), as the browser's). */
  bareTitle?: boolean;
}

/** The pages that are lists or text, with their title, description and place. */
const PLAIN_PAGES: Record<string, { name: string; description: string; path?: string }> = {
  '/acik-arttirmalar': { name: nav.openAuctions, description: text.auctionsDescription },
  '/grup-ihaleler': { name: nav.groupAuctions, description: text.groupsDescription },
  '/arsiv': { name: nav.archive, description: text.archiveDescription },
  '/katilimcilar': { name: nav.participants, description: text.participantsDescription },
  '/haberler': { name: nav.news, description: text.newsDescription },
  '/galeri': { name: nav.gallery, description: text.galleryDescription },
  '/iletisim': { name: nav.contact, description: text.contactDescription },
};

/** The corporate pages (mf-corporate's corporatePages); /kurumsal shows the first. */
export const CORPORATE_PAGES: ReadonlyArray<{ path: string; name: string; field: string }> = [
  { path: '/kurumsal/hakkimizda', name: nav.about, field: 'about_us_html_loc' },
  { path: '/kurumsal/kullanim-kosullari', name: nav.terms, field: 'terms_html_loc' },
  { path: '/kurumsal/gizlilik-politikasi', name: nav.privacy, field: 'privacy_policy_html_loc' },
  { path: '/kurumsal/cerez-politikasi', name: nav.cookies, field: 'cookie_policy_html_loc' },
];

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') return null;
    throw error;
  }
}

function notFound(): RouteFacts {
  return {
    status: 404,
    name: messages.notFound.title,
    description: text.notFoundDescription,
    path: '/',
    robots: 'noindex',
    trail: [],
  };
}

function standingOf(detail: AuctionDetail, now: number): AuctionStanding {
  const { auction } = detail;
  if (auction.status === AuctionStatus.cancelled) return 'cancelled';
  if (detail.result) return 'sold';
  const over = auction.status === AuctionStatus.sealed || auction.expiry <= now;
  if (!over) return 'running';
  return auction.bidCount > 0 ? 'sold' : 'ended';
}

/** An auction's preview facts (preview-image.ts), also what its page names. */
export function auctionPreviewFacts(detail: AuctionDetail, now: number): AuctionPreviewFacts {
  const { auction } = detail;
  const price = formatMoney(auction.currentBid?.amount ?? auction.startingBid);
  const running = standingOf(detail, now) === 'running';
  return {
    id: Number(auction.id),
    title: auction.name,
    priceLine: fill(running ? text.previewPrice : text.previewFinalPrice, { price }),
    endLine: fill(text.previewEnd, { end: formatDateTime(auction.expiry) }),
    photo: auction.pigeon.pictures[0] ?? auction.photo,
    siteName: text.siteName,
  };
}

async function auctionPage(ctx: HeadContext, id: string): Promise<RouteFacts> {
  const detail = await orNull(getAuctionDetail(ctx.db, id));
  if (!detail) return notFound();
  const { auction } = detail;
  const path = `/acik-arttirmalar/${auction.id}`;
  const url = `${ctx.origin}${path}`;
  const amount = auction.currentBid?.amount ?? auction.startingBid;
  const price = formatMoney(amount);
  const end = formatDateTime(auction.expiry);
  const standing = standingOf(detail, ctx.now);
  const headline =
    standing === 'cancelled'
      ? fill(text.auctionCancelled, { name: auction.name })
      : fill(standing === 'running' ? text.auctionRunning : text.auctionEnded, {
          name: auction.name,
          price,
          end,
        });
  const pigeon = fill(text.pigeonLine, {
    tag: auction.pigeon.tagNum,
    owner: auction.pigeon.ownerFullName,
  });
  const description = clip(`${headline} ${pigeon}`);
  const preview = `${ctx.origin}${auctionPreviewPath(auctionPreviewFacts(detail, ctx.now))}`;
  const photos = auction.pigeon.pictures.map((picture) => absolute(ctx, picture));
  return {
    status: 200,
    name: auction.name,
    description,
    path,
    ogType: 'product',
    image: {
      url: preview,
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      alt: auction.name,
      type: PREVIEW_TYPE,
    },
    properties: [
      ['product:price:amount', String(amount)],
      ['product:price:currency', 'TRY'],
      ['product:availability', standing === 'running' ? 'in stock' : 'out of stock'],
    ],
    trail: [
      { name: nav.openAuctions, path: '/acik-arttirmalar' },
      { name: auction.name, path },
    ],
    item: auctionJsonLd({
      name: auction.name,
      description: clip(auction.description || description, 500),
      url,
      images: [...photos, preview],
      sku: auction.pigeon.tagNum,
      price: amount,
      endsAt: auction.expiry,
      standing,
      sellerName: auction.pigeon.ownerFullName,
    }),
  };
}

async function groupPage(ctx: HeadContext, id: string): Promise<RouteFacts> {
  const detail: ContainerDetail | null = await orNull(getContainerDetail(ctx.db, id));
  if (!detail) return notFound();
  const section = detail.archived ? 'arsiv' : 'grup-ihaleler';
  const path = `/${section}/${detail.id}`;
  const description = clip(
    fill(detail.archived ? text.archiveGroup : text.group, {
      name: detail.name,
      count: detail.totalAuctionsCount,
      bids: detail.totalBidCount,
      amount: formatMoney(detail.totalAmount),
    }),
  );
  const sectionCrumb = detail.archived
    ? { name: nav.archive, path: '/arsiv' }
    : { name: nav.groupAuctions, path: '/grup-ihaleler' };
  return {
    status: 200,
    name: detail.name,
    description,
    path,
    image: await pictureImage(ctx, detail.photo, detail.name),
    trail: [sectionCrumb, { name: detail.name, path }],
  };
}

async function newsPage(ctx: HeadContext, rawId: string): Promise<RouteFacts> {
  const id = parseNewsId(rawId);
  const [item, body] =
    id === null
      ? [null, null]
      : await Promise.all([selectNewsById(ctx.db, id), selectNewsBody(ctx.db, id)]);
  if (!item) return notFound();
  const path = `/haberler/${item.id}`;
  const description = clip(body ? htmlToText(body.bodyHtml) : '') || item.title;
  const image = await pictureImage(ctx, item.mainPicture, item.title);
  return {
    status: 200,
    name: item.title,
    description,
    path,
    ogType: 'article',
    image,
    properties: [
      ['article:published_time', item.publishDate.toISOString()],
      ['article:modified_time', item.updatedAt.toISOString()],
      ['article:section', nav.news],
    ],
    trail: [
      { name: nav.news, path: '/haberler' },
      { name: item.title, path },
    ],
    item: newsArticleJsonLd({
      headline: item.title,
      description,
      url: `${ctx.origin}${path}`,
      image: item.mainPicture ? absolute(ctx, item.mainPicture) : null,
      published: item.publishDate,
      modified: item.updatedAt,
      organization: { name: text.siteName, url: `${ctx.origin}/`, logo: logoUrl(ctx) },
    }),
  };
}

async function galleryImage(ctx: HeadContext): Promise<OgImage | null> {
  const [photo] = await selectGalleryPhotos(ctx.db, null, 1);
  if (!photo) return null;
  return {
    url: absolute(ctx, photo.imageUrl),
    width: photo.width,
    height: photo.height,
    alt: photo.title || nav.gallery,
  };
}

const absolute = (ctx: HeadContext, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${ctx.origin}${url.startsWith('/') ? '' : '/'}${url}`;

const logoUrl = (ctx: HeadContext) => `${ctx.origin}/static/brand/icon-512.png`;

/** A picture of ours with its size; null (the site's card instead) when it cannot be read. */
async function pictureImage(
  ctx: HeadContext,
  picture: string | null,
  alt: string,
): Promise<OgImage | null> {
  if (!picture) return null;
  const size = await ctx.previews.pictureSize(picture);
  return size ? { url: absolute(ctx, picture), ...size, alt } : null;
}

function siteCard(ctx: HeadContext): OgImage {
  return {
    url: `${ctx.origin}${SITE_CARD_PATH}`,
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    alt: text.siteName,
    type: PREVIEW_TYPE,
  };
}

/** The facts of a route: its data read through the services, or not found. */
async function routeFacts(ctx: HeadContext, pathname: string): Promise<RouteFacts> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = path.toLowerCase();
  if (lower === '/') {
    return {
      status: 200,
      name: text.siteName,
      description: text.siteDescription,
      path: '/',
      trail: [],
      bareTitle: true,
    };
  }
  const plain = PLAIN_PAGES[lower];
  if (plain) {
    return {
      status: 200,
      name: plain.name,
      description: plain.description,
      path: lower,
      image: lower === '/galeri' ? await galleryImage(ctx) : null,
      trail: [{ name: plain.name, path: lower }],
    };
  }
  const corporate =
    lower === '/kurumsal' ? CORPORATE_PAGES[0] : CORPORATE_PAGES.find((p) => p.path === lower);
  if (corporate) {
    return {
      status: 200,
      name: corporate.name,
      description: fill(text.corporateDescription, { page: corporate.name }),
      path: corporate.path,
      trail: [{ name: corporate.name, path: corporate.path }],
    };
  }
  const detail = /^\/(acik-arttirmalar|grup-ihaleler|arsiv|haberler)\/([^/]+)$/.exec(lower);
  if (detail) {
    const [, section, id = ''] = detail;
    if (section === 'acik-arttirmalar') return auctionPage(ctx, id);
    if (section === 'haberler') return newsPage(ctx, id);
    return groupPage(ctx, id);
  }
  const owner = routeOwner(path);
  // These sections draw their own not-found page for any other path below them.
  if (
    owner === null ||
    owner === 'mf_auctions' ||
    owner === 'mf_news' ||
    owner === 'mf_corporate'
  ) {
    return notFound();
  }
  // Sign-in, registration, the member's and the staff's pages: nothing to show a stranger.
  return {
    status: 200,
    name: text.siteName,
    description: text.siteDescription,
    path: lower,
    robots: 'noindex',
    trail: [],
    bareTitle: true,
  };
}

function organizationOf(ctx: HeadContext) {
  const sameAs = ['facebook_url', 'instagram_url', 'youtube_url']
    .map((key) => infoText(ctx.infos, key))
    .filter((url): url is string => url !== null && /^https?:\/\//i.test(url));
  return organizationJsonLd({
    name: text.siteName,
    url: `${ctx.origin}/`,
    logo: logoUrl(ctx),
    description: infoText(ctx.infos, 'footer_description'),
    telephone: infoText(ctx.infos, 'telephone'),
    email: infoText(ctx.infos, 'mail_name'),
    address: infoText(ctx.infos, 'address_name'),
    sameAs,
  });
}

/**
 * The head of the page at `pathname`: title, description, canonical address, the
 * Open Graph and Twitter card facts and the JSON-LD, with the status the page goes out with
 * (404 for a missing auction, group or news item, or a path no section has).
 */
export async function describePage(ctx: HeadContext, pathname: string): Promise<PageHead> {
  const facts = await routeFacts(ctx, pathname);
  const crumbs: Crumb[] = [
    { name: nav.home, url: `${ctx.origin}/` },
    ...facts.trail.map((step) => ({ name: step.name, url: `${ctx.origin}${step.path}` })),
  ];
  const jsonLd: WithContext<Thing>[] = [organizationOf(ctx), breadcrumbJsonLd(crumbs)];
  if (facts.item) jsonLd.push(facts.item);
  return {
    status: facts.status,
    title: pageTitle(facts.bareTitle ? null : facts.name),
    name: facts.name,
    description: facts.description,
    canonical: `${ctx.origin}${facts.path}`,
    ogType: facts.ogType ?? 'website',
    image: facts.image ?? siteCard(ctx),
    robots: facts.robots ?? null,
    properties: facts.properties ?? [],
    jsonLd,
  };
}
