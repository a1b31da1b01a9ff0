import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Turkish letters folded to ASCII before lower-casing: lower() in the C locale (PGlite's
// default) leaves them alone, and in tr/en locales 'İ' lowers to 'i' plus a combining dot.
const foldFrom = 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû';
const foldTo = 'cgiiosuaiucgiosuaiu';

/** The same folding in JavaScript, for the words of a search text. */
export function foldSearchText(text: string): string {
  let out = '';
  for (const c of text) {
    const i = foldFrom.indexOf(c);
    out += i >= 0 ? foldTo[i] : c;
  }
  return out.toLowerCase();
}

/**
 * The word index of a text column: folded, then split by the 'simple' configuration (no
 * stemming, no stop words). Index and query must build this exact expression (constants
 * inlined, not bound) or PostgreSQL will not match the query to the index.
 */
export function searchDocument(column: AnyPgColumn | SQL): SQL {
  return sql`to_tsvector('simple'::regconfig, ${foldedText(column)})`;
}

/** `foldSearchText` in SQL. */
export function foldedText(column: AnyPgColumn | SQL): SQL {
  return sql`lower(translate(${column}, ${sql.raw(`'${foldFrom}'`)}, ${sql.raw(`'${foldTo}'`)}))`;
}
