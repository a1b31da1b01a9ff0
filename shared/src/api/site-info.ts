import { ApiError } from './api-error';
import { apiFetch } from './api-fetch';
import type { Banner } from './contracts/site-info';
import { SITE_INFO_TEXT_FIELDS, type SiteInfoTextField } from './contracts/site-info-fields';
import { takeInitialAnswer } from './initial-data';

export type { Banner } from './contracts/site-info';
export { SITE_INFO_TEXT_FIELDS, type SiteInfoTextField } from './contracts/site-info-fields';

/** One intro card of the home page. */
export interface LabelCard {
  title: string;
  text?: string;
  icon?: string;
}

export interface SliderPictures {
  /** Shown above the 600 px breakpoint. */
  full: string[];
  mobile: string[];
}

export interface Sponsor {
  image: string;
  name?: string;
  url?: string;
}

/** Site information after decoding; absent text fields are ''. */
export type SiteInfo = Record<SiteInfoTextField, string> & {
  label_titles: LabelCard[];
  slider_pics: SliderPictures;
  sponsors: Sponsor[];
};

export function emptySiteInfo(): SiteInfo {
  const info = {} as Record<SiteInfoTextField, string>;
  for (const field of SITE_INFO_TEXT_FIELDS) info[field] = '';
  return { ...info, label_titles: [], slider_pics: { full: [], mobile: [] }, sponsors: [] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function decodeLabelCards(value: unknown): LabelCard[] | null {
  if (!Array.isArray(value)) return null;
  const cards: LabelCard[] = [];
  for (const item of value) {
    if (typeof item === 'string') cards.push({ title: item });
    else if (isRecord(item) && typeof item.title === 'string') {
      const card: LabelCard = { title: item.title };
      const text = optionalString(item.text) ?? optionalString(item.description);
      if (text !== undefined) card.text = text;
      const icon = optionalString(item.icon);
      if (icon !== undefined) card.icon = icon;
      cards.push(card);
    }
  }
  return cards;
}

function decodeSlider(value: unknown): SliderPictures | null {
  if (!isRecord(value)) return null;
  const list = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null;
  const full = list(value.full);
  const mobile = list(value.mobile);
  if (full === null && mobile === null) return null;
  return { full: full ?? mobile ?? [], mobile: mobile ?? full ?? [] };
}

function decodeSponsors(value: unknown): Sponsor[] | null {
  if (!Array.isArray(value)) return null;
  const sponsors: Sponsor[] = [];
  for (const item of value) {
    if (typeof item === 'string') sponsors.push({ image: item });
    else if (isRecord(item)) {
      const image =
        optionalString(item.image) ?? optionalString(item.logo) ?? optionalString(item.img);
      if (image === undefined) continue;
      const sponsor: Sponsor = { image };
      const name = optionalString(item.name);
      if (name !== undefined) sponsor.name = name;
      const url = optionalString(item.url);
      if (url !== undefined) sponsor.url = url;
      sponsors.push(sponsor);
    }
  }
  return sponsors;
}

/**
 * Applies the raw `/api/infos` object over `base`: a field applies only when present and a
 * string; JSON-text lists that do not decode are ignored (SPEC §3).
 */
export function decodeSiteInfo(raw: unknown, base: SiteInfo = emptySiteInfo()): SiteInfo {
  const info: SiteInfo = {
    ...base,
    slider_pics: { ...base.slider_pics },
    label_titles: [...base.label_titles],
    sponsors: [...base.sponsors],
  };
  if (!isRecord(raw)) return info;
  for (const field of SITE_INFO_TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') info[field] = value;
  }
  if (typeof raw.label_titles === 'string') {
    info.label_titles = decodeLabelCards(parseJson(raw.label_titles)) ?? info.label_titles;
  }
  if (typeof raw.slider_pics === 'string') {
    info.slider_pics = decodeSlider(parseJson(raw.slider_pics)) ?? info.slider_pics;
  }
  if (typeof raw.sponsors === 'string') {
    info.sponsors = decodeSponsors(parseJson(raw.sponsors)) ?? info.sponsors;
  }
  return info;
}

/** SPEC §8 log texts for the three ways loading site information fails. */
export const SITE_INFO_LOG = {
  notPulled: 'infos not pulled.',
  returnedWrong: 'infos returned wrong',
  pullFailed: 'infos pull failed',
} as const;

/** Loads and decodes `/api/infos`. Logs the SPEC §8 text, then rethrows, on failure. */
export async function fetchSiteInfo(): Promise<SiteInfo> {
  let raw: unknown;
  try {
    raw = await apiFetch<unknown>('/api/infos');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'bad-response') {
      console.error(SITE_INFO_LOG.returnedWrong, error);
    } else if (error instanceof ApiError && error.status > 0) {
      console.error(SITE_INFO_LOG.notPulled, error);
    } else {
      console.error(SITE_INFO_LOG.pullFailed, error);
    }
    throw error;
  }
  if (!isRecord(raw)) {
    console.error(SITE_INFO_LOG.returnedWrong, raw);
    throw new ApiError({ status: 200, code: 'bad-response', message: SITE_INFO_LOG.returnedWrong });
  }
  return decodeSiteInfo(raw);
}

/** The site-wide banner message; both fields null when there is none. */
export async function fetchBanner(): Promise<Banner> {
  return decodeBanner(await apiFetch<unknown>('/api/banner'));
}

/** A banner answer (the API's, the page's or the live stream's) as a Banner. */
export function decodeBanner(raw: unknown): Banner {
  if (!isRecord(raw)) return { message: null, color: null };
  const message = typeof raw.message === 'string' && raw.message.trim() !== '' ? raw.message : null;
  return { message, color: typeof raw.color === 'string' ? raw.color : null };
}

/**
 * The site information the server wrote into the page, decoded, or null when it has none:
 * the first render then draws with it at once, with no loading state to replace.
 */
export function initialSiteInfo(): SiteInfo | null {
  const raw = takeInitialAnswer('/api/infos');
  return isRecord(raw) ? decodeSiteInfo(raw) : null;
}

/** The banner the server wrote into the page, or null when it has none. */
export function initialBanner(): Banner | null {
  const raw = takeInitialAnswer('/api/banner');
  return raw === undefined ? null : decodeBanner(raw);
}
