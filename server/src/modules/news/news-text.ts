import sanitizeHtml from 'sanitize-html';

// Turkish has two i's: I/ı and İ/i. The database cannot lower-case them correctly (its
// `lower()` and the text-search parser follow the server locale, 'C' on PGlite, where 'I'
// becomes 'i' and 'İ' stays), so text is lower-cased here with Turkish rules before it is
// indexed, and queries go through the same function.

/** NFC and Turkish lower case: 'IŞIK' -> 'ışık', 'GÜVERCİN' -> 'güvercin'. */
export function turkishLower(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('tr-TR');
}

/**
 * The SQL `translate()` arguments that fold lower-case Turkish letters to ASCII, so a visitor
 * typing without a Turkish keyboard ('guvercin', 'yaris') still finds the words.
 */
export const foldFrom = 'çğıöşüâîû';
export const foldTo = 'cgiosuaiu';

export function foldTurkish(lowerText: string): string {
  let out = '';
  for (const char of lowerText) {
    const index = foldFrom.indexOf(char);
    out += index === -1 ? char : foldTo[index];
  }
  return out;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** The words of an HTML body as plain text (script and style contents are dropped). */
export function htmlToText(html: string): string {
  // A space before every tag keeps '<p>a</p><p>b</p>' from fusing into one word 'ab'.
  const stripped = sanitizeHtml(html.replace(/</g, ' <'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(stripped).replace(/\s+/g, ' ').trim();
}

/** The columns the search index is generated from (see the news table). */
export function newsSearchFields(title: string, bodyHtml: string) {
  return { searchTitle: turkishLower(title), searchBody: turkishLower(htmlToText(bodyHtml)) };
}

/** Words of a search box entry, at most this many and this long, for the query builder. */
const maxTerms = 8;
const maxTermLength = 40;

/**
 * Splits a search box entry into lower-cased words of letters and digits. Everything else
 * (quotes, operators of the tsquery syntax, punctuation) only separates words, so the words
 * are safe to hand to `to_tsquery` with a `:*` suffix.
 */
export function searchTerms(query: string): string[] {
  const words = turkishLower(query).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.slice(0, maxTermLength)))];
  return unique.slice(0, maxTerms);
}
