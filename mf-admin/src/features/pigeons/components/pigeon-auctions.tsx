import type { AdminPigeonDetail } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { PlainList } from '@kanat/shared/ui';
import styled from 'styled-components';
import { StatusBadge } from '../../../ui';

const texts = messages.adminPigeons.form;

const Lot = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  align-items: center;
`;

const auctionStatus = (status: number) =>
  status === 4
    ? { tone: 'danger' as const, label: texts.auctionCancelled }
    : status === 3
      ? { tone: 'neutral' as const, label: texts.auctionSealed }
      : { tone: 'info' as const, label: texts.auctionOngoing };

/** The auctions that sold or sell this pigeon, newest first. */
export function AuctionsOf({ pigeon }: { pigeon: AdminPigeonDetail }) {
  if (pigeon.auctions.length === 0) return <p>{texts.noAuctions}</p>;
  return (
    <PlainList $gap="xs">
      {pigeon.auctions.map((lot) => {
        const status = auctionStatus(lot.status);
        return (
          <Lot key={lot.id}>
            <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
            <span>
              {fill(texts.auctionLine, {
                name: lot.groupName ? `${lot.groupName} / ${lot.name}` : lot.name,
                amount: formatMoney(lot.currentAmount),
                bids: lot.bidCount,
              })}
            </span>
          </Lot>
        );
      })}
    </PlainList>
  );
}
