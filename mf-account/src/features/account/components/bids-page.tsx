import { formatDateTime, formatMoney } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { useInfiniteList } from '@kanat/shared/query';
import { useSession } from '@kanat/shared/session';
import { FallbackImage, InfiniteListView, type ThemeColor } from '@kanat/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  bidOutcome,
  MY_BIDS_ENDPOINT,
  MY_BIDS_PAGE_SIZE,
  type MyBidRow,
  type MyBidsFilter,
} from '../api/my-bids';
import { WonSummary } from './won-summary';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Photo = styled.div`
  width: 96px;
  height: 96px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

const Title = styled(Link)`
  font-size: ${({ theme }) => theme.typography.size.lg}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.typography.size.xs}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

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
    <Row data-testid="my-bid-row">
      <Photo>
        <FallbackImage src={row.photo ?? undefined} alt={row.name} />
      </Photo>
      <Body>
        <Title to={`/acik-arttirmalar/${encodeURIComponent(row.auctionId)}`}>{row.name}</Title>
        <Outcome $tone={outcome.tone} data-outcome={kind}>
          {outcome.label}
        </Outcome>
        <Facts>
          <div>
            {/* A won lot's price is its hammer price (issue 12). */}
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
        </Facts>
      </Body>
    </Row>
  );
}

/**
 * One of the /hesabim bid lists. The rows come from the bids of issue 4; until a user has
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
          <List data-testid="my-bids" data-filter={filter}>
            {items.map((row) => (
              <BidRow key={row.auctionId} row={row} />
            ))}
          </List>
        )}
      </InfiniteListView>
    </>
  );
}
