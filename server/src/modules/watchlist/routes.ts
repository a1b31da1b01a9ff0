import { callables, WatchRow } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import { signedInUser } from '../../plugins/callable';
import { setWatching, watchlistPage, watchState } from './watchlist-service';

/** The keyset position a cursor of this list carries: a watch's id. */
function watchIdOf(cursor: string): number {
  const [id] = decodeCursor(cursor, 1);
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
    throw new AppError('invalid-argument', messages.request.badPageCursor);
  }
  return id;
}

/**
 * The watchlist ('Takip ettiklerim'): members watch auctions and groups from their
 * cards and pages, and read them back with live prices in /hesabim. Members only, like
 * bidding; each caller reaches only their own watches.
 */
export async function watchlistRoutes(app: FastifyInstance) {
  app.callable({
    name: 'watch',
    access: 'member',
    summary: 'Bir açık arttırmayı ya da grup ihaleyi takip et (tekrarı zararsız)',
    ...callables.watch,
    handler: (data, { db, user }) => setWatching(db, signedInUser(user).uid, data, true),
  });

  app.callable({
    name: 'unwatch',
    access: 'member',
    summary: 'Takibi bırak (tekrarı zararsız)',
    ...callables.unwatch,
    handler: (data, { db, user }) => setWatching(db, signedInUser(user).uid, data, false),
  });

  app.callable({
    name: 'watchState',
    access: 'member',
    summary: 'Sorulan kartlardan takip ettiklerim (bir liste sayfası için tek çağrı)',
    ...callables.watchState,
    handler: (data, { db, user }) => watchState(db, signedInUser(user).uid, data),
  });

  app.pagedList({
    name: 'my-watches',
    // The member gate of the watchlist's functions, so a disabled account is told why.
    access: 'member',
    filters: {},
    pageSize: LIST_PAGE_SIZES.myWatches,
    row: WatchRow,
    summary: 'Takip ettiklerim: açık arttırmalar ve grup ihaleler, en son eklenen önce',
    fetch: async (_filters, page, { request, db }) => {
      const user = signedInUser(request.sessionUser);
      const beforeId = page.cursor === null ? null : watchIdOf(page.cursor);
      const { rows, lastId } = await watchlistPage(db, user.uid, {
        beforeId,
        count: page.count,
      });
      return { rows, next: lastId === null ? null : encodeCursor([lastId]) };
    },
  });
}
