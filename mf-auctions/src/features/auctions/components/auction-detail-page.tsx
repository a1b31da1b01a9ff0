import { openImageViewer } from '@kanat/shared/events';
import {
  auctionTimeStatus,
  formatDateTime,
  formatMoney,
  isUrgent,
  minNextBid,
  remainingTimeText,
} from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { useServerClock, useSession } from '@kanat/shared/session';
import {
  Card,
  EmptyState,
  ErrorState,
  FallbackImage,
  LinkButton,
  LoadingBlock,
  media,
  PageSection,
  PageTitle,
  StatusDot,
} from '@kanat/shared/ui';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AuctionRow } from '../api/list-auctions';
import { useAuction } from '../hooks/use-auction';
import { auctionExpiry, auctionPrice } from './auction-card';
import { BackLink } from './back-link';
import { CardStats } from './card-stats';

const LIST_PATH = '/acik-arttirmalar';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  grid-template-columns: minmax(0, 1fr);

  ${media.up('auctionPhotos')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const PhotoButton = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: zoom-in;

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const PhotoFrame = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Info = styled(Card)`
  gap: ${({ theme }) => theme.space.md}px;
`;

const Result = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Description = styled.section`
  margin-top: ${({ theme }) => theme.space.xl}px;

  h2 {
    font-size: ${({ theme }) => theme.typography.size.xl}px;
    color: ${({ theme }) => theme.colors.brand};
  }
  p {
    white-space: pre-line;
  }
`;

/** SPEC §2 after expiry: no bids, the last bid is mine, or it is someone else's. */
function resultText(auction: AuctionRow, uid: string | null): string {
  if (auction.bidCount === 0 || !auction.currentBid?.bidder) return messages.auctions.resultNoBids;
  return auction.currentBid.bidder === uid
    ? messages.auctions.resultMine
    : messages.auctions.resultOther;
}

function AuctionDetail({ auction }: { auction: AuctionRow }) {
  const now = useServerClock();
  const { user } = useSession();
  const expiry = auctionExpiry(auction, now);
  const status = auctionTimeStatus(expiry, now);
  const running = status.status === 'continues' || status.status === 'almost_done';
  const price = auctionPrice(auction);
  const nextBid = auction.bidCount > 0 ? minNextBid(price) : auction.startingBid;

  return (
    <>
      <Layout>
        {auction.photo ? (
          <PhotoButton
            type="button"
            aria-label={auction.name}
            onClick={() => openImageViewer(auction.photo ? [auction.photo] : [])}
          >
            <FallbackImage src={auction.photo} alt={auction.name} />
          </PhotoButton>
        ) : (
          <PhotoFrame>
            <FallbackImage src={undefined} alt={auction.name} />
          </PhotoFrame>
        )}
        <Info $padded>
          <PageTitle>{auction.name}</PageTitle>
          <StatusDot status={status.status} label={status.label} />
          <CardStats
            stats={[
              { label: messages.auctions.owner, value: auction.ownerFullName },
              { label: messages.auctions.startingBid, value: formatMoney(auction.startingBid) },
              { label: messages.auctions.currentBid, value: formatMoney(price), tone: 'price' },
              { label: messages.auctions.bidCount, value: auction.bidCount },
              {
                label: messages.auctions.remainingTime,
                value: remainingTimeText(expiry, now),
                tone: isUrgent(expiry, now) ? 'urgent' : undefined,
                testId: 'remaining-time',
              },
              { label: messages.auctions.endedAt, value: formatDateTime(auction.endingTime) },
            ]}
          />
          {running ? (
            <Result>{fill(messages.bid.minimum, { amount: formatMoney(nextBid) })}</Result>
          ) : (
            <Result data-testid="auction-result">{resultText(auction, user?.uid ?? null)}</Result>
          )}
        </Info>
      </Layout>
      {auction.description ? (
        <Description>
          <h2>{messages.auctions.description}</h2>
          <p>{auction.description}</p>
        </Description>
      ) : null}
    </>
  );
}

/** /acik-arttirmalar/:id. */
export function AuctionDetailPage() {
  const { id = '' } = useParams();
  const auction = useAuction(id);
  return (
    <PageSection data-testid="auction-detail-page">
      <BackLink to={LIST_PATH} label={messages.auctions.title} />
      {auction.status === 'loading' ? <LoadingBlock /> : null}
      {auction.status === 'failed' ? (
        <ErrorState onRetry={auction.retry} data-testid="detail-error" />
      ) : null}
      {auction.status === 'ready' && auction.data === null ? (
        <EmptyState
          title={messages.auctions.notFound}
          action={<LinkButton to={LIST_PATH}>{messages.auctions.title}</LinkButton>}
        />
      ) : null}
      {auction.status === 'ready' && auction.data ? <AuctionDetail auction={auction.data} /> : null}
    </PageSection>
  );
}
