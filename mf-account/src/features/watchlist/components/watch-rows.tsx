import {
  auctionTimeStatus,
  formatDateTime,
  formatMoney,
  isUrgent,
  remainingTimeText,
  responsiveImage,
} from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { useLive } from '@kanat/shared/live';
import { AUCTION_STATUS } from '@kanat/shared/rules';
import { useServerClock } from '@kanat/shared/session';
import { Button, FallbackImage, StatusDot } from '@kanat/shared/ui';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { ItemBody, ItemFacts, ItemPhoto, ItemRow, ItemTitle } from '../../../components/item-rows';
import { liveAuctionPath, liveSummaryPath } from '../api/live-values';
import type { WatchedAuctionRow, WatchedGroupRow, WatchRow } from '../api/my-watches';
import { auctionNow, groupNow } from '../live-rows';

// One row of the watchlist: an auction or a group, its facts as they stand live, and the
// button that takes it off the list.

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

/** The row's 96 px square photo: the two smallest WebP copies cover every screen density. */
const THUMB = { sizes: '96px', widths: [160, 320] } as const;

export interface RowProps {
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

export function AuctionItem({ row, onRemove }: RowProps & { row: WatchedAuctionRow }) {
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

export function GroupItem({ row, onRemove }: RowProps & { row: WatchedGroupRow }) {
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
