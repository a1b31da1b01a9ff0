import { toast } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n';
import { useInfiniteList } from '@kanat/shared/query';
import { useSession } from '@kanat/shared/session';
import { EmptyState, LinkButton } from '@kanat/shared/ui';
import { InfiniteListView } from '@kanat/shared/ui/controls';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import { ItemList } from '../../../components/item-rows';
import {
  MY_WATCHES_ENDPOINT,
  MY_WATCHES_PAGE_SIZE,
  type WatchRow,
  watchRowKey,
} from '../api/my-watches';
import { unwatch } from '../api/unwatch';
import { AuctionItem, GroupItem } from './watch-rows';

/**
 * /hesabim/takip-ettiklerim: the auctions and groups I watch, newest first, their
 * prices and counts live. 'Takipten çıkar' takes a row away at once; if the server refuses,
 * the row comes back with a message.
 */
export function WatchlistPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useInfiniteList<WatchRow>({
    endpoint: MY_WATCHES_ENDPOINT,
    pageSize: MY_WATCHES_PAGE_SIZE,
    // Private rows: cached per account.
    owner: user?.uid ?? null,
  });
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(
    () => ({ ...list, items: list.items.filter((row) => !removed.has(watchRowKey(row))) }),
    [list, removed],
  );
  const { loadMore } = list;
  const allRemoved = list.items.length > 0 && shown.items.length === 0;
  // Every loaded row taken away with more to come: the next page is asked for at once.
  useEffect(() => {
    if (allRemoved) loadMore();
  }, [allRemoved, loadMore]);

  const remove = async (row: WatchRow, event: MouseEvent<HTMLButtonElement>) => {
    const key = watchRowKey(row);
    // The focus goes on to the next row's button (or the one before), not to the page's start.
    const item = event.currentTarget.closest('li');
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    neighbour?.querySelector<HTMLButtonElement>('[data-testid="unwatch"]')?.focus();
    setRemoved((before) => new Set(before).add(key));
    try {
      await unwatch(
        row.kind === 'auction'
          ? { kind: 'auction', id: row.auctionId }
          : { kind: 'group', id: row.groupId },
      );
      toast(fill(messages.watchlist.removed, { name: row.name }), 'green');
      // The loaded pages stay (the row is hidden); the next visit asks the server again. The
      // watch buttons' cached states (mf-auctions keeps them under 'watchlist') are dropped, so
      // no card shows the old state until its list has asked again.
      void queryClient.invalidateQueries({
        queryKey: ['list', MY_WATCHES_ENDPOINT],
        refetchType: 'none',
      });
      queryClient.removeQueries({ queryKey: ['watchlist'] });
    } catch {
      setRemoved((before) => {
        const after = new Set(before);
        after.delete(key);
        return after;
      });
      toast(messages.watchlist.watchFailed, 'red');
    }
  };

  if (shown.items.length === 0 && list.loadFinished && !list.failed) {
    return (
      <EmptyState
        icon="eye"
        title={messages.watchlist.empty}
        description={messages.watchlist.emptyHint}
        action={
          <LinkButton to="/acik-arttirmalar" $variant="secondary" $size="sm">
            {messages.auctions.title}
          </LinkButton>
        }
      />
    );
  }
  return (
    <InfiniteListView
      list={shown}
      emptyText={messages.watchlist.empty}
      errorText={messages.common.pageLoadFailed}
    >
      {(items) => (
        <ItemList data-testid="my-watches">
          {items.map((row) =>
            row.kind === 'auction' ? (
              <AuctionItem key={watchRowKey(row)} row={row} onRemove={remove} />
            ) : (
              <GroupItem key={watchRowKey(row)} row={row} onRemove={remove} />
            ),
          )}
        </ItemList>
      )}
    </InfiniteListView>
  );
}
