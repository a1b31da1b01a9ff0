import { messages } from '@kanat/shared/i18n/full';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../errors';

/** Cursor parts are JSON in base64url, so lists can key on any column mix. */
export function encodeCursor(parts: Array<string | number>): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function decodeCursor(cursor: string, arity: number): Array<string | number> {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parts) &&
      parts.length === arity &&
      parts.every((p) => typeof p === 'string' || (typeof p === 'number' && Number.isFinite(p)))
    ) {
      return parts as Array<string | number>;
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError('invalid-argument', 'Geçersiz sayfa imleci.');
}

export type SortDirection = 'asc' | 'desc';

/** Where the previous page stopped: the last row's sort value and id. */
export interface KeysetPosition {
  value: string | number;
  id: number;
}

const badCursor = () => new AppError('invalid-argument', messages.request.badPageCursor);

/**
 * Cursors carry the ordering they were made for, so a cursor replayed with another
 * `orderBy`/`orderDir` is refused instead of silently skipping or repeating rows.
 */
export function readKeysetCursor(
  cursor: string | null,
  ordering: string,
  valueKind: 'number' | 'string',
): KeysetPosition | null {
  if (cursor === null) return null;
  const [key, value, id] = decodeCursor(cursor, 3);
  if (key !== ordering || typeof value !== valueKind) throw badCursor();
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw badCursor();
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw badCursor();
  return { value: value as string | number, id };
}

export function writeKeysetCursor(ordering: string, position: KeysetPosition): string {
  return encodeCursor([ordering, position.value, position.id]);
}

/**
 * Rows after `position` in `(column, id)` order. A row comparison, so PostgreSQL walks the
 * matching `(column, id)` index from the position instead of filtering every earlier row.
 */
export function afterPosition(
  column: AnyPgColumn,
  idColumn: AnyPgColumn,
  direction: SortDirection,
  position: KeysetPosition,
): SQL {
  return direction === 'asc'
    ? sql`(${column}, ${idColumn}) > (${position.value}, ${position.id})`
    : sql`(${column}, ${idColumn}) < (${position.value}, ${position.id})`;
}

/** Fetching one row more than the page tells whether a next page exists, without a count. */
export function splitPage<T>(
  rows: T[],
  count: number,
): { rows: T[]; last: T | undefined; more: boolean } {
  const page = rows.slice(0, count);
  return { rows: page, last: page.at(-1), more: rows.length > count };
}

/**
 * One page of `records` fetched in keyset order with a row more than `count`, and the cursor
 * of the next page (where its last row stands), or null when this page is the last.
 */
export function keysetPage<T>(
  records: T[],
  count: number,
  ordering: string,
  position: (row: T) => KeysetPosition,
): { rows: T[]; next: string | null } {
  const { rows, last, more } = splitPage(records, count);
  return {
    rows,
    next: more && last !== undefined ? writeKeysetCursor(ordering, position(last)) : null,
  };
}
