import { toast } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import {
  type QueryClient,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { unwatch } from '../api/unwatch';
import { type WatchKind, watch } from '../api/watch';
import { getWatchState } from '../api/watch-state';

/** The member's watchlist page lists (mf-account): marked stale after each change here. */
const MY_WATCHES_ENDPOINT = '/api/list/my-watches';

/**
 * One card's watch state (true, false; absent until known), whoever asked the server. Every
 * key here starts with 'watchlist': mf-account drops them all after a removal from its page.
 */
export function watchKey(uid: string | null, kind: WatchKind, id: string) {
  return ['watchlist', 'state', uid, kind, id] as const;
}

function toggleKey(uid: string | null, kind: WatchKind, id: string) {
  return ['watchlist', 'toggle', uid, kind, id] as const;
}

/** The cards of one list page, asked about together. */
export interface WatchTargets {
  auctionIds: readonly string[];
  groupIds: readonly string[];
}

/**
 * Writes one page's answer into each card's own entry, which its button reads. A card the
 * member is changing right now keeps the change they made.
 */
function fillCards(
  client: QueryClient,
  uid: string,
  kind: WatchKind,
  asked: readonly string[],
  watched: readonly string[],
): void {
  const on = new Set(watched);
  for (const id of asked) {
    if (client.isMutating({ mutationKey: toggleKey(uid, kind, id) }) > 0) continue;
    client.setQueryData(watchKey(uid, kind, id), on.has(id));
  }
}

/**
 * The watch state of a list's cards: one `watchState` call per list page (its cards' ids),
 * never one per card, whose answer fills every card's entry. The cards' buttons, asleep
 * (HydrateWhenSeen) until seen, read their entry when they wake. Nothing for a guest.
 */
export function useWatchStates(pages: readonly WatchTargets[]): void {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const client = useQueryClient();
  useQueries({
    queries: pages.map((targets) => ({
      queryKey: ['watchlist', 'page', uid, targets.auctionIds, targets.groupIds] as const,
      queryFn: async () => {
        const answer = await getWatchState({
          auctionIds: [...targets.auctionIds],
          groupIds: [...targets.groupIds],
        });
        if (uid !== null) {
          fillCards(client, uid, 'auction', targets.auctionIds, answer.auctionIds);
          fillCards(client, uid, 'group', targets.groupIds, answer.groupIds);
        }
        return answer;
      },
      enabled: uid !== null && targets.auctionIds.length + targets.groupIds.length > 0,
    })),
  });
}

/** `ids` cut into list pages of `size`, as the list loaded them. */
export function watchPages(kind: WatchKind, ids: readonly string[], size: number): WatchTargets[] {
  const pages: WatchTargets[] = [];
  for (let start = 0; start < ids.length; start += size) {
    const page = ids.slice(start, start + size);
    pages.push(
      kind === 'auction' ? { auctionIds: page, groupIds: [] } : { auctionIds: [], groupIds: page },
    );
  }
  return pages;
}

/**
 * useWatchStates for a list's cards in order (`ids`, loaded `pageSize` at a time): one call
 * per page, asked again only when a page's cards change.
 */
export function useListWatchStates(
  kind: WatchKind,
  ids: readonly string[],
  pageSize: number,
): void {
  const joined = ids.join(',');
  const pages = useMemo(
    () => watchPages(kind, joined === '' ? [] : joined.split(','), pageSize),
    [kind, joined, pageSize],
  );
  useWatchStates(pages);
}

export interface WatchControl {
  /** Shown as watched: the server's answer, or the member's change while it is on its way. */
  watching: boolean;
  /** Who is signed in is known: a click may act (a guest is sent to sign in). */
  sessionKnown: boolean;
  signedIn: boolean;
  /** A change is on its way; further clicks wait for it. */
  busy: boolean;
  toggle(): void;
}

/**
 * One auction's or group's watch state and its toggle, changed at once on screen and put
 * back (with a message) if the server refuses. `batched`: a list asks for it
 * (useWatchStates); otherwise (an auction's or a group's page) it asks by itself.
 */
export function useWatch(kind: WatchKind, id: string, batched: boolean): WatchControl {
  const { user, status } = useSession();
  const uid = user?.uid ?? null;
  const client = useQueryClient();
  const key = watchKey(uid, kind, id);
  const state = useQuery({
    queryKey: key,
    queryFn: async () => {
      const answer = await getWatchState(
        kind === 'auction'
          ? { auctionIds: [id], groupIds: [] }
          : { auctionIds: [], groupIds: [id] },
      );
      return (kind === 'auction' ? answer.auctionIds : answer.groupIds).includes(id);
    },
    enabled: uid !== null && !batched,
  });
  const mutation = useMutation({
    mutationKey: toggleKey(uid, kind, id),
    mutationFn: (next: boolean) => (next ? watch({ kind, id }) : unwatch({ kind, id })),
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const previous = client.getQueryData<boolean>(key);
      client.setQueryData(key, next);
      return { previous };
    },
    onSuccess: (watching) => {
      client.setQueryData(key, watching);
    },
    onError: (_error, _next, context) => {
      if (context?.previous === undefined) void client.resetQueries({ queryKey: key, exact: true });
      else client.setQueryData(key, context.previous);
      toast(messages.watchlist.watchFailed, 'red');
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['list', MY_WATCHES_ENDPOINT] }),
  });
  const watching = uid !== null && state.data === true;
  const { mutate, isPending } = mutation;
  const toggle = useCallback(() => {
    if (!isPending) mutate(!watching);
  }, [isPending, mutate, watching]);
  return {
    watching,
    sessionKnown: status === 'ready',
    signedIn: uid !== null,
    busy: isPending,
    toggle,
  };
}
