import { formatMoney } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { AuctionDetail } from '../api/get-auction';
import { AUCTION_STATUS } from '../api/list-auctions';
import type { AuctionState } from '../hooks/use-auction-detail';
import { CardStats } from './card-stats';

export type AuctionResult = NonNullable<AuctionDetail['result']>;

const Facts = styled.div`
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * How a finished auction ended, as the server tells it: the hammer price and the
 * winner's username, which the server masks (`maskUsername`).
 */
export function AuctionResultFacts({ result }: { result: AuctionResult }) {
  return (
    <Facts data-testid="auction-hammer">
      <CardStats
        stats={[
          {
            label: messages.auctions.hammerPrice,
            value: formatMoney(result.hammerPrice),
            tone: 'price',
            testId: 'hammer-price',
          },
          { label: messages.auctions.winner, value: result.winnerName, testId: 'winner-name' },
        ]}
      />
    </Facts>
  );
}

/** Sealed with a bid (the live stream says so before the page's own data does). */
function sealedWithBids(state: AuctionState): boolean {
  const sealed = state.status === AUCTION_STATUS.expired || state.currentBid?.sealed === true;
  return sealed && state.status !== AUCTION_STATUS.cancelled && state.bidCount > 0;
}

/**
 * An auction that ends while its page is open: the live stream seals it, but the result (with
 * the masked winner) comes only with the page's data, so that is asked for again, once.
 */
export function useResultOnSeal(
  detail: AuctionDetail | null,
  state: AuctionState | null,
  reload: () => void,
): void {
  const askedFor = useRef<string | null>(null);
  const id = detail?.auction.id ?? null;
  const waiting =
    detail !== null && detail.result === null && state !== null && sealedWithBids(state);
  useEffect(() => {
    if (!waiting || id === null || askedFor.current === id) return;
    askedFor.current = id;
    reload();
  }, [waiting, id, reload]);
}
