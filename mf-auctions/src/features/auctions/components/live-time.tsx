import {
  type AuctionTimeStatusName,
  auctionTimeStatus,
  isUrgent,
  remainingTimeText,
} from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { useServerClockValue } from '@kanat/shared/session';
import { StatusDot } from '@kanat/shared/ui';
import styled from 'styled-components';

/** When a card's time runs out: `closed` (sealed) means it has ended by now at the latest. */
export interface LiveTimeProps {
  expiry: number | null;
  closed?: boolean;
}

const expiryAt = ({ expiry, closed }: LiveTimeProps, now: number) =>
  closed && expiry !== null ? Math.min(expiry, now) : expiry;

const statusLabels: Record<AuctionTimeStatusName, string> = {
  continues: messages.auctions.statusContinues,
  almost_done: messages.auctions.statusAlmostDone,
  expired: messages.auctions.statusExpired,
  loading: messages.auctions.statusLoading,
};

/** The SPEC §4 status dot of a card, redrawn only when the status itself changes. */
export function LiveStatusDot(props: LiveTimeProps) {
  const status = useServerClockValue(
    (now) => auctionTimeStatus(expiryAt(props, now), now).status,
  );
  return <StatusDot status={status} label={statusLabels[status]} />;
}

const TimeText = styled.span<{ $urgent: boolean }>`
  color: ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : 'inherit')};
`;

/**
 * The remaining time, ticking every second (SPEC §9): only this text is redrawn, red under
 * an hour (SPEC §4).
 */
export function RemainingTime(props: LiveTimeProps) {
  const text = useServerClockValue((now) => remainingTimeText(expiryAt(props, now), now));
  const urgent = useServerClockValue((now) => isUrgent(expiryAt(props, now), now));
  return <TimeText $urgent={urgent}>{text}</TimeText>;
}
