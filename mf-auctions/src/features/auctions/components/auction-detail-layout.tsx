import { Card, loadingRegion, media, PageTitle, Skeleton } from '@kanat/shared/ui';
import styled from 'styled-components';
import { EmptyPhoto } from './auction-photos';
import { StatsSkeleton, StatusSkeleton, TextLine } from './card-skeletons';
import { WatchButtonStandIn } from './watch-button';

// The auction page's frame: where the photos, the details and the parts below them go, and the
// same frame as it stands while the auction loads.

/** SPEC §9: photos beside the details from 950 px, above them below that. */
export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  grid-template-columns: minmax(0, 1fr);

  ${media.up('auctionPhotos')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Info = styled(Card)`
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Below = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  grid-template-columns: minmax(0, 1fr);
  margin-top: ${({ theme }) => theme.space.xl}px;

  ${media.up('auctionPhotos')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }

  h2 {
    font-size: ${({ theme }) => theme.typography.size.xl}px;
    color: ${({ theme }) => theme.colors.brand};
  }
  h2 + * + h2 {
    margin-top: ${({ theme }) => theme.space.lg}px;
  }
`;

/**
 * A part of Below as wide as the page (the pedigree chart): after the pigeon's details on a
 * phone, under both columns (the details and the bids) from the photos' breakpoint.
 */
export const BelowWide = styled.div`
  display: grid;
  min-width: 0;

  ${media.up('auctionPhotos')} {
    grid-column: 1 / -1;
    grid-row: 2;
  }
`;

/**
 * The bid form as a guest sees it (choice of bid type, field, sign-in note, button, the
 * soft-close rule): its notes take more lines on a phone.
 */
const BidFormStandIn = styled(Skeleton)`
  height: 470px;

  ${media.up('mobile')} {
    height: 387px;
  }
`;

/**
 * The page's shape while it loads: the photo box exactly where the photo comes, the details
 * card about as tall as the details, so the page does not jump when they arrive.
 */
export function AuctionDetailSkeleton() {
  return (
    <div {...loadingRegion} data-testid="detail-skeleton">
      <Layout>
        <EmptyPhoto>
          <Skeleton $height="100%" $radius="lg" />
        </EmptyPhoto>
        <Info $padded>
          <PageTitle>
            <TextLine width="60%" />
          </PageTitle>
          <StatusSkeleton />
          <WatchButtonStandIn />
          <StatsSkeleton rows={6} />
          <BidFormStandIn $radius="md" />
        </Info>
      </Layout>
      <Below>
        <section>
          <h2>
            <TextLine width="8em" />
          </h2>
          <Card $padded>
            <StatsSkeleton rows={5} />
          </Card>
        </section>
      </Below>
    </div>
  );
}
