// The one allow-list for untrusted HTML (news bodies, corporate pages). The server builds its
// sanitize-html options from it (cleaning on the way in and out), the browser its DOMPurify
// config (cleaning again before showing it). Plain data, so both sides can read it.

/** Everything that survives sanitising: the rest goes. */
export interface HtmlAllowList {
  /** Elements kept as they are; any other element gives up its tags but keeps its text. */
  readonly tags: readonly string[];
  /** Elements kept under another name. */
  readonly renamedTags: Readonly<Record<string, string>>;
  /** Elements that are dropped together with everything inside them. */
  readonly droppedWithContent: readonly string[];
  /** Attributes allowed on every kept element. */
  readonly globalAttributes: readonly string[];
  /** Further attributes allowed per element. */
  readonly attributes: Readonly<Record<string, readonly string[]>>;
  /** Attributes that hold a URL: their scheme must be listed below. */
  readonly urlAttributes: readonly string[];
  /** URL schemes (without the colon) allowed in links. */
  readonly schemes: readonly string[];
  /** Narrower scheme lists for some elements. */
  readonly schemesByTag: Readonly<Record<string, readonly string[]>>;
  /** Whether `//host/path` URLs pass; they would leave the site on the page's own scheme. */
  readonly allowProtocolRelative: boolean;
  /** A link that opens another tab gets this target and these rel words. */
  readonly newTab: { readonly target: string; readonly rel: readonly string[] };
  /** Pictures load when they come near the viewport, not with the page. */
  readonly imageLoading: 'lazy';
  /**
   * Pictures come from the site's own media folder only (uploads, re-encoded and stripped of
   * metadata): a picture from elsewhere would tell another site who reads what.
   */
  readonly imagePathPrefix: string;
}

export const htmlAllowList: HtmlAllowList = {
  tags: [
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
  // The page shows its title as its h1; a body h1 would be a second one.
  renamedTags: { h1: 'h2' },
  droppedWithContent: [
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
  ],
  globalAttributes: ['title'],
  attributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  urlAttributes: ['href', 'src'],
  schemes: ['http', 'https', 'mailto', 'tel'],
  schemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A page opened in a new tab must not get a handle on ours (window.opener), nor our URL.
  newTab: { target: '_blank', rel: ['noopener', 'noreferrer'] },
  imageLoading: 'lazy',
  imagePathPrefix: '/media/',
};

const imagePath = /^\/media\/[A-Za-z0-9._~\-/]+$/;

/**
 * Whether a picture's `src` is a path inside the media folder (`/media/news/a-1280.jpg`):
 * no scheme, no host, no `..`, no query. The server keeps only these.
 */
export function isOwnImagePath(src: string): boolean {
  return (
    src.startsWith(htmlAllowList.imagePathPrefix) && imagePath.test(src) && !src.includes('..')
  );
}

const globalAttributes: ReadonlySet<string> = new Set(htmlAllowList.globalAttributes);
// Built once: the sanitiser asks for every attribute of every element it keeps.
const attributesByTag = new Map<string, ReadonlySet<string>>(
  Object.entries(htmlAllowList.attributes).map(([tag, names]) => [
    tag,
    new Set([...htmlAllowList.globalAttributes, ...names]),
  ]),
);

/** The attributes `tag` may keep. */
export function allowedAttributes(tag: string): ReadonlySet<string> {
  return attributesByTag.get(tag) ?? globalAttributes;
}

/** The URL schemes (without the colon) allowed in `tag`'s URL attributes. */
export function allowedSchemes(tag: string): readonly string[] {
  return htmlAllowList.schemesByTag[tag] ?? htmlAllowList.schemes;
}
