import { fill, messages, pageTitle } from '@kanat/shared/i18n/full';
import type { PageHeadRule, PageMatch } from '@kanat/shared/rules';
import type { Thing, WithContext } from 'schema-dts';
import { selectGalleryPhotos } from '../gallery';
import { hallSalePage } from './hall-sale-head';
import { auctionPage, groupPage, newsPage } from './item-heads';
import { breadcrumbJsonLd, type Crumb, organizationJsonLd } from './json-ld';
import {
  absolute,
  type HeadContext,
  logoUrl,
  notFound,
  type OgImage,
  type RouteFacts,
} from './page-facts';
import { PREVIEW_HEIGHT, PREVIEW_TYPE, PREVIEW_WIDTH, SITE_CARD_PATH } from './preview-image';
import { saleReportPage } from './report-head';
import { sitePageAt } from './site-pages';

export type { HeadContext, OgImage } from './page-facts';

const text = messages.share;
const nav = messages.nav;

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

const infoText = (infos: HeadContext['infos'], key: string): string | null => {
  const value = infos[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

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

function siteCard(ctx: HeadContext): OgImage {
  return {
    url: `${ctx.origin}${SITE_CARD_PATH}`,
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    alt: text.siteName,
    type: PREVIEW_TYPE,
  };
}

/** The site's own head, for the home page and, not indexed, for the private pages. */
const siteFacts = (path: string, robots: string | null): RouteFacts => ({
  status: 200,
  name: text.siteName,
  description: text.siteDescription,
  path,
  robots,
  trail: [],
  bareTitle: true,
});

type HeadOf<K extends PageHeadRule['kind']> = (
  ctx: HeadContext,
  found: PageMatch & { page: { head: Extract<PageHeadRule, { kind: K }> } },
  path: string,
) => Promise<RouteFacts> | RouteFacts;

/** The facts of each head kind a pages file may name (PageHeadRule in @kanat/shared/rules). */
const heads: { [K in PageHeadRule['kind']]: HeadOf<K> } = {
  home: () => siteFacts('/', null),
  list: async (ctx, { page }) => {
    const name = page.title ?? text.siteName;
    return {
      status: 200,
      name,
      description: text[page.head.description],
      path: page.path,
      image: page.head.image === 'gallery-photo' ? await galleryImage(ctx) : null,
      trail: [{ name, path: page.path }],
    };
  },
  text: (_ctx, { page }) => {
    const name = page.title ?? text.siteName;
    return {
      status: 200,
      name,
      description: fill(text.corporateDescription, { page: name }),
      path: page.path,
      trail: [{ name, path: page.path }],
    };
  },
  auction: (ctx, { id }) => auctionPage(ctx, id ?? ''),
  group: (ctx, { id }) => groupPage(ctx, id ?? ''),
  news: (ctx, { id }) => newsPage(ctx, id ?? ''),
  'hall-sale': (ctx, { id }) => hallSalePage(ctx, id ?? ''),
  'sale-report': (ctx, { id }, path) =>
    saleReportPage(ctx, path.startsWith('/canli-mezat/') ? 'hall' : 'group', id ?? ''),
  // Sign-in, registration, the member's and the staff's pages: nothing to show a stranger.
  private: (_ctx, _found, path) => siteFacts(path, 'noindex'),
};

/** The facts of a route: its page's head, or not found when no page of the site is there. */
async function routeFacts(ctx: HeadContext, pathname: string): Promise<RouteFacts> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = path.toLowerCase();
  const found = sitePageAt(lower);
  if (!found) return notFound();
  const headOf = heads[found.page.head.kind] as HeadOf<PageHeadRule['kind']>;
  return headOf(ctx, found, lower);
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
 * (404 for a missing auction, group or news item, or a path no page of the site has).
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
