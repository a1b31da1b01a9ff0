import type { AdminLotRow } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { reservePrice as reserveTexts } from '@kanat/shared/i18n/lazy';
import { StatusBadge } from '../../../ui';

const text = messages.adminAuctions;

/** A lot's state as a badge: running, sold, unsold (below its reserve too) or cancelled. */
export function LotState({
  lot,
}: {
  lot: Pick<AdminLotRow, 'status' | 'bidCount' | 'reserveUnmet'>;
}) {
  if (lot.status === 4) return <StatusBadge tone="danger">{text.stateCancelled}</StatusBadge>;
  if (lot.status === 2) return <StatusBadge tone="info">{text.stateOngoing}</StatusBadge>;
  if (lot.reserveUnmet) return <StatusBadge tone="neutral">{reserveTexts.resultUnmet}</StatusBadge>;
  return lot.bidCount > 0 ? (
    <StatusBadge tone="success">{text.stateSold}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{text.stateUnsold}</StatusBadge>
  );
}
