import type { WatchKind, WatchStateData, WatchStateResult } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { consume } from '../auth';
import {
  deleteWatch,
  insertWatch,
  listWatches,
  selectWatched,
  type WatchListEntry,
  type WatchTarget,
} from './watchlist-repository';

/** The contract's IdText already holds ids to 1-9 digits, so each one fits an int4 key. */
function targetOf(kind: WatchKind, id: string): WatchTarget {
  return { kind, id: Number(id) };
}

function notFound(kind: WatchKind): AppError {
  return new AppError(
    'not-found',
    kind === 'auction' ? messages.auctions.notFound : messages.groups.notFound,
  );
}

/** `watch` and `unwatch` per member, one budget for both (like comments, more of it). */
export const watchLimits = {
  burst: { limit: 30, windowMs: 60_000 },
  daily: { limit: 500, windowMs: 24 * 60 * 60_000 },
} as const;

/**
 * Starts or stops watching an auction or a group; idempotent both ways (a repeated or a
 * parallel call changes nothing more). An unknown target is NOT_FOUND. Rate limited
 * (`watchLimits`).
 */
export async function setWatching(
  db: Db,
  userId: string,
  input: { kind: WatchKind; id: string },
  watching: boolean,
): Promise<{ watching: boolean }> {
  const target = targetOf(input.kind, input.id);
  const allowed =
    (await consume(db, `watch:burst:${userId}`, watchLimits.burst)) &&
    (await consume(db, `watch:daily:${userId}`, watchLimits.daily));
  if (!allowed) throw new AppError('resource-exhausted', messages.watchlist.rateLimited);
  const found = watching
    ? await insertWatch(db, userId, target)
    : await deleteWatch(db, userId, target);
  if (!found) throw notFound(input.kind);
  return { watching };
}

const numbers = (ids: readonly string[]) => [...new Set(ids)].map(Number);

/**
 * Which of the asked-for cards the member watches. Ids that name nothing are simply not
 * watched: a list page may hold a card deleted since.
 */
export async function watchState(
  db: Db,
  userId: string,
  input: WatchStateData,
): Promise<WatchStateResult> {
  const watched = await selectWatched(db, userId, {
    auctionIds: numbers(input.auctionIds),
    groupIds: numbers(input.groupIds),
  });
  return {
    auctionIds: watched.auctionIds.map(String),
    groupIds: watched.groupIds.map(String),
  };
}

/** One page of the member's watchlist and the keyset position of its last row. */
export async function watchlistPage(
  db: Db,
  userId: string,
  page: { beforeId: number | null; count: number },
): Promise<{ rows: Omit<WatchListEntry, 'watchId'>[]; lastId: number | null }> {
  const entries = await listWatches(db, userId, page);
  return {
    rows: entries.map(({ watchId: _position, ...row }) => row),
    lastId: entries.length === page.count ? (entries.at(-1)?.watchId ?? null) : null,
  };
}
