import { formatMoney, IMAGE_SIZES } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import styled from 'styled-components';
import { AUCTION_STATUS, type AuctionRow } from '../api/list-auctions';
import { CardFrame } from './card-frame';
import { CardStats } from './card-stats';
import { LiveStatusDot } from './live-time';
import { WatchButton } from './watch-button';

export const Owner = styled.p`
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

/** Sealed (status 3) with a bid, the lot sold; its price is the hammer price. */
export function isSold(auction: AuctionRow): boolean {
  return (
    auction.status === AUCTION_STATUS.expired && auction.bidCount > 0 && auction.currentBid !== null
  );
}

/** A sealed (status 3) auction has ended by now at the latest, whatever its ending time says. */
export function auctionClosed(auction: AuctionRow): boolean {
  return auction.status === AUCTION_STATUS.expired || auction.currentBid?.sealed === true;
}

/**
 * SPEC §2 auction card; the remaining time ticks every second on the server clock, and only
 * the time's text and the status dot are redrawn by the clock, never the card.
 */
export function AuctionCard({
  auction,
  sizes = IMAGE_SIZES.auctionCard,
  priority = false,
}: {
  auction: AuctionRow;
  /** How wide the photo is drawn: the grid it sits in decides. */
  sizes?: string;
  /** The first card of a list page: its photo is the page's largest picture. */
  priority?: boolean;
}) {
  const closed = auctionClosed(auction);
  const path = auctionPath(auction.id);
  return (
    <CardFrame
      testId="auction-card"
      to={path}
      title={auction.name}
      photo={auction.photo}
      sizes={sizes}
      priority={priority}
      badge={<LiveStatusDot expiry={auction.endingTime} closed={closed} />}
      overlay={
        <WatchButton
          kind="auction"
          id={auction.id}
          name={auction.name}
          batched
          placement="overlay"
        />
      }
      action={messages.auctions.goToDetail}
    >
      <Owner>
        {messages.auctions.owner}: {auction.ownerFullName}
      </Owner>
      <CardStats
        stats={[
          { label: messages.auctions.bidCount, value: auction.bidCount },
          {
            label: isSold(auction) ? messages.auctions.hammerPrice : messages.auctions.price,
            value: formatMoney(auctionPrice(auction)),
            tone: 'price',
            testId: isSold(auction) ? 'hammer-price' : undefined,
          },
          {
            label: messages.auctions.remainingTime,
            countdown: { expiry: auction.endingTime, closed },
            testId: 'remaining-time',
          },
        ]}
      />
    </CardFrame>
  );
}
