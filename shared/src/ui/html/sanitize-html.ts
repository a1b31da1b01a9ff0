// HTML from the server (news bodies, corporate pages) is shown only through DOMPurify, set up
// from the same allow-list the server cleans with (html-allow-list.ts). The server cleans it
// too, but the browser never trusts that.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import {
  allowedAttributes,
  allowedSchemes,
  htmlAllowList,
  isOwnImagePath,
} from './html-allow-list';

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
export function safeUrl(
  value: string,
  baseUrl?: string,
  schemes: readonly string[] = htmlAllowList.schemes,
): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact === '') return null;
  if (compact.startsWith('#')) return compact;
  // Browsers read a backslash as a slash here: '/\host' leaves the site as well as '//host'.
  if (!htmlAllowList.allowProtocolRelative && /^[\\/]{2}/.test(compact)) return null;
  let parsed: URL;
  try {
    parsed = new URL(compact, baseUrl ?? 'http://relative.invalid/');
  } catch {
    return null;
  }
  if (!schemes.includes(parsed.protocol.slice(0, -1))) return null;
  if (baseUrl) return parsed.href;
  // Without a base, a relative URL stays relative to the page that shows it.
  return /^[a-z][a-z0-9+.-]*:/i.test(compact) ? parsed.href : value.trim();
}

/**
 * A picture's address when it is in this site's own media folder (resolved against `baseUrl`
 * like any link), else null: pictures from other sites are not shown.
 */
