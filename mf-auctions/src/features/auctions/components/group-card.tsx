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
import type { ContainerRow } from '../api/list-containers';
import { type ContainerKind, containerPath } from '../container-kind';
import { type CardStat, CardStats } from './card-stats';

const Badge = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs}px;
  left: ${({ theme }) => theme.space.xs}px;
  padding: 2px ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const ArchiveLabel = styled.span`
  display: inline-block;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

const TitleLink = styled(Link)`
  color: inherit;
  &:hover {
    color: ${({ theme }) => theme.colors.teal};
  }
`;

/** Status, time and totals of a running group; an archived one shows its child counts. */
export function containerStats(
  container: ContainerRow,
  kind: ContainerKind,
  now: number,
): CardStat[] {
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
      value: remainingTimeText(container.expiry, now),
      tone: isUrgent(container.expiry, now) ? 'urgent' : undefined,
      testId: 'remaining-time',
    });
  }
  return stats;
}

/** SPEC §2 group card: in the archive it is labelled 'Arşiv' and shows child counts. */
export function GroupCard({ container, kind }: { container: ContainerRow; kind: ContainerKind }) {
  const now = useServerClock();
  const status = auctionTimeStatus(container.expiry, now);
  const path = containerPath(kind, container.id);
  return (
    <Card $interactive data-testid="group-card">
      <CardMedia $ratio="16 / 9">
        <FallbackImage src={container.photo ?? undefined} alt={container.name} />
        <Badge>
          {kind === 'archive' ? (
            <ArchiveLabel>{messages.archive.label}</ArchiveLabel>
          ) : (
            <StatusDot status={status.status} label={status.label} />
          )}
        </Badge>
      </CardMedia>
      <CardBody>
        <CardTitle>
          <TitleLink to={path}>{container.name}</TitleLink>
        </CardTitle>
        <CardStats stats={containerStats(container, kind, now)} />
      </CardBody>
      <CardFooter>
        <LinkButton to={path} $variant="secondary" $size="sm" $block>
          {messages.groups.goToGroup}
        </LinkButton>
      </CardFooter>
    </Card>
  );
}
