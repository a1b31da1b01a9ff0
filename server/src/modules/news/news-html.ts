import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for news bodies. Editors paste HTML from anywhere, so everything not listed
 * here goes: scripts and styles with their contents, event handlers, `style`/`class`/`id`,
 * iframes, forms, and every URL scheme but http(s) (mailto/tel for links). The same function
 * runs when a body is stored and again when it is served, so a row written before a rule
 * tightened, or by hand in the database, is still cleaned on the way out.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page shows the title as its h1; a body h1 would be a second one.
    h1: 'h2',
    a: (tagName, attribs) => {
      const link: sanitizeHtml.Attributes = { ...attribs };
      if (link.target !== undefined) link.target = '_blank';
      // A new tab must not get a handle on this page (window.opener), nor learn the URL.
      link.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs: link };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // An <img> whose src was refused (javascript:, data:) would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A news body reduced to the allow-list; safe to place into a page as HTML. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