export function ownImageUrl(value: string, baseUrl?: string): string | null {
  const url = safeUrl(value, baseUrl, allowedSchemes('img'));
  if (url === null) return null;
  const parsed = new URL(url, window.location.href);
  if (parsed.origin !== window.location.origin || parsed.search !== '' || parsed.hash !== '') {
    return null;
  }
  return isOwnImagePath(parsed.pathname) ? url : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const allSchemes = [
  ...new Set([...htmlAllowList.schemes, ...Object.values(htmlAllowList.schemesByTag).flat()]),
];

const config = {
  ALLOWED_TAGS: [...htmlAllowList.tags, ...Object.keys(htmlAllowList.renamedTags)],
  // Which element may carry which of these is decided per element in the attribute hook.
  ALLOWED_ATTR: [
    ...new Set([
      ...htmlAllowList.globalAttributes,
      ...Object.values(htmlAllowList.attributes).flat(),
    ]),
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // DOMPurify's own default pattern with our schemes: a second guard behind safeUrl.
  ALLOWED_URI_REGEXP: new RegExp(
    `^(?:(?:${allSchemes.map(escapeRegExp).join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  ),
  ADD_FORBID_CONTENTS: [...htmlAllowList.droppedWithContent],
  RETURN_DOM_FRAGMENT: true,
} satisfies Config & { RETURN_DOM_FRAGMENT: true };

// The hooks read the options of the sanitise call under way; DOMPurify runs synchronously.
let current: SanitizeOptions = {};
let purifier: Purifier | null = null;

function createPurifier(): Purifier {
  // An instance of our own, so our hooks never change a DOMPurify someone else uses.
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.localName;
    if (!allowedAttributes(tag).has(data.attrName)) {
      data.keepAttr = false;
    } else if (tag === 'img' && data.attrName === 'src') {
      const url = ownImageUrl(data.attrValue, current.baseUrl);
      if (url === null) data.keepAttr = false;
      else data.attrValue = url;
    } else if (htmlAllowList.urlAttributes.includes(data.attrName)) {
      const url = safeUrl(data.attrValue, current.baseUrl, allowedSchemes(tag));
      if (url === null) data.keepAttr = false;
      else data.attrValue = url;
    } else if (tag === 'a' && data.attrName === 'target') {
      data.attrValue = htmlAllowList.newTab.target;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // A picture that lost its address (another site's, javascript:) would be an empty box.
    if (node.localName === 'img' && !node.hasAttribute('src')) {
      node.remove();
      return;
    }
    if (node.localName === 'a') {
      const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      // 'opener' would hand the opened page a handle on ours.
      rel.delete('opener');
      if (node.hasAttribute('target')) for (const word of htmlAllowList.newTab.rel) rel.add(word);
      if (rel.size > 0) node.setAttribute('rel', [...rel].join(' '));
      else node.removeAttribute('rel');
    } else if (node.localName === 'img') {
      node.setAttribute('loading', htmlAllowList.imageLoading);
      // Article pictures below the fold need not hold up the page.
      node.setAttribute('decoding', 'async');
    }
  });
  return instance;
}

/**
 * The markup of `root`'s content with every element nested `MAX_HTML_DEPTH` deep replaced by
 * its text, or null when nothing is that deep. No step may recurse down such a tree:
 * DOMPurify walks iteratively but copies what it parsed with a recursive deep clone, and
 * removing a deep subtree detaches it recursively. So a shallow copy is built instead.
 */
function flattenedMarkup(root: Element): string | null {
  const doc = root.ownerDocument;
  const copy = doc.createElement('div');
  let flattened = false;
  const stack: Array<[Node, Node, number]> = Array.from(
    root.childNodes,
    (child): [Node, Node, number] => [child, copy, 0],
  ).reverse();
  while (stack.length > 0) {
    const [node, parent, depth] = stack.pop() as [Node, Node, number];
    if (node.nodeType === Node.ELEMENT_NODE && depth >= MAX_HTML_DEPTH) {
      parent.appendChild(doc.createTextNode(node.textContent ?? ''));
      flattened = true;
      continue;
    }
    const shallow = parent.appendChild(node.cloneNode(false));
    const children = Array.from(node.childNodes);
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push([children[i] as Node, shallow, depth + 1]);
    }
  }
  return flattened ? copy.innerHTML : null;
}

function renameTags(root: DocumentFragment) {
  for (const [from, to] of Object.entries(htmlAllowList.renamedTags)) {
    for (const element of Array.from(root.querySelectorAll(from))) {
      const renamed = element.ownerDocument.createElement(to);
      for (const { name, value } of Array.from(element.attributes)) {
        renamed.setAttribute(name, value);
      }
      renamed.append(...Array.from(element.childNodes));
      element.replaceWith(renamed);
    }
  }
}

/**
 * Re-levels the headings so the outline goes down one level at a time under the page's h1
 * (WCAG 1.3.1; axe heading-order): the first heading becomes an h2 and each one is at most one
 * deeper than the heading it falls under, keeping which ones are siblings and which sub-
 * headings. An editor's body opening with h3 ('Öne Çıkanlar') under the title would skip h2.
 */
function levelHeadings(root: DocumentFragment) {
  // Original and new levels of the headings the current one may fall under.
  const open: Array<{ from: number; to: number }> = [];
  for (const heading of Array.from(root.querySelectorAll('h2, h3, h4, h5, h6'))) {
    const from = Number(heading.localName[1]);
    while (open.length > 0 && open[open.length - 1].from >= from) open.pop();
    const to = (open[open.length - 1]?.to ?? 1) + 1;
    open.push({ from, to });
    if (to === from) continue;
    const renamed = heading.ownerDocument.createElement(`h${to}`);
    for (const { name, value } of Array.from(heading.attributes)) {
      renamed.setAttribute(name, value);
    }
    renamed.append(...Array.from(heading.childNodes));
    heading.replaceWith(renamed);
  }
}

const sameText = (text: string | null) => (text ?? '').trim().toLocaleLowerCase('tr-TR');

/**
 * Parses `html` in an inert document (no script runs, no image loads), keeps only the
 * allowed parts and returns them as a fragment of `doc`, ready to insert. The raw string
 * never reaches innerHTML of a live document.
 */
export function sanitizeHtml(
  html: string,
  options: SanitizeOptions = {},
  doc: Document = document,
): DocumentFragment {
  purifier ??= createPurifier();
  // A DOMParser document is inert: no script runs and no image loads in it. DOMPurify parses
  // the same way; only a body nested too deep reaches it as the flattened tree's markup.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const input = flattenedMarkup(parsed.body) ?? html;
  current = options;
  let clean: DocumentFragment;
  try {
    clean = purifier.sanitize(input, config);
  } finally {
    current = {};
  }
  renameTags(clean);
  const first = clean.firstElementChild;
  if (
    options.omitLeadingHeading &&
    first &&
    /^h[1-6]$/.test(first.localName) &&
    sameText(first.textContent) === sameText(options.omitLeadingHeading)
  ) {
    first.remove();
  }
  levelHeadings(clean);
  return doc.importNode(clean, true);
}

/** The sanitised HTML as a string (for tests and logs). */
export function sanitizeHtmlToString(html: string, options: SanitizeOptions = {}): string {
  const holder = document.createElement('div');
  holder.appendChild(sanitizeHtml(html, options));
  return holder.innerHTML;
}
