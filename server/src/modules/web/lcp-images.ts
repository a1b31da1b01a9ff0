import { IMAGE_SIZES, responsiveImage } from '@kanat/shared/format';
import type { LcpRule } from '@kanat/shared/rules';
import type { FastifyInstance } from 'fastify';
import { parseNewsId, selectNewsById } from '../news';
import type { LcpImage } from './document';
import { sitePageAt } from './site-pages';

/** Full-size slider pictures from this width up, mobile ones below (SPEC §2, the slider). */
const WIDE_SLIDER_QUERY = '(min-width: 601px)';
const NARROW_SLIDER_QUERY = '(max-width: 600px)';

/** An id the detail pages' answers are asked for; anything else is not looked up. */
const ITEM_ID = /^[A-Za-z0-9_-]{1,40}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const firstString = (value: unknown): string | null =>
  Array.isArray(value) && typeof value[0] === 'string' && value[0] !== '' ? value[0] : null;

/** The preload of a picture as the page's <img> will ask for it (same srcset and sizes). */
function preloadOf(src: string, sizes: string, media?: string): LcpImage {
  const image = responsiveImage(src, { sizes });
  return { href: image.src, srcSet: image.srcSet, sizes: image.sizes, media };
}

type Answer = (url: string) => Promise<unknown>;

interface RuleInput {
  app: FastifyInstance;
  answer: Answer;
  /** The page's `:id`, already checked against ITEM_ID where the rule needs one. */
  id: string;
  initial: Readonly<Record<string, unknown>>;
}

/** How each LCP rule a pages file may name (LcpRule in @kanat/shared/rules) finds its picture. */
const rules: Record<LcpRule, (input: RuleInput) => Promise<LcpImage[]>> = {
  'home-slider': async ({ answer, initial }) => {
    // The page carries the site information already; read again only if it could not.
    const infos = initial['/api/infos'] ?? (await answer('/api/infos'));
    if (!isRecord(infos) || typeof infos.slider_pics !== 'string') return [];
    let slider: unknown;
    try {
      slider = JSON.parse(infos.slider_pics);
    } catch {
      return [];
    }
    if (!isRecord(slider)) return [];
    const full = firstString(slider.full);
    const mobile = firstString(slider.mobile);
    const wide = full ?? mobile;
    const narrow = mobile ?? full;
    return [
      ...(narrow ? [preloadOf(narrow, IMAGE_SIZES.slider, NARROW_SLIDER_QUERY)] : []),
      ...(wide ? [preloadOf(wide, IMAGE_SIZES.slider, WIDE_SLIDER_QUERY)] : []),
    ];
  },
  'auction-photo': async ({ answer, id }) => {
    const body = await answer(`/api/auctions/${id}`);
    const auction = isRecord(body) && isRecord(body.auction) ? body.auction : null;
    const pigeon = auction && isRecord(auction.pigeon) ? auction.pigeon : null;
    const photo =
      firstString(pigeon?.pictures) ??
      (typeof auction?.photo === 'string' && auction.photo ? auction.photo : null);
    return photo ? [preloadOf(photo, IMAGE_SIZES.auctionDetail)] : [];
  },
  'group-photo': async ({ answer, id }) => {
    const body = await answer(`/api/containers/${id}`);
    const photo = isRecord(body) && typeof body.photo === 'string' ? body.photo : null;
    return photo ? [preloadOf(photo, IMAGE_SIZES.groupDetail)] : [];
  },
  // Read straight from the table: the public answer would count a view of the item.
  'news-picture': async ({ app, id }) => {
    const newsId = parseNewsId(id);
    const item = newsId === null ? null : await selectNewsById(app.db, newsId);
    const picture = item?.mainPicture || null;
    return picture ? [preloadOf(picture, IMAGE_SIZES.newsDetail)] : [];
  },
};

/**
 * The largest picture each public page draws first, by the LCP rule its pages file names,
 * found through the page's own public API answer (asked of the app itself, so nothing here
 * can disagree with what the browser gets; a news item is read from its table, since its
 * answer counts a view). Pages without a rule (lists draw their heading first) get none.
 */
export function lcpImagesFinder(app: FastifyInstance) {
  const answer: Answer = async (url) => {
    const response = await app.inject({ method: 'GET', url });
    return response.statusCode === 200 ? response.json() : null;
  };

  return async (
    pathname: string,
    initial: Readonly<Record<string, unknown>> = {},
  ): Promise<LcpImage[]> => {
    const found = sitePageAt(pathname);
    const rule = found?.page.lcp;
    if (!found || !rule) return [];
    const id = found.id ?? '';
    if (found.id !== null && !ITEM_ID.test(id)) return [];
    return rules[rule]({ app, answer, id, initial });
  };
}
