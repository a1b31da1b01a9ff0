import {
  type AuctionTimeStatusName,
  auctionTimeStatus,
  isUrgent,
  remainingTimeText,
} from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { useServerClockValue } from '@kanat/shared/session';
import { StatusDot } from '@kanat/shared/ui';

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
  const status = useServerClockValue((now) => auctionTimeStatus(expiryAt(props, now), now).status);
  return <StatusDot status={status} label={statusLabels[status]} />;
}

/**
 * The remaining time and whether it is under an hour (SPEC §4), ticking every second
 * (SPEC §9): the component that reads it redraws when the text changes, nothing around it.
 */
export function useRemainingTime(props: LiveTimeProps): { text: string; urgent: boolean } {
  const text = useServerClockValue((now) => remainingTimeText(expiryAt(props, now), now));
  const urgent = useServerClockValue((now) => isUrgent(expiryAt(props, now), now));
  return { text, urgent };
}
