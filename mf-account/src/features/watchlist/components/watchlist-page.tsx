import { toast } from '@kanat/shared/events';
import {
  auctionTimeStatus,
  formatDateTime,
  formatMoney,
  isUrgent,
  remainingTimeText,
  responsiveImage,
} from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { useLive } from '@kanat/shared/live';
import { useInfiniteList } from '@kanat/shared/query';
import { AUCTION_STATUS } from '@kanat/shared/rules';
import { useServerClock, useSession } from '@kanat/shared/session';
import { Button, EmptyState, FallbackImage, LinkButton, StatusDot } from '@kanat/shared/ui';
import { InfiniteListView } from '@kanat/shared/ui/controls';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  ItemBody,
  ItemFacts,
  ItemList,
  ItemPhoto,
  ItemRow,
  ItemTitle,
} from '../../../components/item-rows';
import {
  type LiveAuction,
  type LiveSummary,
  liveAuctionPath,
  liveSummaryPath,
} from '../api/live-values';
import {
  MY_WATCHES_ENDPOINT,
  MY_WATCHES_PAGE_SIZE,
  type WatchedAuctionRow,
  type WatchedGroupRow,
  type WatchRow,
  watchRowKey,
} from '../api/my-watches';
import { unwatch } from '../api/unwatch';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Kind = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.tealStrong};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** Amounts in the price colour, time under an hour in red (SPEC §4), as on the cards. */
const Value = styled.dd<{ $tone?: 'price' | 'urgent' }>`
  color: ${({ theme, $tone }) =>
    $tone === 'price'
      ? theme.colors.accentStrong
      : $tone === 'urgent'
        ? theme.colors.danger
        : 'inherit'};
`;

interface Fact {
  label: string;
  value: ReactNode;
  tone?: 'price' | 'urgent';
  testId?: string;
}

function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <ItemFacts>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <Value $tone={fact.tone} data-testid={fact.testId}>
            {fact.value}
          </Value>
        </div>
      ))}
    </ItemFacts>
  );
}

function isLiveAuction(value: unknown): value is LiveAuction {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Record<keyof LiveAuction, unknown>>;
  return (
    typeof v.bidCount === 'number' &&
    typeof v.expiry === 'number' &&
    typeof v.status === 'number' &&
    typeof v.startingBid === 'number'
  );
}

function isLiveSummary(value: unknown): value is LiveSummary {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Record<keyof LiveSummary, unknown>>;
  return (
    typeof v.totalAmount === 'number' &&
    typeof v.totalBidCount === 'number' &&
    typeof v.totalAuctionsCount === 'number' &&
    typeof v.expiry === 'number'
  );
}

/** The row's auction as it stands: the live value once it has come, the list's row before. */
export function auctionNow(row: WatchedAuctionRow, live: unknown): WatchedAuctionRow {
  if (!isLiveAuction(live)) return row;
  return {
    ...row,
    status: live.status,
    bidCount: live.bidCount,
    currentAmount: live.bidCount > 0 && live.currentBid ? live.currentBid.amount : live.startingBid,
    endingTime: live.expiry,
    sealed: live.currentBid?.sealed === true || live.status === AUCTION_STATUS.expired,
  };
}

/** The row's group as it stands: its live totals once they have come. */
export function groupNow(row: WatchedGroupRow, live: unknown): WatchedGroupRow {
  if (!isLiveSummary(live)) return row;
  return {
    ...row,
    totalAmount: live.totalAmount,
    totalBidCount: live.totalBidCount,
    auctionCount: live.totalAuctionsCount,
    endingTime: live.expiry,
  };
}

/** The row's 96 px square photo: the two smallest WebP copies cover every screen density. */
const THUMB = { sizes: '96px', widths: [160, 320] } as const;

interface RowProps {
  onRemove: (row: WatchRow, event: MouseEvent<HTMLButtonElement>) => void;
}

