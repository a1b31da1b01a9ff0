// Responsive pictures: an original under /media/<path> has WebP copies at /img/<width>/<path>,
// made by the server (sharp) from the original on first request. Plain strings only, so the
// server can write the very same srcset and sizes into a <link rel=preload> as the page's
// <img> asks for.
import { breakpoints, sizes, space } from '../ui/layout-tokens';

/** The widths the server makes copies in; any other width is answered with 404. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1080, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Where originals are served, and where their WebP copies are. */
export const MEDIA_URL_PREFIX = '/media/';
export const IMAGE_VARIANT_PREFIX = '/img/';

const allowedWidths: ReadonlySet<number> = new Set(IMAGE_WIDTHS);

export function isImageWidth(width: number): width is ImageWidth {
  return allowedWidths.has(width);
}

/** Our own media path (`/media/a/b.jpg`, no query, no fragment), or null for anything else. */
function mediaPath(src: string): string | null {
  if (!src.startsWith(MEDIA_URL_PREFIX) || /[?#\\]/.test(src)) return null;
  const rest = src.slice(MEDIA_URL_PREFIX.length);
  if (rest === '' || rest.endsWith('/')) return null;
  // A srcset splits on spaces and commas: inside an address they go percent-encoded.
  return rest.replace(
    /[\s,]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** `/img/<width>/<path>` for a picture under /media/; null for any other address. */
export function imageVariantUrl(src: string, width: ImageWidth): string | null {
  const rest = mediaPath(src);
  return rest === null ? null : `${IMAGE_VARIANT_PREFIX}${width}/${rest}`;
}

export interface ResponsiveImageOptions {
  /** Widths to offer, from IMAGE_WIDTHS; all of them when absent. */
  widths?: readonly number[];
  /** The `sizes` attribute: how wide the picture is shown (one of IMAGE_SIZES). */
  sizes: string;
}

export interface ResponsiveImage {
  src: string;
  /** Absent for pictures that are not ours (another site, data:): they are left alone. */
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for an <img> (spread them on it) or a preload link. A picture
 * under /media/ is offered as WebP copies in each width; `src` is the largest copy. The
 * server never enlarges: a width above the original's serves the original's width.
 */
export function responsiveImage(src: string, options: ResponsiveImageOptions): ResponsiveImage {
  const rest = mediaPath(src);
  const widths = [...new Set(options.widths ?? IMAGE_WIDTHS)]
    .filter(isImageWidth)
    .sort((a, b) => a - b);
  const largest = widths.at(-1);
  if (rest === null || largest === undefined) return { src };
  return {
    src: `${IMAGE_VARIANT_PREFIX}${largest}/${rest}`,
    srcSet: widths.map((w) => `${IMAGE_VARIANT_PREFIX}${w}/${rest} ${w}w`).join(', '),
    sizes: options.sizes,
  };
}

// ---- sizes -------------------------------------------------------------------------------
// A `sizes` value says how wide a picture is drawn at each viewport width, before the
// browser has any CSS. They are worked out here from the same theme numbers the layout uses
// (Container: 1200 px at most with 16 px gutters, 24 px from the mobile breakpoint; card
// grids: auto-fill columns of a minimum width with 24 px gaps), so they stay true when the
// theme changes.

/** A grid the picture sits in, from a viewport width up (below it: one column). */
export interface SlotTrack {
  from: number;
  gap: number;
  /** A fixed number of columns… */
  columns?: number;
  /** …or as many as fit at this minimum width (`repeat(auto-fill, minmax(min, 1fr))`). */
  min?: number;
  /** The picture's share of the columns' width (2fr of 2fr + 3fr: 2/5); 1/columns if absent. */
  share?: number;
}

/** Where a picture sits on the page, as the layout's CSS places it. */
export interface SlotLayout {
  /** Full viewport width, outside the page container (the slider). */
  fullBleed?: boolean;
  /** Width taken beside the content column from a viewport width up (a side panel + its gap). */
  beside?: { from: number; px: number };
  /** Width taken from the column around the grid (paddings, borders, arrow buttons). */
  inset?: number;
  /** Grids, by the viewport width they start at. */
  tracks?: readonly SlotTrack[];
  /** Width taken from each grid cell around the picture (card border, padding). */
  slotInset?: number;
}

/** The smallest viewport the sizes are worked out for. */
const smallestViewport = 320;
/** Beyond the container width nothing changes; a little further is scanned to be sure. */
const largestViewport = sizes.container + 400;

/** The picture's width as a line `a·vw + b` for viewports laid out as `vw` is. */
function slotLine(
  layout: SlotLayout,
  widestFirst: readonly SlotTrack[],
  vw: number,
): { a: number; b: number } {
  if (layout.fullBleed) return { a: 1, b: 0 };
  const gutter = vw >= breakpoints.mobile ? space.lg : space.md;
  const capped = vw >= sizes.container;
  const beside = layout.beside && vw >= layout.beside.from ? layout.beside.px : 0;
  const taken = 2 * gutter + beside + (layout.inset ?? 0);
  const column = (x: number) => (capped ? sizes.container : x) - taken;
  const track = widestFirst.find((t) => vw >= t.from);
  let count = 1;
  let gap = 0;
  let share = 1;
  if (track) {
    gap = track.gap;
    count =
      track.columns ??
      Math.max(1, Math.floor((column(vw) + gap) / ((track.min ?? column(vw)) + gap)));
    share = track.share ?? 1 / count;
  }
  const slot = (x: number) => (column(x) - (count - 1) * gap) * share - (layout.slotInset ?? 0);
  return { a: slot(1) - slot(0), b: slot(0) };
}

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

function lengthText(vw: number, px: number): string {
  if (vw === 0) return `${px}px`;
  if (px === 0) return `${vw}vw`;
  return `calc(${vw}vw ${px < 0 ? '-' : '+'} ${Math.abs(px)}px)`;
}

/** Viewport widths between two looks of the layout while scanning (bisected in between). */
const SCAN_STEP = 16;

/**
 * The `sizes` value of a picture placed as `layout` says, widest viewports first. The layout's
 * steps are not all known in advance (an auto-fill grid gains a column wherever one more
 * fits), so the viewports are scanned: every SCAN_STEP px, and where the picture's width line
 * changed, bisected to the exact first width of the new line. Steps lie further apart than
 * SCAN_STEP (breakpoints, and a column of at least 72 px plus its gap), so none is missed, and
 * the scan costs a slow phone next to nothing when the page starts.
 */
export function slotSizes(layout: SlotLayout): string {
  const widestFirst = [...(layout.tracks ?? [])].reverse();
  const lineAt = (vw: number) => {
    const { a, b } = slotLine(layout, widestFirst, vw);
    return { vw: round(a * 100, 2), px: Math.round(b) };
  };
  const same = (x: { vw: number; px: number }, y: { vw: number; px: number }) =>
    x.vw === y.vw && x.px === y.px;
  const segments: { from: number; vw: number; px: number }[] = [
    { from: smallestViewport, ...lineAt(smallestViewport) },
  ];
  let at = smallestViewport;
  while (at < largestViewport) {
    const last = segments[segments.length - 1] as (typeof segments)[number];
    const next = Math.min(at + SCAN_STEP, largestViewport);
    if (same(lineAt(next), last)) {
      at = next;
      continue;
    }
    // The first width in (at, next] whose line differs from the last segment's.
    let low = at;
    let high = next;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (same(lineAt(mid), last)) low = mid;
      else high = mid;
    }
    segments.push({ from: high, ...lineAt(high) });
    at = high;
  }
  return segments
    .map((s, i) => {
      const text = lengthText(s.vw, s.px);
      return i === 0 ? text : `(min-width: ${s.from}px) ${text}`;
    })
    .reverse()
    .join(', ');
}

/** A card's 1 px border on each side. */
const cardBorder = 2;
/** Card grids switch from one column to auto-fill at the mobile breakpoint. */
const cardGrid = (min: number): SlotTrack[] => [{ from: breakpoints.mobile, gap: space.lg, min }];
/** The news pages' search panel (300 px) and its gap, beside the content from 750 px. */
const newsPanel = { from: breakpoints.tablet, px: 300 + space.xl };

// How each kind of picture's `sizes` is made (IMAGE_SIZES below).
const sizeMakers = {
  /** Home slider: the whole viewport width. */
  slider: () => slotSizes({ fullBleed: true }),
  /** /acik-arttirmalar and a group's auctions: cards of at least 250 px. */
  auctionCard: () => slotSizes({ tracks: cardGrid(250), slotInset: cardBorder }),
  /** Home: ongoing auctions, cards of at least 240 px. */
  homeAuctionCard: () => slotSizes({ tracks: cardGrid(240), slotInset: cardBorder }),
  /** An auction's main photo: beside the details (half the width) from 950 px. */
  auctionDetail: () =>
    slotSizes({
      tracks: [{ from: breakpoints.auctionPhotos, gap: space.lg, columns: 2 }],
      slotInset: cardBorder,
    }),
  /** An auction's thumbnails: auto-fill cells of 72 px and more, never beyond 148 px. */
  auctionThumb: () => '148px',
  /** /grup-ihaleler, /arsiv and a group's child groups: cards of at least 300 px. */
  groupCard: () => slotSizes({ tracks: cardGrid(300), slotInset: cardBorder }),
  /** Home: ongoing groups, two columns. */
  homeGroupCard: () =>
    slotSizes({
      tracks: [{ from: breakpoints.mobile, gap: space.lg, columns: 2 }],
      slotInset: cardBorder,
    }),
  /** A group's photo in its padded header card: 2fr of 2fr + 3fr from 950 px. */
  groupDetail: () =>
    slotSizes({
      inset: 2 * space.lg + cardBorder,
      tracks: [{ from: breakpoints.auctionPhotos, gap: space.lg, columns: 2, share: 2 / 5 }],
    }),
  /** /haberler: cards of at least 240 px beside the search panel. */
  newsCard: () => slotSizes({ beside: newsPanel, tracks: cardGrid(240), slotInset: cardBorder }),
  /** Home: latest news, cards of at least 240 px. */
  homeNewsCard: () => slotSizes({ tracks: cardGrid(240), slotInset: cardBorder }),
  /** A news item's main picture: the article column beside the search panel. */
  newsDetail: () => slotSizes({ beside: newsPanel }),
  /** Home: sponsor logos, two a view (four from 1100 px) between the arrows. */
  sponsor: () =>
    slotSizes({
      inset: 2 * 40 + 2 * space.xs,
      tracks: [
        { from: 0, gap: 0, columns: 2 },
        { from: breakpoints.carousel, gap: 0, columns: 4 },
      ],
      slotInset: 2 * space.xs + 2 * space.md + cardBorder,
    }),
};

/**
 * Values made on first read, then kept: a page works out only the `sizes` of the pictures it
 * shows (a scan of the viewports each), not all of them while its scripts start.
 */
function madeOnFirstRead<K extends string>(
  makers: Record<K, () => string>,
): { readonly [key in K]: string } {
  const values = {} as Record<K, string>;
  for (const key of Object.keys(makers) as K[]) {
    Object.defineProperty(values, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = makers[key]();
        Object.defineProperty(values, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return values;
}

/**
 * The `sizes` of each kind of picture on the public pages. The server's preload of a page's
 * largest picture uses the same value, so both ask for the same file.
 */
export const IMAGE_SIZES = madeOnFirstRead(sizeMakers);

export type ImageSizesKind = keyof typeof IMAGE_SIZES;
