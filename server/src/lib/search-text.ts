import { messages } from '@kanat/shared/i18n/full';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldSearchText, searchDocument } from '../db/schema/text-search';
import { AppError } from '../errors';

const maxWords = 8;

/**
 * A search text as a prefix tsquery: every word must start a word of the document
 * ('ege şamp' finds 'Ege Şampiyonları'). Words are folded like the index (Turkish letters to
 * ASCII, lower case) and only [a-z0-9] survive, so the query text needs no escaping.
 */
export function prefixQuery(text: string): string {
  const words = foldSearchText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .slice(0, maxWords);
  if (words.length === 0) {
    throw new AppError('invalid-argument', messages.auctions.searchTextInvalid);
  }
  return words.map((word) => `${word}:*`).join(' & ');
}

/** `column` matches the search text, through the column's GIN word index. */
export function matchesText(column: AnyPgColumn, text: string): SQL {
  return sql`${searchDocument(column)} @@ to_tsquery('simple'::regconfig, ${prefixQuery(text)})`;
}

/** `%`, `_` and `\\` typed by the user are letters in a LIKE pattern, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
