import type { AdminLotBidView } from '@kanat/shared/contracts';
import { formatDateTime, formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button } from '@kanat/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ConsoleColumn } from '../../../ui';
import { memberPath } from '../trust-paths';

const texts = messages.adminTrust.lotBids;

/** How much of a device id the table shows: enough to tell two browsers apart. */
const DEVICE_ID_SHOWN = 8;

/** An annulled bid's words: struck through and muted, kept on record. */
const Struck = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stack = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
`;

const Reason = styled.span`
  max-width: 24rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  overflow-wrap: anywhere;
`;

const Device = styled.code`
  font-size: ${({ theme }) => theme.typography.size.xs}px;
`;

/** The columns of a lot's bids; `annul` given (the lot is running): a button per standing bid. */
export function bidColumns(
  annul?: (bid: AdminLotBidView) => void,
): ConsoleColumn<AdminLotBidView>[] {
  const columns: ConsoleColumn<AdminLotBidView>[] = [
    {
      key: 'bidder',
      header: texts.bidder,
      primary: true,
      render: (bid) => {
        const link = <Link to={memberPath(bid.userId)}>{bid.userName}</Link>;
        return bid.voided ? <Struck>{link}</Struck> : link;
      },
    },
    {
      key: 'amount',
      header: texts.amount,
      align: 'right',
      render: (bid) =>
        bid.voided ? (
          <Stack data-voided="true">
            <Struck>{formatMoney(bid.amount)}</Struck>
            <Reason>{fill(texts.annulled, { reason: bid.voidReason ?? '—' })}</Reason>
          </Stack>
        ) : (
          formatMoney(bid.amount)
        ),
    },
    {
      key: 'auto',
      header: texts.auto,
      render: (bid) => (bid.auto ? messages.common.yes : messages.common.no),
    },
    {
      key: 'device',
      header: texts.device,
      render: (bid) =>
        bid.deviceId ? (
          <Device title={bid.deviceId}>{bid.deviceId.slice(0, DEVICE_ID_SHOWN)}</Device>
        ) : (
          '—'
        ),
    },
    { key: 'time', header: texts.time, render: (bid) => formatDateTime(bid.createdOn) },
  ];
  if (annul === undefined) return columns;
  return [
    ...columns,
    {
      key: 'annul',
      // The lot's page is part of the groups section: its word for a row's buttons.
      header: messages.adminAuctions.actions,
      render: (bid) =>
        bid.voided ? null : (
          <Button $size="sm" $variant="secondary" onClick={() => annul(bid)}>
            {texts.annul}
          </Button>
        ),
    },
  ];
}
