import { createHash } from 'node:crypto';
import { MEDIA_URL_PREFIX } from '@kanat/shared/format';
import type { FastifyBaseLogger } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { escapeMarkup } from '../../lib/escape';
import type { MediaStore } from '../media';

/** The size link previews expect (Open Graph's and Twitter's large card). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const PREVIEW_TYPE = 'image/jpeg';

/** Decompression bombs: a cover photo larger than this is not decoded (as the media module). */
const maxInputPixels = 40_000_000;
/** Pictures kept in memory: previews are made again only when evicted or when a fact changes. */
const cachedPreviews = 64;
const cachedSizes = 1000;
/** Renders at once: a crawler asking for many previews queues rather than taking every core. */
const concurrentRenders = 2;

/** Bold sans-serif faces with the Turkish letters, in order of preference (Debian's fonts). */
const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', 'Noto Sans', Arial, sans-serif";
const BRAND_BLUE = '#1f4e8c';
const BRAND_ORANGE = '#f2a33a';

/** What the preview of an auction shows; its version changes whenever one of them does. */
export interface AuctionPreviewFacts {
  id: number;
  title: string;
  /** The price line ('Güncel fiyat: 1.250 TL'). */
  priceLine: string;
  /** The end line ('Bitiş: 05.03.2026 14:30'). */
  endLine: string;
  /** The pigeon's cover photo (`/media/...`), or null. */
  photo: string | null;
  siteName: string;
}

/** A preview of anything else drawn the same way (a sale report's): no auction id. */
export type PreviewFacts = Omit<AuctionPreviewFacts, 'id'>;

export function previewVersion(facts: PreviewFacts): string {
  return createHash('sha256')
    .update(JSON.stringify([facts.title, facts.priceLine, facts.endLine, facts.photo]))
    .digest('hex')
    .slice(0, 12);
}

/** `/og/auction/<id>-<version>.jpg`: a new address for every new price, so kept for good. */
export function auctionPreviewPath(facts: AuctionPreviewFacts): string {
  return `/og/auction/${facts.id}-${previewVersion(facts)}.jpg`;
}

/** Whose sale report a preview is of. */
export type ReportPreviewKind = 'group' | 'hall';

/** `/og/report/<kind>-<id>-<version>.jpg`: a sale's report, as an auction's preview. */
export function reportPreviewPath(
  kind: ReportPreviewKind,
  id: string,
  facts: PreviewFacts,
): string {
  return `/og/report/${kind}-${id}-${previewVersion(facts)}.jpg`;
}

export const SITE_CARD_PATH = '/og/site.jpg';

/**
 * Lines of at most `perLine` characters, at most `lines` of them, cut at spaces; the last one
 * ends with an ellipsis when the text does not fit. SVG text does not wrap by itself.
 */
export function wrapText(text: string, perLine: number, lines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const result: string[] = [];
  let current = '';
  for (const word of words) {
    const piece = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (current === '') current = piece;
    else if (current.length + 1 + piece.length <= perLine) current = `${current} ${piece}`;
    else {
      result.push(current);
      current = piece;
    }
  }
  if (current !== '') result.push(current);
  if (result.length <= lines) return result;
  const kept = result.slice(0, lines);
  const last = kept[lines - 1] ?? '';
  kept[lines - 1] = `${last.length >= perLine ? last.slice(0, perLine - 1) : last}…`;
  return kept;
}

