import { messages, pageTitle } from '@kanat/shared/i18n';
import { pedigreeChart } from '@kanat/shared/i18n/lazy';
import { PageSection, PageTitle, useDocumentTitle, VisuallyHidden } from '@kanat/shared/ui';
import { Tabs } from '@kanat/shared/ui/tabs';
import { useMemo } from 'react';
import { SectionLink } from '../../../page-parts/section-link';
import { useBloodlineSearch } from '../hooks/use-bloodline-search';
import { useTimeFilter } from '../hooks/use-time-filter';
import { auctionFilters, timeFilterTabs } from '../time-filters';
import { AuctionGrid } from './auction-grid';
import { BloodlineSearch } from './bloodline-search';

/**
 * /acik-arttirmalar: every auction, filtered by the SPEC §4 time status tabs and by the
 * pigeon's bloodline (both in the address).
 */
export function AuctionsPage() {
  const { filter, chosenAt, setFilter } = useTimeFilter();
  const search = useBloodlineSearch();
  const { bloodline } = search;
  const filters = useMemo(
    () => ({ ...auctionFilters(filter, chosenAt), ...(bloodline === '' ? {} : { bloodline }) }),
    [filter, chosenAt, bloodline],
  );
  useDocumentTitle(pageTitle(messages.nav.openAuctions));
  return (
    <PageSection data-testid="auctions-page">
      <PageTitle>{messages.auctions.title}</PageTitle>
      <SectionLink to="/canli-mezat">{messages.nav.hallSales}</SectionLink>
      <BloodlineSearch search={search} />
      <Tabs
        label={messages.auctions.title}
        value={filter}
        onChange={setFilter}
        items={timeFilterTabs.map((tab) => ({
          id: tab.id,
          label: tab.label,
          // The cards' titles are h3: the tab's name heads the list for those who hear headings.
          content:
            tab.id === filter ? (
              <>
                <VisuallyHidden as="h2">{tab.label}</VisuallyHidden>
                <AuctionGrid
                  filters={filters}
                  priorityFirst
                  emptyText={bloodline === '' ? undefined : pedigreeChart.openNone}
                />
              </>
            ) : null,
        }))}
      />
    </PageSection>
  );
}
