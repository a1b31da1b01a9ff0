import { formatMoney } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { Select } from '@kanat/shared/ui/controls';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ContainerDetail } from '../api/get-container';
import type { AuctionListFilters } from '../api/list-auctions';
import { CardStats } from './card-stats';

const Results = styled.section`
  padding-top: ${({ theme }) => theme.space.sm}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.typography.size.md}px;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/**
 * A group's results: how many of its lots sold, the sum of their hammer prices and
 * the bids it drew. Shown once the group has ended (always in the archive), or as soon as a
 * lot of a running group (staggered ends) has sold.
 */
export function GroupResults({ container, ended }: { container: ContainerDetail; ended: boolean }) {
  if (!ended && container.soldCount === 0) return null;
  return (
    <Results data-testid="group-results" aria-label={messages.groups.results}>
      <h2>{messages.groups.results}</h2>
      <CardStats
        stats={[
          {
            label: messages.groups.soldCount,
            value: `${container.soldCount} / ${container.totalAuctionsCount}`,
            testId: 'group-sold-count',
          },
          {
            label: messages.groups.hammerTotal,
            value: formatMoney(container.hammerTotal),
            tone: 'price',
            testId: 'group-hammer-total',
          },
          {
            label: messages.groups.totalBidCount,
            value: container.totalBidCount,
            testId: 'group-bid-count',
          },
        ]}
      />
    </Results>
  );
}

/** How a group's lots are listed: by end (as they close), or by price either way. */
export type LotOrder = 'ending' | 'price-asc' | 'price-desc';

/** Kept in the `siralama` query parameter, so a sorted list can be shared and reloaded. */
export const LOT_ORDER_PARAM = 'siralama';

const LOT_ORDERS: Record<
  LotOrder,
  { slug: string | null; label: string; filters: Pick<AuctionListFilters, 'orderBy' | 'orderDir'> }
> = {
  ending: {
    slug: null,
    label: messages.auctions.sortEnding,
    filters: { orderBy: 'endingTime', orderDir: 'asc' },
  },
  'price-asc': {
    slug: 'fiyat-artan',
    label: messages.auctions.sortPriceAsc,
    filters: { orderBy: 'currentAmount', orderDir: 'asc' },
  },
  'price-desc': {
    slug: 'fiyat-azalan',
    label: messages.auctions.sortPriceDesc,
    filters: { orderBy: 'currentAmount', orderDir: 'desc' },
  },
};

const orders = Object.keys(LOT_ORDERS) as LotOrder[];

/** The ordering filters of the group's auction list (`currentAmount` needs the group). */
export function lotOrderFilters(order: LotOrder): Pick<AuctionListFilters, 'orderBy' | 'orderDir'> {
  return LOT_ORDERS[order].filters;
}

/** The chosen order of a group's lots, from the address; an unknown value is the default. */
export function useLotOrder(): { order: LotOrder; setOrder: (order: LotOrder) => void } {
  const [params, setParams] = useSearchParams();
  const slug = params.get(LOT_ORDER_PARAM);
  const order = orders.find((o) => LOT_ORDERS[o].slug === slug) ?? 'ending';
  const setOrder = (next: LotOrder) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const nextSlug = LOT_ORDERS[next].slug;
        if (nextSlug === null) updated.delete(LOT_ORDER_PARAM);
        else updated.set(LOT_ORDER_PARAM, nextSlug);
        return updated;
      },
      { replace: true },
    );
  };
  return { order, setOrder };
}

const OrderField = styled.div`
  max-width: 260px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

/** The lots' sort control: a native select (mobile pickers, keyboard). */
export function LotOrderSelect({
  value,
  onChange,
  disabled = false,
}: {
  value: LotOrder;
  onChange: (order: LotOrder) => void;
  disabled?: boolean;
}) {
  return (
    <OrderField>
      <Select
        label={messages.auctions.sortLabel}
        name={LOT_ORDER_PARAM}
        value={value}
        options={orders.map((order) => ({ value: order, label: LOT_ORDERS[order].label }))}
        onChange={(event) => onChange(event.target.value as LotOrder)}
        disabled={disabled}
        data-testid={disabled ? undefined : 'lot-order'}
      />
    </OrderField>
  );
}

/** The sort control's exact shape while the group loads: the same field, not yet usable. */
export function LotOrderStandIn() {
  return <LotOrderSelect value="ending" onChange={() => {}} disabled />;
}
