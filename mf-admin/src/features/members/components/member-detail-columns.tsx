import type {
  AuditEntryView,
  MemberBidView,
  MemberPigeonView,
  MemberWinView,
} from '@kanat/shared/contracts';
import { formatDateTime, formatMoney, padSerial } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { type ConsoleColumn, StatusBadge } from '../../../ui';

const t = messages.adminMembers;
const d = t.detail;

// The tables of one member's page: their pigeons, bids, wins and the audit history.

export const pigeonColumns: readonly ConsoleColumn<MemberPigeonView>[] = [
  { key: 'serial', header: d.serial, primary: true, render: (p) => padSerial(p.serial) },
  { key: 'tag', header: d.tagNum, render: (p) => p.tagNum },
  { key: 'state', header: d.pigeonState, render: (p) => p.state },
  {
    key: 'active',
    header: d.active,
    render: (p) =>
      p.active === 1 ? (
        <StatusBadge tone="success">{d.active}</StatusBadge>
      ) : (
        <StatusBadge tone="neutral">{d.passive}</StatusBadge>
      ),
  },
];

export const bidColumns: readonly ConsoleColumn<MemberBidView>[] = [
  { key: 'auction', header: d.auction, primary: true, render: (b) => b.auctionName },
  {
    key: 'amount',
    header: d.amount,
    align: 'right',
    render: (b) => (
      <>
        {formatMoney(b.amount)}
        {b.voided ? ` (${d.voided})` : null}
      </>
    ),
  },
  { key: 'time', header: d.time, render: (b) => formatDateTime(b.createdOn) },
];

export const winColumns: readonly ConsoleColumn<MemberWinView>[] = [
  { key: 'auction', header: d.auction, primary: true, render: (w) => w.auctionName },
  { key: 'price', header: d.price, align: 'right', render: (w) => formatMoney(w.price) },
  { key: 'ended', header: d.endedAt, render: (w) => formatDateTime(w.endedAt) },
  {
    key: 'paid',
    header: d.payment,
    render: (w) =>
      w.paidAt === null ? (
        <StatusBadge tone="warning">{d.unpaid}</StatusBadge>
      ) : (
        <StatusBadge tone="success">{d.paid}</StatusBadge>
      ),
  },
  {
    key: 'delivered',
    header: d.delivery,
    render: (w) =>
      w.deliveredAt === null ? (
        <StatusBadge tone="neutral">{d.undelivered}</StatusBadge>
      ) : (
        <StatusBadge tone="success">{d.delivered}</StatusBadge>
      ),
  },
];

export const historyColumns: readonly ConsoleColumn<AuditEntryView>[] = [
  {
    key: 'what',
    header: messages.adminMembers.auditLog.what,
    primary: true,
    render: (e) => e.summary,
  },
  { key: 'who', header: messages.adminMembers.auditLog.who, render: (e) => e.actorLabel },
  { key: 'when', header: messages.adminMembers.auditLog.when, render: (e) => formatDateTime(e.at) },
];
