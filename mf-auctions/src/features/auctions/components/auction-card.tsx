import { auctionTimeStatus, formatMoney, isUrgent, remainingTimeText } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { useServerClock } from '@kanat/shared/session';
import {
  Card,
  CardBody,
  CardFooter,
  CardMedia,
  CardTitle,
  FallbackImage,
  LinkButton,
  StatusDot,
} from '@kanat/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AUCTION_STATUS, type AuctionRow } from '../api/list-auctions';
import { CardStats } from './card-stats';

const DotBadge = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs}px;
  left: ${({ theme }) => theme.space.xs}px;
  padding: 2px ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const TitleLink = styled(Link)`
  color: inherit;
  &:hover {
    color: ${({ theme }) => theme.colors.teal};
  }
`;

const Owner = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function auctionPath(id: string): string {
  return `/acik-arttirmalar/${encodeURIComponent(id)}`;
}

/** The price shown: the current bid, or the starting bid while nobody has bid. */
export function auctionPrice(auction: AuctionRow): number {
  return auction.currentBid && auction.bidCount > 0
    ? auction.currentBid.amount
    : auction.startingBid;
}

/** A sealed (status 3) auction has ended by now at the latest, whatever its ending time says. */
export function auctionExpiry(auction: AuctionRow, now: number): number {
  const closed = auction.status === AUCTION_STATUS.expired || auction.currentBid?.sealed === true;
  return closed ? Math.min(auction.endingTime, now) : auction.endingTime;
}

/** SPEC §2 auction card; the remaining time ticks every second on the server clock. */
export function AuctionCard({ auction }: { auction: AuctionRow }) {
  const now = useServerClock();
  const expiry = auctionExpiry(auction, now);
  const status = auctionTimeStatus(expiry, now);
  const path = auctionPath(auction.id);
  return (
    <Card $interactive data-testid="auction-card">
      <CardMedia>
        <FallbackImage src={auction.photo ?? undefined} alt={auction.name} />
        <DotBadge>
          <StatusDot status={status.status} label={status.label} />
        </DotBadge>
      </CardMedia>
      <CardBody>
        <CardTitle>
          <TitleLink to={path}>{auction.name}</TitleLink>
        </CardTitle>
        <Owner>
          {messages.auctions.owner}: {auction.ownerFullName}
        </Owner>
        <CardStats
          stats={[
            { label: messages.auctions.bidCount, value: auction.bidCount },
            {
              label: messages.auctions.price,
              value: formatMoney(auctionPrice(auction)),
              tone: 'price',
            },
            {
              label: messages.auctions.remainingTime,
              value: remainingTimeText(expiry, now),
              tone: isUrgent(expiry, now) ? 'urgent' : undefined,
              testId: 'remaining-time',
            },
          ]}
        />
      </CardBody>
      <CardFooter>
        <LinkButton to={path} $variant="secondary" $size="sm" $block>
          {messages.auctions.goToDetail}
        </LinkButton>
      </CardFooter>
    </Card>
  );
}
