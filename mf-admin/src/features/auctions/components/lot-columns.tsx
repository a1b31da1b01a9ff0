import type { AdminLotRow } from '@kanat/shared/contracts';
import { formatDateTime, formatMoney, padSerial } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { reservePrice as reserveTexts } from '@kanat/shared/i18n/lazy';
import { Button, LinkButton } from '@kanat/shared/ui';
import styled from 'styled-components';
import type { ConsoleColumn } from '../../../ui';
import { LotState } from './lot-state';

const text = messages.adminAuctions;

const Cover = styled.img`
  width: 48px;
  height: 48px;
  margin-right: ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  vertical-align: middle;
`;

const MoveCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  white-space: nowrap;
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs}px;
`;

/** What a lot row's buttons open. */
export interface LotActions {
  edit: (lot: AdminLotRow) => void;
  cancel: (lot: AdminLotRow) => void;
  ceiling: (lot: AdminLotRow) => void;
  /** Moves the lot one place up (-1) or down (+1) in the catalogue; absent: no moving. */
  move?: (lot: AdminLotRow, step: -1 | 1) => void;
}

/** A lot whose place is promised to its bidders: it has bids, or is over. */
const fixed = (lot: AdminLotRow) => lot.bidCount > 0 || lot.status !== 2;

/** The columns of a group's lot table, the lots numbered in their catalogue order. */
export function lotColumns(lots: readonly AdminLotRow[], actions: LotActions) {
  // The catalogue's lot numbers: the lots in the order they are listed (and end, staggered).
  const numbers = new Map(lots.map((lot, index) => [lot.id, index + 1]));
  const columns: ConsoleColumn<AdminLotRow>[] = [
    {
      key: 'number',
      header: text.lotNumber,
      align: 'right',
      render: (lot) => {
        const number = numbers.get(lot.id) ?? 0;
        const move = actions.move;
        if (move === undefined) return number;
        const above = lots[number - 2];
        const below = lots[number];
        return (
          <MoveCell>
            {number}
            <Button
              $variant="ghost"
              $size="sm"
              aria-label={fill(text.moveUp, { number })}
              disabled={fixed(lot) || above === undefined || fixed(above)}
              onClick={() => move(lot, -1)}
            >
              ↑
            </Button>
            <Button
              $variant="ghost"
              $size="sm"
              aria-label={fill(text.moveDown, { number })}
              disabled={fixed(lot) || below === undefined || fixed(below)}
              onClick={() => move(lot, 1)}
            >
              ↓
            </Button>
          </MoveCell>
        );
      },
    },
    {
      key: 'name',
      header: text.lotName,
      primary: true,
      render: (lot) => (
        <>
          {lot.cover ? <Cover src={lot.cover} alt="" loading="lazy" /> : null}
          {lot.name}
        </>
      ),
    },
    {
      key: 'pigeon',
      header: text.lotPigeon,
      render: (lot) => `${padSerial(lot.serial)} · ${lot.tagNum}`,
    },
    {
      key: 'start',
      header: text.lotStartingBid,
      align: 'right',
      render: (lot) =>
        lot.reservePrice === null ? (
          formatMoney(lot.startingBid)
        ) : (
          <>
            {formatMoney(lot.startingBid)}
            <br />
            <small>{fill(reserveTexts.column, { amount: formatMoney(lot.reservePrice) })}</small>
          </>
        ),
    },
    {
      key: 'current',
      header: text.lotCurrent,
      align: 'right',
      render: (lot) => formatMoney(lot.currentAmount),
    },
    { key: 'bids', header: text.lotBids, align: 'right', render: (lot) => lot.bidCount },
    { key: 'ends', header: text.lotEnds, render: (lot) => formatDateTime(lot.expiry) },
    {
      key: 'state',
      header: text.state,
      render: (lot) => (
        <span title={lot.cancelReason ?? undefined}>
          <LotState lot={lot} />
        </span>
      ),
    },
    {
      key: 'actions',
      header: text.actions,
      render: (lot) => (
        <RowActions>
          {lot.status === 4 ? null : (
            <>
              <Button $variant="secondary" $size="sm" onClick={() => actions.edit(lot)}>
                {text.editLot}
              </Button>
              {lot.status === 2 ? (
                <Button $variant="ghost" $size="sm" onClick={() => actions.ceiling(lot)}>
                  {text.bidCeiling}
                </Button>
              ) : null}
              <Button $variant="ghost" $size="sm" onClick={() => actions.cancel(lot)}>
                {text.cancelLot}
              </Button>
            </>
          )}
          {/* Every bid on the lot, where a clerk annuls one (the trust area's page). */}
          <LinkButton $variant="ghost" $size="sm" to={`/yonetim/teklifler/${lot.id}`}>
            {messages.adminTrust.lotBids.title}
          </LinkButton>
        </RowActions>
      ),
    },
  ];
  return columns;
}
