// For the link preview tests (server/src/modules/web/share.test.ts, e2e/link-preview.test.ts):
// the head of a page as a link preview bot reads it, and a run-time check of its JSON-LD
// against schema.org's types (the builders are checked at compile time by schema-dts; this
// checks what went out).

import { decodeHTML } from 'entities';

export interface ReadHead {
  title: string | null;
  canonical: string | null;
  /** `<meta name|property=... content=...>`, by name or property (first one wins). */
  meta: Record<string, string>;
  /** Every <script type="application/ld+json">, parsed. */
  jsonLd: unknown[];
}

/** Reads a page's head as a bot does: from the HTML, without running anything. */
export function readHead(html: string): ReadHead {
  const head = html.split('</head>')[0] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1];
  const meta: Record<string, string> = {};
  for (const match of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)">/g)) {
    const key = match[2] as string;
    if (!(key in meta)) meta[key] = decodeHTML(match[3] ?? '');
  }
  const jsonLd: unknown[] = [];
  for (const match of head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    jsonLd.push(JSON.parse(match[1] ?? 'null'));
  }
  return {
    title: title === undefined ? null : decodeHTML(title),
    canonical: canonical === undefined ? null : decodeHTML(canonical),
    meta,
    jsonLd,
  };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const isDateTime = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
const AVAILABILITY = ['InStock', 'SoldOut', 'OutOfStock', 'Discontinued', 'PreOrder'].map(
  (name) => `https://schema.org/${name}`,
);

/** The properties each type may carry (schema.org's, for the types the site writes). */
const ALLOWED: Record<string, readonly string[]> = {
  Organization: [
    'name',
    'url',
    'logo',
    'description',
    'telephone',
    'email',
    'address',
    'sameAs',
    'contactPoint',
  ],
  BreadcrumbList: ['itemListElement'],
  Product: ['name', 'description', 'url', 'image', 'sku', 'category', 'offers'],
  NewsArticle: [
    'headline',
    'description',
    'url',
    'mainEntityOfPage',
    'image',
    'datePublished',
    'dateModified',
    'inLanguage',
    'author',
    'publisher',
  ],
  SaleEvent: [
    'name',
    'description',
    'url',
    'startDate',
    'eventAttendanceMode',
    'location',
    'image',
    'organizer',
    'inLanguage',
  ],
};

const ATTENDANCE = ['Offline', 'Online', 'Mixed'].map(
  (mode) => `https://schema.org/${mode}EventAttendanceMode`,
);

/**
 * What is wrong with a JSON-LD item, by schema.org's rules for the types the site writes
 * (required properties, value kinds, no unknown property); empty when it is valid.
 */
export function jsonLdProblems(item: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  if (!isObject(item)) return ['not an object'];
  need(item['@context'] === 'https://schema.org', '@context');
  const type = item['@type'];
  if (typeof type !== 'string' || !(type in ALLOWED)) return [...problems, `@type ${type}`];
  for (const key of Object.keys(item)) {
    if (!key.startsWith('@')) need((ALLOWED[type] ?? []).includes(key), `${type}.${key}`);
  }
  if (type === 'Organization') {
    need(isText(item.name), 'Organization.name');
    need(isUrl(item.url), 'Organization.url');
    if ('logo' in item) need(isUrl(item.logo), 'Organization.logo');
    if ('sameAs' in item) {
      need(Array.isArray(item.sameAs) && item.sameAs.every(isUrl), 'Organization.sameAs');
    }
    if ('contactPoint' in item) {
      need(
        isObject(item.contactPoint) && item.contactPoint['@type'] === 'ContactPoint',
        'ContactPoint',
      );
    }
  }
  if (type === 'BreadcrumbList') {
    const list = item.itemListElement;
    need(Array.isArray(list) && list.length > 0, 'BreadcrumbList.itemListElement');
    (Array.isArray(list) ? list : []).forEach((entry, index) => {
      need(
        isObject(entry) &&
          entry['@type'] === 'ListItem' &&
          entry.position === index + 1 &&
          isText(entry.name) &&
          isUrl(entry.item),
        `ListItem ${index + 1}`,
      );
    });
  }
  if (type === 'Product') {
    need(isText(item.name), 'Product.name');
    need(
      Array.isArray(item.image) && item.image.length > 0 && item.image.every(isUrl),
      'Product.image',
    );
    const offer = item.offers;
    if (!isObject(offer)) problems.push('Product.offers');
    else {
      need(offer['@type'] === 'Offer', 'Offer.@type');
      need(typeof offer.price === 'number' && offer.price >= 0, 'Offer.price');
      need(offer.priceCurrency === 'TRY', 'Offer.priceCurrency');
      need(AVAILABILITY.includes(String(offer.availability)), 'Offer.availability');
      need(
        typeof offer.priceValidUntil === 'string' &&
          /^\d{4}-\d{2}-\d{2}$/.test(offer.priceValidUntil),
        'Offer.priceValidUntil',
      );
      if ('availabilityEnds' in offer)
        need(isDateTime(offer.availabilityEnds), 'Offer.availabilityEnds');
      if ('url' in offer) need(isUrl(offer.url), 'Offer.url');
    }
  }
  if (type === 'NewsArticle') {
    need(isText(item.headline), 'NewsArticle.headline');
    need(isDateTime(item.datePublished), 'NewsArticle.datePublished');
    need(isDateTime(item.dateModified), 'NewsArticle.dateModified');
    if ('image' in item) {
      need(Array.isArray(item.image) && item.image.every(isUrl), 'NewsArticle.image');
    }
    need(
      isObject(item.publisher) &&
        item.publisher['@type'] === 'Organization' &&
        isText(item.publisher.name),
      'NewsArticle.publisher',
    );
  }
  if (type === 'SaleEvent') {
    // Google's event rules: a name, a start, and where: a Place with an address, or a
    // VirtualLocation with a URL (both for an event in a room and online).
    need(isText(item.name), 'SaleEvent.name');
    need(isDateTime(item.startDate), 'SaleEvent.startDate');
    need(ATTENDANCE.includes(String(item.eventAttendanceMode)), 'SaleEvent.eventAttendanceMode');
    const places = Array.isArray(item.location) ? item.location : [item.location];
    need(
      places.length > 0 &&
        places.every(
          (place) =>
            isObject(place) &&
            ((place['@type'] === 'Place' && isText(place.name) && isText(place.address)) ||
              (place['@type'] === 'VirtualLocation' && isUrl(place.url))),
        ),
      'SaleEvent.location',
    );
    if ('image' in item) {
      need(Array.isArray(item.image) && item.image.every(isUrl), 'SaleEvent.image');
    }
  }
  return problems;
}

/** The JSON-LD items of a page by their @type. */
export function jsonLdByType(items: readonly unknown[]): Record<string, Json> {
  const byType: Record<string, Json> = {};
  for (const item of items) {
    if (isObject(item) && typeof item['@type'] === 'string') byType[item['@type']] = item;
  }
  return byType;
}

/** User agents of the link preview bots and the search engine the issue names. */
export const BOT_USER_AGENTS = {
  whatsapp: 'WhatsApp/2.24.6.77 A',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const;
