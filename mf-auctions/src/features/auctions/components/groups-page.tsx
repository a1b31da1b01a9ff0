import { fill, messages, pageTitle } from '@kanat/shared/i18n';
import { pedigreeChart } from '@kanat/shared/i18n/lazy';
import { useSiteInfo } from '@kanat/shared/session';
import {
  ErrorState,
  PageSection,
  PageTitle,
  useDocumentTitle,
  VisuallyHidden,
} from '@kanat/shared/ui';
import { Tabs } from '@kanat/shared/ui/tabs';
import { type ReactNode, useMemo } from 'react';
import styled from 'styled-components';
import { SectionLink } from '../../../page-parts/section-link';
import { AUCTION_STATUS, type AuctionListFilters } from '../api/list-auctions';
import type { ContainerListFilters } from '../api/list-containers';
import { type ContainerKind, containerKinds } from '../container-kind';
import { useBloodlineSearch } from '../hooks/use-bloodline-search';
import { useTimeFilter } from '../hooks/use-time-filter';
import { groupFilters, timeFilterTabs } from '../time-filters';
import { AuctionGrid } from './auction-grid';
import { BloodlineSearch } from './bloodline-search';
import { GroupGrid } from './group-grid';

const ResultsTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.typography.size.xl}px;
  color: ${({ theme }) => theme.colors.brand};
  overflow-wrap: anywhere;
`;

/** Which container holds this list's groups: a site setting (auction_vitrine_id / _archive_id). */
function useParentId(kind: ContainerKind): { status: 'loading' | 'missing' | 'ready'; id: string } {
  const site = useSiteInfo();
  if (site.status === 'loading') return { status: 'loading', id: '' };
  const id = site.info?.[containerKinds[kind].parentField] ?? '';
  return id ? { status: 'ready', id } : { status: 'missing', id: '' };
}

/** Until site info names the parent the tabs show the list's stand-ins: nothing moves after. */
function GroupTabs({ parent, enabled }: { parent: string; enabled: boolean }) {
  const { filter, chosenAt, setFilter } = useTimeFilter();
  const filters = useMemo<ContainerListFilters>(
    () => ({ ...groupFilters(filter, chosenAt), parent }),
    [filter, chosenAt, parent],
  );
  return (
    <Tabs
      label={messages.groups.title}
      value={filter}
      onChange={setFilter}
      items={timeFilterTabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        content:
          // The cards' titles are h3: the tab's name heads the list for those who hear headings.
          tab.id === filter ? (
            <>
              <VisuallyHidden as="h2">{tab.label}</VisuallyHidden>
              <GroupGrid kind="groups" filters={filters} enabled={enabled} priorityFirst />
            </>
          ) : null,
      }))}
    />
  );
}

/**
 * The archive's lots by bloodline: the search field, and while a search is typed the lots
 * whose time is up with that bloodline, newest first, in place of the archived groups.
 */
function ArchiveSearch({ groups }: { groups: ReactNode }) {
  const search = useBloodlineSearch();
  const { bloodline } = search;
  const filters = useMemo<AuctionListFilters>(
    () => ({
      statusFrom: AUCTION_STATUS.expired,
      statusTo: AUCTION_STATUS.expired,
      bloodline,
      orderBy: 'endingTime',
      orderDir: 'desc',
    }),
    [bloodline],
  );
  return (
    <>
      <BloodlineSearch search={search} hint={pedigreeChart.archiveHint} />
      {bloodline === '' ? (
        groups
      ) : (
        <section aria-labelledby="archive-bloodline-title" data-testid="archive-bloodline-results">
          <ResultsTitle id="archive-bloodline-title">
            {fill(pedigreeChart.archiveResults, { bloodline })}
          </ResultsTitle>
          <AuctionGrid filters={filters} emptyText={pedigreeChart.archiveNone} />
        </section>
      )}
    </>
  );
}

/** /grup-ihaleler with the time filters, or /arsiv (no filters, newest first). */
export function GroupsPage({ kind }: { kind: ContainerKind }) {
  const parent = useParentId(kind);
  const archiveFilters = useMemo<ContainerListFilters>(
    () => ({ parent: parent.id, orderBy: 'expiry', orderDir: 'desc' }),
    [parent.id],
  );
  // The menu's names, as the server titles these pages (page-head.ts).
  useDocumentTitle(
    pageTitle(kind === 'groups' ? messages.nav.groupAuctions : messages.nav.archive),
  );
  return (
    <PageSection data-testid={`${kind}-page`}>
      <PageTitle>{containerKinds[kind].title}</PageTitle>
      {/* Without the configured parent there is no list to ask for. */}
      {parent.status === 'missing' ? <ErrorState data-testid="list-error" /> : null}
      {parent.status !== 'missing' && kind === 'groups' ? (
        <GroupTabs parent={parent.id} enabled={parent.status === 'ready'} />
      ) : null}
      {kind === 'archive' ? <SectionLink to="/rekorlar">{messages.nav.records}</SectionLink> : null}
      {kind === 'groups' ? <SectionLink to="/takvim">{messages.nav.calendar}</SectionLink> : null}
      {/* The lots are searched whether or not the archive's groups can be listed. */}
      {kind === 'archive' ? (
        <ArchiveSearch
          groups={
            parent.status === 'missing' ? null : (
              <>
                <VisuallyHidden as="h2">{messages.auctions.filterExpired}</VisuallyHidden>
                <GroupGrid
                  kind="archive"
                  filters={archiveFilters}
                  enabled={parent.status === 'ready'}
                  priorityFirst
                />
              </>
            )
          }
        />
      ) : null}
    </PageSection>
  );
}
