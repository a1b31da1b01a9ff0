import { messages } from '@kanat/shared/i18n/full';
import { escapeMarkup } from '../../lib/escape';
import type { PageHead } from './page-head';

/**
 * JSON-LD inside <script type="application/ld+json">: no `</script>` or `<!--` in a name or a
 * description can close it (every `<` is written as \u003c, which JSON reads back the same).
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;

/** The page's <title> and what goes in its head for link previews and search engines. */
export interface RenderedHead {
  title: string;
  tags: string;
}

/**
 * Writes a page's head (page-head.ts) as HTML: description, canonical link, robots, Open Graph
 * (og:*, with the picture's size), the Twitter card and one JSON-LD script per item. Link
 * preview bots (WhatsApp, Telegram, Facebook) and search engines read these without running
 * any script.
 */
export function renderHead(head: PageHead): RenderedHead {
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}">`,
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    meta('property', 'og:site_name', messages.share.siteName),
    meta('property', 'og:locale', 'tr_TR'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.name),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image.url),
    ...(head.image.url.startsWith('https:')
      ? [meta('property', 'og:image:secure_url', head.image.url)]
      : []),
    ...(head.image.type ? [meta('property', 'og:image:type', head.image.type)] : []),
    meta('property', 'og:image:width', String(head.image.width)),
    meta('property', 'og:image:height', String(head.image.height)),
    meta('property', 'og:image:alt', head.image.alt),
    ...head.properties.map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.name),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
    ...head.jsonLd.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ];
  return { title: escapeMarkup(head.title), tags: tags.join('') };
}
