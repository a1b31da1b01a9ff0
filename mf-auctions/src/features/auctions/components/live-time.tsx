import {
  type AuctionTimeStatusName,
  auctionTimeStatus,
  isUrgent,
  remainingTimeText,
} from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { useServerClockValue } from '@kanat/shared/session';
import { StatusDot } from '@kanat/shared/ui';
import { type RefObject, useRef } from 'react';

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

/**
 * The SPEC §4 status dot of a card, redrawn only when the status itself changes, and
 * following the clock only while it is near the screen.
 */
export function LiveStatusDot(props: LiveTimeProps) {
  const dot = useRef<HTMLSpanElement>(null);
  const status = useServerClockValue(
    (now) => auctionTimeStatus(expiryAt(props, now), now).status,
    dot,
  );
  return <StatusDot ref={dot} status={status} label={statusLabels[status]} />;
}

/**
 * The remaining time and whether it is under an hour (SPEC §4), ticking every second
 * (SPEC §9) while `near`, the element that shows it, is near the screen: the component that
 * reads it redraws when the text changes, nothing around it.
 */
export function useRemainingTime(
  props: LiveTimeProps,
  near: RefObject<Element | null>,
): { text: string; urgent: boolean } {
  const text = useServerClockValue((now) => remainingTimeText(expiryAt(props, now), now), near);
  const urgent = useServerClockValue((now) => isUrgent(expiryAt(props, now), now), near);
  return { text, urgent };
}
