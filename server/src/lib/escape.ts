import { escapeUTF8 } from 'entities';

/**
 * Text put into HTML (an element's text or a quoted attribute), XML (the sitemap) or SVG:
 * `&`, `<`, `>`, `"` and `'` become entities and every other character stays as it is. The one
 * escaper of the server, so every page, mail and file escapes the same characters.
 */
export function escapeMarkup(text: string): string {
  return escapeUTF8(text);
}
