import type { AdminHallBid, HallCall } from '@kanat/shared/contracts';
import { formatDateTime, formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { PlainList } from '@kanat/shared/ui';
import styled from 'styled-components';
import { type ConsoleColumn, DataTable } from '../../../ui';

const text = messages.adminHallConsole;
const calls = messages.hallFloor.calls;

const Undone = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: line-through;
`;

const CallItem = styled.li`
  padding: ${({ theme }) => theme.space.xxs}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const bidColumns: readonly ConsoleColumn<AdminHallBid>[] = [
  {
    key: 'amount',
    header: text.bidAmount,
    primary: true,
    align: 'right',
    render: (bid) =>
      bid.undone ? <Undone>{formatMoney(bid.amount)}</Undone> : formatMoney(bid.amount),
  },
  {
    key: 'who',
    header: text.bidWho,
    render: (bid) => {
      const kind = text.bidKind[bid.kind];
      const who = bid.kind === 'floor' ? bid.paddle : bid.username;
      return who === null ? kind : `${kind}: ${who}`;
    },
  },
  { key: 'at', header: text.bidAt, render: (bid) => formatDateTime(bid.at) },
  {
    key: 'undone',
    header: text.status,
    render: (bid) => (bid.undone ? fill(text.bidUndone, { reason: bid.undoReason ?? '' }) : ''),
  },
];

/** The current lot's bids, newest first; an undone bid stays, struck through with its reason. */
export function BidList({ bids }: { bids: readonly AdminHallBid[] }) {
  return (
    <DataTable
      caption={text.bids}
      columns={bidColumns}
      rows={[...bids]}
      rowKey={(bid) => String(bid.id)}
      empty={text.noBids}
      data-testid="hall-bids"
    />
  );
}

const money = (value: unknown) => (typeof value === 'number' ? formatMoney(value) : '');

/** A call as the room hears it (the public texts of the hall floor). */
export function callText(call: HallCall): string {
  const data = call.data;
  switch (call.kind) {
    case 'opened':
      return fill(calls.opened, {
        position: String(data.position ?? ''),
        tagNum: String(data.tagNum ?? ''),
        price: money(data.price),
      });
    case 'warning':
      return fill(calls.warning, { price: money(data.price) });
    case 'sold':
      return fill(calls.sold, { price: money(data.price) });
    case 'passed':
      return calls.passed;
    case 'undo':
      return fill(calls.undo, { price: money(data.price), reason: String(data.reason ?? '') });
    case 'step':
      return data.step === null || data.step === undefined
        ? calls.stepDefault
        : fill(calls.step, { step: money(data.step) });
    default:
      return call.kind;
  }
}

/** The last calls, newest first. */
export function CallList({ list }: { list: readonly HallCall[] }) {
  return (
    <section aria-label={text.calls}>
      <h3>{text.calls}</h3>
      {list.length === 0 ? (
        <p>{text.noCalls}</p>
      ) : (
        <PlainList $gap="xxs" data-testid="hall-calls">
          {[...list].reverse().map((call) => (
            <CallItem key={call.id}>{callText(call)}</CallItem>
          ))}
        </PlainList>
      )}
    </section>
  );
}
