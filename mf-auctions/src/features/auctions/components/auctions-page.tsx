import { messages } from '@kanat/shared/i18n';
import { PageSection, PageTitle, Tabs } from '@kanat/shared/ui';
import { useMemo } from 'react';
import { useTimeFilter } from '../hooks/use-time-filter';
import { auctionFilters, timeFilterTabs } from '../time-filters';
import { AuctionGrid } from './auction-grid';

/** /acik-arttirmalar: every auction, filtered by the SPEC §4 time status tabs. */
export function AuctionsPage() {
  const { filter, chosenAt, setFilter } = useTimeFilter();
  const filters = useMemo(() => auctionFilters(filter, chosenAt), [filter, chosenAt]);
  return (
    <PageSection data-testid="auctions-page">
      <PageTitle>{messages.auctions.title}</PageTitle>
      <Tabs
        label={messages.auctions.title}
        value={filter}
        onChange={setFilter}
        items={timeFilterTabs.map((tab) => ({
          id: tab.id,
          label: tab.label,
          content: tab.id === filter ? <AuctionGrid filters={filters} priorityFirst /> : null,
        }))}
      />
    </PageSection>
  );
}
