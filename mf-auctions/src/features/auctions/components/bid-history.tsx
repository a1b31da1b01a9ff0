import { formatDateTime, formatMoney, isoDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { VisuallyHidden } from '@kanat/shared/ui';
import { Table, TableScroller } from '@kanat/shared/ui/controls';
import styled from 'styled-components';
import type { BidRow } from '../api/get-auction';

/** SPEC §9: the history shows the last 10 bids. */
export const BID_HISTORY_SIZE = 10;

const Section = styled.section`
  h2 {
    font-size: ${({ theme }) => theme.typography.size.xl}px;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const You = styled.span`
  margin-left: ${({ theme }) => theme.space.xs}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** A bid the server placed for someone's maximum, not by their hand. */
const Auto = styled.span`
  margin-left: ${({ theme }) => theme.space.xs}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  white-space: nowrap;
`;

/**
 * The last bids, newest first, updated live; the signed-in user's own bids are marked, and so
 * are the bids the server placed for a maximum (the maximum itself is never shown).
 */
export function BidHistory({ bids, uid }: { bids: readonly BidRow[]; uid: string | null }) {
  return (
    <Section>
      <h2>{messages.auctions.bidHistory}</h2>
      {bids.length === 0 ? (
        <Empty>{messages.auctions.noBidHistory}</Empty>
      ) : (
        <TableScroller>
          <Table data-testid="bid-history">
            <thead>
              <tr>
                <th scope="col">{messages.auctions.bidder}</th>
                <th scope="col" data-align="right">
                  {messages.auctions.bidAmount}
                </th>
                <th scope="col">{messages.auctions.bidTime}</th>
              </tr>
            </thead>
            <tbody>
              {bids.slice(0, BID_HISTORY_SIZE).map((bid) => (
                <tr key={bid.numericId}>
                  <td>
                    {bid.bidderName}
                    {uid !== null && bid.bidder === uid ? <You>{messages.auctions.you}</You> : null}
                    {bid.auto ? (
                      // The title shows on hover; the hidden words say the same to a reader.
                      <Auto title={messages.auctions.autoBidTitle}>
                        {messages.auctions.autoBid}
                        <VisuallyHidden>: {messages.auctions.autoBidTitle}</VisuallyHidden>
                      </Auto>
                    ) : null}
                  </td>
                  <td data-align="right">{formatMoney(bid.amount)}</td>
                  <td>
                    <time dateTime={isoDateTime(bid.on)}>{formatDateTime(bid.on)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </Section>
  );
}
