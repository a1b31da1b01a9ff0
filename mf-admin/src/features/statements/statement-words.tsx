import type {
  BuyerStatementLine,
  BuyerStatementSummary,
  SaleRef,
  StatementParty,
} from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n/full';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { ButtonRow, StatusBadge } from '../../ui';
import { toTurkeyInput } from '../../ui/turkey-time';

// Words, badges and addresses the statement pages share.

export const SETTLEMENT_ROOT = '/yonetim/hesaplar';
export const salePath = (sale: Pick<SaleRef, 'kind' | 'id'>) =>
  `${SETTLEMENT_ROOT}/${sale.kind}/${sale.id}`;
export const buyerStatementPath = (id: string) => `/yonetim/alim-belgeleri/${id}`;
export const sellerStatementPath = (id: string) => `/yonetim/satici-belgeleri/${id}`;

export const kindWord = { group: t.kindGroup, hall: t.kindHall, auction: t.kindAuction };
export const methodWord = { transfer: t.methodTransfer, cash: t.methodCash, card: t.methodCard };

/** A buyer or seller by name, or a hall buyer without an account by paddle. */
export function partyName(party: StatementParty): string {
  if (party.uid === null && party.paddle !== null) return fill(t.paddle, { paddle: party.paddle });
  return party.username ? `${party.fullname} (${party.username})` : party.fullname;
}

/** A buyer's statement's state, and 'Gecikmiş' beside it when overdue. */
export function BuyerStateBadges({ statement }: { statement: BuyerStatementSummary }) {
  const badge =
    statement.state === 'paid' ? (
      <StatusBadge tone="success">{t.statePaid}</StatusBadge>
    ) : statement.state === 'cancelled' ? (
      <StatusBadge tone="neutral">{t.stateCancelled}</StatusBadge>
    ) : (
      <StatusBadge tone="warning">{t.stateOpen}</StatusBadge>
    );
  return (
    <ButtonRow $gap="xxs" data-testid="statement-state">
      {badge}
      {statement.overdue ? <StatusBadge tone="danger">{t.overdue}</StatusBadge> : null}
    </ButtonRow>
  );
}

/** A seller's payout, as a badge. */
export function PayoutBadge({ paidOutAt }: { paidOutAt: number | null }) {
  return paidOutAt === null ? (
    <StatusBadge tone="warning">{t.notPaidOut}</StatusBadge>
  ) : (
    <StatusBadge tone="success">{fill(t.paidOutOn, { date: formatDate(paidOutAt) })}</StatusBadge>
  );
}

/** Where a won lot is on its way to the buyer. */
export function deliveryText(line: BuyerStatementLine): string {
  const { delivery } = line;
  const date = delivery.deliveredAt === null ? '' : formatDate(delivery.deliveredAt);
  if (delivery.method === 'pickup') {
    return delivery.deliveredAt === null
      ? t.deliveryPickupWaiting
      : fill(t.deliveryPickedUp, { name: delivery.pickedUpBy ?? '', date });
  }
  if (delivery.method === 'cargo') {
    return delivery.deliveredAt === null
      ? fill(t.deliveryCargoWaiting, { carrier: delivery.carrier ?? '' })
      : fill(t.deliveryCargoSent, {
          carrier: delivery.carrier ?? '',
          tracking: delivery.trackingNumber ?? '',
          date,
        });
  }
  return t.deliveryNone;
}

/** Today in Turkey ('2026-11-28'), the day a form offers first. */
export function turkeyToday(): string {
  return turkeyDayOf(Date.now());
}

/** The day in Turkey ('2026-11-28') of a moment. */
export function turkeyDayOf(ms: number): string {
  return toTurkeyInput(ms).slice(0, 10);
}
