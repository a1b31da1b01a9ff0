// HTML from the server (news bodies, corporate pages) is shown only through this allow-list.
// The server cleans it too, but the browser never trusts that: anything not listed here is
// dropped. Unknown elements give up their tags but keep their text, dangerous ones lose their
// content too, attributes pass only where listed, and links and images must point to http(s),
// mailto or tel.

/** Elements kept as they are. */
const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'applet',
  'audio',
  'base',
  'button',
  'canvas',
  'embed',
  'form',
  'frame',
  'frameset',
  'head',
  'iframe',
  'input',
  'link',
  'math',
  'meta',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'option',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'video',
]);

const GLOBAL_ATTRIBUTES = ['title', 'lang', 'dir'];

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start', 'reversed'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};

const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * Deeper nesting than this is flattened to its text: a hostile body of endlessly nested
 * elements must not exhaust the stack of the page that shows it.
 */
export const MAX_HTML_DEPTH = 64;

export interface SanitizeOptions {
  /** Where the HTML came from: relative links and images resolve against it. */
  baseUrl?: string;
  /**
   * The title the page already shows; a heading with the same text at the very start of the
   * HTML is left out instead of repeating it.
   */
  omitLeadingHeading?: string;
}

/**
 * The URL to keep for an href/src, or null when it is not safe. Browsers ignore control
 * characters and whitespace inside a scheme ('java\tscript:'), so those are removed before
 * the scheme is judged.
 */
export function safeUrl(value: string, baseUrl?: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact === '') return null;
  if (compact.startsWith('#')) return compact;
  let parsed: URL;
  try {
    parsed = new URL(compact, baseUrl ?? 'http://relative.invalid/');
  } catch {
    return null;
  }
  if (!SAFE_SCHEMES.has(parsed.protocol)) return null;
  if (baseUrl) return parsed.href;
  // Without a base, a relative URL stays relative to the page that shows it.
  return /^[a-z][a-z0-9+.-]*:/i.test(compact) ? parsed.href : value.trim();
}

function copyAttributes(source: Element, target: Element, tag: string, options: SanitizeOptions) {
  const allowed = new Set([...GLOBAL_ATTRIBUTES, ...(ALLOWED_ATTRIBUTES[tag] ?? [])]);
  for (const attribute of Array.from(source.attributes)) {
    const name = attribute.name.toLowerCase();
    if (!allowed.has(name)) continue;
    if (URL_ATTRIBUTES.has(name)) {
      const url = safeUrl(attribute.value, options.baseUrl);
      if (url !== null) target.setAttribute(name, url);
    } else {
      target.setAttribute(name, attribute.value);
    }
  }
  if (tag === 'a' && target.getAttribute('target') !== null) {
    // A page opened in a new tab must not get a handle on ours.
    target.setAttribute('target', '_blank');
    target.setAttribute('rel', 'noopener noreferrer');
  }
  if (tag === 'img') {
    // Article pictures below the fold need not hold up the page.
    target.setAttribute('loading', 'lazy');
    target.setAttribute('decoding', 'async');
  }
}

function cleanChildren(
  source: Node,
  target: Node,
  doc: Document,
  options: SanitizeOptions,
  depth: number,
) {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    // Elements from the SVG or MathML namespaces never pass, whatever their local name.
    if (element.namespaceURI !== HTML_NAMESPACE) continue;
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (depth >= MAX_HTML_DEPTH) {
      target.appendChild(doc.createTextNode(element.textContent ?? ''));
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) {
      cleanChildren(element, target, doc, options, depth + 1);
      continue;
    }
    // The page around the HTML owns the only h1.
    const copy = doc.createElement(tag === 'h1' ? 'h2' : tag);
    copyAttributes(element, copy, tag, options);
    cleanChildren(element, copy, doc, options, depth + 1);
    target.appendChild(copy);
  }
}

const sameText = (text: string | null) => (text ?? '').trim().toLocaleLowerCase('tr-TR');

/**
 * Parses `html` in an inert document (no script runs, no image loads) and rebuilds only the
 * allowed parts as a fragment of `doc`, ready to insert. The raw string never reaches
 * innerHTML of a live document.
 */
export function sanitizeHtml(
  html: string,
  options: SanitizeOptions = {},
  doc: Document = document,
): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = doc.createDocumentFragment();
  cleanChildren(parsed.body, fragment, doc, options, 0);
  const first = fragment.firstElementChild;
  if (
    options.omitLeadingHeading &&
    first &&
    /^h[1-6]$/.test(first.localName) &&
    sameText(first.textContent) === sameText(options.omitLeadingHeading)
  ) {
    first.remove();
  }
  return fragment;
}

/** The sanitised HTML as a string (for tests and logs). */
export function sanitizeHtmlToString(html: string, options: SanitizeOptions = {}): string {
  const holder = document.createElement('div');
  holder.appendChild(sanitizeHtml(html, options));
  return holder.innerHTML;
}
