import { formatMoney, IMAGE_SIZES } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import styled from 'styled-components';
import type { ContainerRow } from '../api/list-containers';
import { type ContainerKind, containerPath } from '../container-kind';
import { CardFrame, GROUP_PHOTO_RATIO } from './card-frame';
import { type CardStat, CardStats } from './card-stats';
import { LiveStatusDot } from './live-time';
import { WatchButton } from './watch-button';

const ArchiveLabel = styled.span`
  display: inline-block;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

/** Status, time and totals of a running group; an archived one shows its child counts. */
export function containerStats(container: ContainerRow, kind: ContainerKind): CardStat[] {
  const stats: CardStat[] = [
    { label: messages.groups.auctionCount, value: container.totalAuctionsCount },
    { label: messages.groups.totalBidCount, value: container.totalBidCount },
    {
      label: messages.groups.totalAmount,
      value: formatMoney(container.totalAmount),
      tone: 'price',
    },
  ];
  if (kind === 'archive') {
    stats.push({ label: messages.groups.childCount, value: container.childCount });
  } else {
    stats.push({
      label: messages.auctions.remainingTime,
      countdown: { expiry: container.expiry },
      testId: 'remaining-time',
    });
  }
  return stats;
}

/** SPEC §2 group card: in the archive it is labelled 'Arşiv' and shows child counts. */
export function GroupCard({
  container,
  kind,
  sizes = IMAGE_SIZES.groupCard,
  priority = false,
}: {
  container: ContainerRow;
  kind: ContainerKind;
  /** How wide the photo is drawn: the grid it sits in decides. */
  sizes?: string;
  /** The first card of a list page: its photo is the page's largest picture. */
  priority?: boolean;
}) {
  const path = containerPath(kind, container.id);
  return (
    <CardFrame
      testId="group-card"
      to={path}
      title={container.name}
      photo={container.photo}
      ratio={GROUP_PHOTO_RATIO}
      sizes={sizes}
      priority={priority}
      badge={
        kind === 'archive' ? (
          <ArchiveLabel>{messages.archive.label}</ArchiveLabel>
        ) : (
          <LiveStatusDot expiry={container.expiry} />
        )
      }
      overlay={
        // A running group is watched whole; the archive's are over.
        kind === 'groups' ? (
          <WatchButton
            kind="group"
            id={container.id}
            name={container.name}
            batched
            placement="overlay"
          />
        ) : null
      }
      action={messages.groups.goToGroup}
    >
      <CardStats stats={containerStats(container, kind)} />
    </CardFrame>
  );
}
