import { auctionTimeStatus, IMAGE_SIZES } from '@kanat/shared/format';
import { messages, pageTitle } from '@kanat/shared/i18n';
import { records } from '@kanat/shared/i18n/lazy';
import { useServerClockValue } from '@kanat/shared/session';
import {
  Card,
  EmptyState,
  ErrorState,
  FallbackImage,
  LinkButton,
  loadingRegion,
  media,
  PageSection,
  PageTitle,
  Skeleton,
  useDocumentTitle,
} from '@kanat/shared/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SectionLink } from '../../../page-parts/section-link';
import type { ContainerDetail } from '../api/get-container';
import { type AuctionListFilters, HOME_AUCTIONS_COUNT } from '../api/list-auctions';
import type { ContainerListFilters } from '../api/list-containers';
import { type ContainerKind, containerKinds } from '../container-kind';
import { useContainer } from '../hooks/use-container';
import { AuctionGrid } from './auction-grid';
import { BackLink } from './back-link';
import { boxAttributes, GROUP_PHOTO_RATIO, photoAttributes } from './card-frame';
import { CardSkeletons, StatsSkeleton, StatusSkeleton, TextLine } from './card-skeletons';
import { CardStats } from './card-stats';
import { containerStats } from './group-card';
import { GroupGrid } from './group-grid';
import {
  GroupResults,
  LotOrderSelect,
  LotOrderStandIn,
  lotOrderFilters,
  useLotOrder,
} from './group-results';
import { LiveStatusDot } from './live-time';
import { PreviewBanner } from './preview-banner';
import { LotsWaitForStart, UpcomingGroupActions } from './upcoming-group';
import { WatchButton, WatchButtonStandIn } from './watch-button';

const Header = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: ${({ theme }) => theme.space.xl}px;

  ${media.up('auctionPhotos')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Photo = styled.div`
  aspect-ratio: ${GROUP_PHOTO_RATIO};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;

  p {
    white-space: pre-line;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ArchiveLabel = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

const ChildrenTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl}px;
  color: ${({ theme }) => theme.colors.brand};
`;

function ContainerHeader({ container, kind }: { container: ContainerDetail; kind: ContainerKind }) {
  // The header redraws when the group ends; the countdown and the dot tick on their own.
  const expired = useServerClockValue(
    (now) => auctionTimeStatus(container.expiry, now).status === 'expired',
  );
  const upcoming = useNotStarted(container);
  return (
    <Header $padded data-testid="container-summary">
      <Photo>
        {/* The page's largest picture: fetched at once and first. */}
        <FallbackImage
          {...photoAttributes(container.photo, IMAGE_SIZES.groupDetail, true)}
          {...boxAttributes(GROUP_PHOTO_RATIO)}
          alt={container.name}
        />
      </Photo>
      <Summary>
        <PageTitle>{container.name}</PageTitle>
        {kind === 'archive' ? (
          <ArchiveLabel>{messages.archive.label}</ArchiveLabel>
        ) : (
          <LiveStatusDot expiry={container.expiry} />
        )}
        {kind === 'groups' ? (
          <WatchButton kind="group" id={container.id} name={container.name} />
        ) : null}
        {container.description ? <p>{container.description}</p> : null}
        {upcoming && kind === 'groups' ? <UpcomingGroupActions container={container} /> : null}
        <CardStats stats={containerStats(container, kind)} />
        <GroupResults container={container} ended={kind === 'archive' || expired} />
        {kind === 'archive' || expired ? (
          <SectionLink to={`/arsiv/${container.id}/rapor`}>{records.reportLink}</SectionLink>
        ) : null}
      </Summary>
    </Header>
  );
}

/** The header's shape and the list's stand-ins while the group loads. */
function GroupDetailSkeleton({ kind }: { kind: ContainerKind }) {
  return (
    <div {...loadingRegion} data-testid="detail-skeleton">
      <Header $padded>
        <Photo>
          <Skeleton $height="100%" $radius="md" />
        </Photo>
        <Summary>
          <PageTitle>
            <TextLine width="60%" />
          </PageTitle>
          <StatusSkeleton />
          {kind === 'groups' ? <WatchButtonStandIn /> : null}
          <p>
            <TextLine width="85%" />
          </p>
          <StatsSkeleton rows={4} />
        </Summary>
      </Header>
      <ChildrenTitle>
        <TextLine width="10em" />
      </ChildrenTitle>
      <LotOrderStandIn />
      <CardSkeletons count={HOME_AUCTIONS_COUNT} />
    </div>
  );
}

/** True until a final group's bidding opens (by the server's clock; redraws when it does). */
function useNotStarted(container: ContainerDetail): boolean {
  return useServerClockValue((now) => container.isFinalContainer && now < container.startedOn);
}

/** A final container lists its auctions; any other lists its child groups. */
function ContainerChildren({
  container,
  kind,
}: {
  container: ContainerDetail;
  kind: ContainerKind;
}) {
  const upcoming = useNotStarted(container);
  const { order, setOrder } = useLotOrder();
  const auctionFilters = useMemo<AuctionListFilters>(
    () => ({ group: container.id, ...lotOrderFilters(order) }),
    [container.id, order],
  );
  const groupFilters = useMemo<ContainerListFilters>(
    () => ({ parent: container.id, orderBy: 'expiry', orderDir: 'desc' }),
    [container.id],
  );
  if (container.isFinalContainer) {
    return (
      <section>
        <ChildrenTitle>{messages.auctions.title}</ChildrenTitle>
        {upcoming && !container.lotsBeforeStart ? (
          <LotsWaitForStart startedOn={container.startedOn} />
        ) : (
          <>
            <LotOrderSelect value={order} onChange={setOrder} />
            <AuctionGrid filters={auctionFilters} expectedCount={container.totalAuctionsCount} />
          </>
        )}
      </section>
    );
  }
  return (
    <section>
      <ChildrenTitle>{containerKinds[kind].title}</ChildrenTitle>
      <GroupGrid kind={kind} filters={groupFilters} expectedCount={container.childCount} />
    </section>
  );
}

/** /grup-ihaleler/:id and /arsiv/:id. */
export function GroupDetailPage({ kind }: { kind: ContainerKind }) {
  const { id = '' } = useParams();
  const { status, retry, container } = useContainer(id);
  const info = containerKinds[kind];
  // An archived group reached through a group link still reads as the archive.
  const shownKind: ContainerKind = container?.archived ? 'archive' : kind;
  const missing = status === 'ready' && container === null;
  // The group's name, or the not-found title, as the server writes them (page-head.ts).
  useDocumentTitle(
    container ? pageTitle(container.name) : missing ? pageTitle(messages.notFound.title) : null,
  );
  return (
    <PageSection data-testid={`${kind}-detail-page`}>
      <BackLink to={info.root} label={info.title} />
      {status === 'loading' ? <GroupDetailSkeleton kind={kind} /> : null}
      {status === 'failed' ? <ErrorState onRetry={retry} data-testid="detail-error" /> : null}
      {missing ? (
        <EmptyState
          title={info.emptyText}
          action={<LinkButton to={info.root}>{info.title}</LinkButton>}
        />
      ) : null}
      {container ? (
        <>
          <PreviewBanner preview={container.preview} />
          <ContainerHeader container={container} kind={shownKind} />
          <ContainerChildren container={container} kind={shownKind} />
        </>
      ) : null}
    </PageSection>
  );
}
