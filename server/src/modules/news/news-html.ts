import { isOwnImagePath, htmlAllowList as list } from '@kanat/shared/html-allow-list';
import sanitizeHtml from 'sanitize-html';

/**
 * Options for news bodies, built from the one allow-list the browser's DOMPurify uses too.
 * Editors paste HTML from anywhere, so everything not listed there goes: scripts and styles with their contents, event handlers, `style`/`class`/`id`,
 * iframes, forms, every URL scheme but http(s) (mailto/tel for links), and pictures from
 * anywhere but our own /media/ folder. The same function
 * runs when a body is stored and again when it is served, so a row written before a rule
 * tightened, or by hand in the database, is still cleaned on the way out.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...list.tags],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(list.attributes).map(([tag, names]) => [tag, [...names]])),
    '*': [...list.globalAttributes],
  },
  allowedSchemes: [...list.schemes],
  allowedSchemesByTag: Object.fromEntries(
    Object.entries(list.schemesByTag).map(([tag, schemes]) => [tag, [...schemes]]),
  ),
  allowedSchemesAppliedToAttributes: [...list.urlAttributes],
  allowProtocolRelative: list.allowProtocolRelative,
  disallowedTagsMode: 'discard',
  nonTextTags: [...list.droppedWithContent],
  transformTags: {
    ...list.renamedTags,
    a: (tagName, attribs) => {
      const link: sanitizeHtml.Attributes = { ...attribs };
      if (link.target !== undefined) link.target = list.newTab.target;
      // A new tab gets no handle on this page nor its URL; editors' links are not endorsements.
      link.rel = [...list.newTab.rel, 'nofollow'].join(' ');
      return { tagName, attribs: link };
    },
    img: (tagName, attribs) => {
      const picture: sanitizeHtml.Attributes = { ...attribs, loading: list.imageLoading };
      if (picture.src !== undefined && !isOwnImagePath(picture.src)) delete picture.src;
      return { tagName, attribs: picture };
    },
  },
  // An <img> whose src was refused (another site, javascript:, data:) would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A news body reduced to the allow-list; safe to place into a page as HTML. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