function overlaySvg(facts: PreviewFacts): string {
  const title = wrapText(facts.title, 30, 2);
  const titleTop = PREVIEW_HEIGHT - 150 - (title.length - 1) * 62;
  const titleLines = title
    .map(
      (line, index) =>
        `<text x="56" y="${titleTop + index * 62}" font-size="54" font-weight="700" fill="#ffffff">${escapeMarkup(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.82"/>
</linearGradient></defs>
<rect x="0" y="${PREVIEW_HEIGHT - 340}" width="${PREVIEW_WIDTH}" height="340" fill="url(#shade)"/>
<g font-family="${escapeMarkup(FONT_FAMILY)}">
<rect x="40" y="36" rx="10" width="260" height="56" fill="${BRAND_BLUE}"/>
<text x="170" y="74" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeMarkup(facts.siteName)}</text>
${titleLines}
<text x="56" y="${PREVIEW_HEIGHT - 78}" font-size="50" font-weight="700" fill="${BRAND_ORANGE}">${escapeMarkup(facts.priceLine)}</text>
<text x="56" y="${PREVIEW_HEIGHT - 32}" font-size="30" fill="#ffffff">${escapeMarkup(facts.endLine)}</text>
</g></svg>`;
}

function siteCardSvg(siteName: string, tagline: string): string {
  const lines = wrapText(tagline, 44, 3)
    .map(
      (line, index) =>
        `<text x="600" y="${420 + index * 48}" font-size="36" fill="#ffffff" text-anchor="middle">${escapeMarkup(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${BRAND_BLUE}"/>
<circle cx="600" cy="190" r="110" fill="#ffffff"/>
<path d="M530 215 Q565 145 607 187 Q642 138 677 166 Q642 194 614 229 Q579 243 530 215Z" fill="${BRAND_BLUE}"/>
<path d="M677 166 L698 169 L677 176Z" fill="${BRAND_ORANGE}"/>
<g font-family="${escapeMarkup(FONT_FAMILY)}">
<text x="600" y="360" font-size="64" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeMarkup(siteName)}</text>
${lines}
</g></svg>`;
}

/** A small least-recently-used map. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
  }
}

/** The media store key of a `/media/...` address, or null for any other address. */
export function mediaKeyOf(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX) || /[?#\\]/.test(url)) return null;
  let key: string;
  try {
    key = decodeURIComponent(url.slice(MEDIA_URL_PREFIX.length));
  } catch {
    return null;
  }
  const segments = key.split('/');
  if (key === '' || segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return key;
}

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * The link preview pictures: an auction's (its cover photo, 1200x630, with its
 * title, price and end written on it) and the site's own card for the pages without a picture
 * of their own. Made on first request, never by a bid: the bid path does not know of them, and
 * a new price only changes the address the page names. Kept in memory, a bounded number;
 * the same picture asked for by many at once is made once.
 */
export class PreviewImages {
  private readonly previews = new Lru<Promise<Buffer>>(cachedPreviews);
  private readonly sizes = new Lru<Promise<PictureSize | null>>(cachedSizes);
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly store: MediaStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The auction's preview picture (JPEG). */
  auction(facts: AuctionPreviewFacts): Promise<Buffer> {
    return this.cached(`auction:${facts.id}:${previewVersion(facts)}`, () => this.drawn(facts));
  }

  /** A sale report's preview picture: its top lot's photo, its name and figures on it. */
  report(kind: ReportPreviewKind, id: string, facts: PreviewFacts): Promise<Buffer> {
    return this.cached(`report:${kind}:${id}:${previewVersion(facts)}`, () => this.drawn(facts));
  }

  private async drawn(facts: PreviewFacts): Promise<Buffer> {
    const cover = facts.photo ? await this.cover(facts.photo) : null;
    const base = cover ?? this.blankBase();
    return base
      .composite([{ input: Buffer.from(overlaySvg(facts)), top: 0, left: 0 }])
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  }

  /** The site's card: the brand mark, its name and a line about it. */
  siteCard(siteName: string, tagline: string): Promise<Buffer> {
    return this.cached(`site:${siteName}:${tagline}`, () =>
      sharp(Buffer.from(siteCardSvg(siteName, tagline)))
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }

  /** Width and height of a picture of ours (`/media/...`), or null when it cannot be read. */
  pictureSize(url: string): Promise<PictureSize | null> {
    let size = this.sizes.get(url);
    if (size === undefined) {
      size = this.readSize(url);
      this.sizes.set(url, size);
    }
    return size;
  }

  private async readSize(url: string): Promise<PictureSize | null> {
    const key = mediaKeyOf(url);
    if (key === null) return null;
    try {
      const data = await this.store.read('media', key);
      if (data === null) return null;
      const meta = await sharp(data, { limitInputPixels: maxInputPixels }).metadata();
      const { width, height } = meta.autoOrient;
      return width && height ? { width, height } : null;
    } catch (error) {
      this.log.warn({ err: error, url }, 'resmin boyutu okunamadı');
      return null;
    }
  }

  private blankBase(): Sharp {
    return sharp({
      create: {
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        channels: 3,
        background: BRAND_BLUE,
      },
    });
  }

  /** The cover photo cut to 1200x630; null when it is not ours or cannot be read. */
  private async cover(photo: string): Promise<Sharp | null> {
    const key = mediaKeyOf(photo);
    if (key === null) return null;
    try {
      const data = await this.store.read('media', key);
      if (data === null) return null;
      const resized = await sharp(data, { limitInputPixels: maxInputPixels, pages: 1 })
        .autoOrient()
        .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .toBuffer();
      return sharp(resized);
    } catch (error) {
      this.log.warn({ err: error, photo }, 'önizleme için kapak resmi okunamadı');
      return null;
    }
  }

  private cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.previews.get(key);
    if (hit) return hit;
    const made = this.limited(make);
    this.previews.set(key, made);
    // A failed render is not kept: the next request tries again.
    made.catch(() => this.previews.delete(key));
    return made;
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    // A finished render hands its place straight to the next one waiting.
    if (this.running >= concurrentRenders) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
