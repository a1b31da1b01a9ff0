import { formatDateTime, formatMoney } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { Table, TableScroller } from '@kanat/shared/ui';
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

/** The last bids, newest first, updated live; the signed-in user's own bids are marked. */
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
                  </td>
                  <td data-align="right">{formatMoney(bid.amount)}</td>
                  <td>{formatDateTime(bid.on)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </Section>
  );
}
