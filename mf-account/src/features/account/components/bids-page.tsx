import { formatDateTime, formatMoney } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { useInfiniteList } from '@kanat/shared/query';
import { useSession } from '@kanat/shared/session';
import { FallbackImage, type ThemeColor } from '@kanat/shared/ui';
import { InfiniteListView } from '@kanat/shared/ui/controls';
import styled from 'styled-components';
import {
  ItemBody,
  ItemFacts,
  ItemList,
  ItemPhoto,
  ItemRow,
  ItemTitle,
} from '../../../components/item-rows';
import {
  bidOutcome,
  MY_BIDS_ENDPOINT,
  MY_BIDS_PAGE_SIZE,
  type MyBidRow,
  type MyBidsFilter,
} from '../api/my-bids';
import { WonSummary } from './won-summary';

const Outcome = styled.span<{ $tone: ThemeColor }>`
  align-self: flex-start;
  padding: 2px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** The outcomes of a bid-on auction as data: label and badge colour. */
const OUTCOME = {
  ongoing: { tone: 'success', label: messages.auctions.statusContinues },
  won: { tone: 'accent', label: messages.account.statusWon },
  lost: { tone: 'danger', label: messages.account.statusLost },
  cancelled: { tone: 'textMuted', label: messages.auctions.cancelled },
} as const satisfies Record<string, { tone: ThemeColor; label: string }>;

function BidRow({ row }: { row: MyBidRow }) {
  const kind = bidOutcome(row);
  const outcome = OUTCOME[kind];
  return (
    <ItemRow data-testid="my-bid-row">
      <ItemPhoto>
        <FallbackImage src={row.photo ?? undefined} alt={row.name} />
      </ItemPhoto>
      <ItemBody>
        <ItemTitle to={`/acik-arttirmalar/${encodeURIComponent(row.auctionId)}`}>
          {row.name}
        </ItemTitle>
        <Outcome $tone={outcome.tone} data-outcome={kind}>
          {outcome.label}
        </Outcome>
        <ItemFacts>
          <div>
            {/* A won lot's price is its hammer price. */}
            <dt>{kind === 'won' ? messages.auctions.hammerPrice : messages.auctions.currentBid}</dt>
            <dd data-testid={kind === 'won' ? 'hammer-price' : undefined}>
              {formatMoney(row.currentAmount)}
            </dd>
          </div>
          {kind === 'won' ? (
            <div>
              <dt>{messages.account.paymentState}</dt>
              <dd data-testid="payment-state" data-paid={row.paid}>
                {row.paid ? messages.account.paid : messages.account.unpaid}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{messages.account.myBid}</dt>
            <dd>{formatMoney(row.myLastBid)}</dd>
          </div>
          {row.myMaximum !== null ? (
            <div>
              <dt>{messages.account.myMaximum}</dt>
              <dd>{formatMoney(row.myMaximum)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{messages.auctions.bidCount}</dt>
            <dd>{row.bidCount}</dd>
          </div>
          <div>
            <dt>{messages.auctions.endedAt}</dt>
            <dd>{formatDateTime(row.endingTime)}</dd>
          </div>
        </ItemFacts>
      </ItemBody>
    </ItemRow>
  );
}

/**
 * One of the /hesabim bid lists. The rows come from the member's bids; until a user has
 * bid, the list is honestly empty.
 */
export function BidsPage({ filter }: { filter: MyBidsFilter }) {
  const { user } = useSession();
  const list = useInfiniteList<MyBidRow>({
    endpoint: MY_BIDS_ENDPOINT,
    pageSize: MY_BIDS_PAGE_SIZE,
    filters: { filter },
    // Private rows: cached per account.
    owner: user?.uid ?? null,
  });
  return (
    <>
      {filter === 'won' ? <WonSummary /> : null}
      <InfiniteListView
        list={list}
        emptyText={messages.account.noBids}
        errorText={messages.common.pageLoadFailed}
      >
        {(items) => (
          <ItemList data-testid="my-bids" data-filter={filter}>
            {items.map((row) => (
              <BidRow key={row.auctionId} row={row} />
            ))}
          </ItemList>
        )}
      </InfiniteListView>
    </>
  );
}