function RowFrame({
  row,
  to,
  kind,
  status,
  facts,
  onRemove,
}: RowProps & {
  row: WatchRow;
  to: string;
  kind: string;
  status: ReactNode;
  facts: readonly Fact[];
}) {
  return (
    <ItemRow data-testid="watch-row" data-kind={row.kind}>
      <ItemPhoto>
        <FallbackImage
          {...(row.photo ? responsiveImage(row.photo, THUMB) : { src: undefined })}
          width={96}
          height={96}
          alt={row.name}
          loading="lazy"
          decoding="async"
        />
      </ItemPhoto>
      <ItemBody>
        <Head>
          <ItemTitle to={to}>{row.name}</ItemTitle>
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            aria-label={`${messages.watchlist.unwatch}: ${row.name}`}
            onClick={(event) => onRemove(row, event)}
            data-testid="unwatch"
          >
            {messages.watchlist.unwatch}
          </Button>
        </Head>
        <Tags>
          <Kind>{kind}</Kind>
          {status}
        </Tags>
        <FactList facts={facts} />
      </ItemBody>
    </ItemRow>
  );
}

function AuctionItem({ row, onRemove }: RowProps & { row: WatchedAuctionRow }) {
  const live = useLive<unknown>(liveAuctionPath(row.auctionId));
  const now = useServerClock();
  const auction = auctionNow(row, live);
  const cancelled = auction.status === AUCTION_STATUS.cancelled;
  const closed = cancelled || auction.sealed || auction.status === AUCTION_STATUS.expired;
  // A closed auction has ended by now at the latest, whatever its end time says.
  const expiry = closed ? Math.min(auction.endingTime, now) : auction.endingTime;
  const time = auctionTimeStatus(expiry, now);
  return (
    <RowFrame
      row={row}
      to={`/acik-arttirmalar/${encodeURIComponent(row.auctionId)}`}
      kind={messages.watchlist.kindAuction}
      status={
        <StatusDot
          status={cancelled ? 'expired' : time.status}
          label={cancelled ? messages.auctions.cancelled : time.label}
        />
      }
      facts={[
        {
          label: messages.auctions.currentBid,
          value: formatMoney(auction.currentAmount),
          tone: 'price',
          testId: 'watch-price',
        },
        { label: messages.auctions.bidCount, value: auction.bidCount, testId: 'watch-bid-count' },
        {
          label: messages.auctions.remainingTime,
          value: cancelled ? messages.auctions.cancelled : remainingTimeText(expiry, now),
          tone: !closed && isUrgent(expiry, now) ? 'urgent' : undefined,
        },
        { label: messages.auctions.endedAt, value: formatDateTime(auction.endingTime) },
      ]}
      onRemove={onRemove}
    />
  );
}

function GroupItem({ row, onRemove }: RowProps & { row: WatchedGroupRow }) {
  const live = useLive<unknown>(liveSummaryPath(row.groupId));
  const now = useServerClock();
  const group = groupNow(row, live);
  const time = auctionTimeStatus(group.endingTime, now);
  return (
    <RowFrame
      row={row}
      to={`/grup-ihaleler/${encodeURIComponent(row.groupId)}`}
      kind={messages.watchlist.kindGroup}
      status={<StatusDot status={time.status} label={time.label} />}
      facts={[
        {
          label: messages.groups.totalAmount,
          value: formatMoney(group.totalAmount),
          tone: 'price',
          testId: 'watch-price',
        },
        {
          label: messages.groups.totalBidCount,
          value: group.totalBidCount,
          testId: 'watch-bid-count',
        },
        { label: messages.groups.auctionCount, value: group.auctionCount },
        {
          label: messages.auctions.remainingTime,
          value: remainingTimeText(group.endingTime, now),
          tone: isUrgent(group.endingTime, now) ? 'urgent' : undefined,
        },
      ]}
      onRemove={onRemove}
    />
  );
}

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
