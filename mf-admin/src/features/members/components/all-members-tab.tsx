import type { MemberFilter, MemberView } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { Select } from '@kanat/shared/ui/controls';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ConsoleColumn, FilterBar, PagedTable, SearchBar } from '../../../ui';
import { searchMembers } from '../api/search-members';
import { membersKeys } from '../hooks/use-member-action';
import { roleNames } from '../role-names';
import { memberColumns } from './member-columns';
import { MemberStateBadge } from './member-state-badge';

const t = messages.adminMembers;

// Every filter of the contract has its label (checked by the type); contracts are types only
// in the browser.
const filterLabels: Record<MemberFilter, string> = t.search.filters;
const filterOptions = (Object.keys(filterLabels) as MemberFilter[]).map((value) => ({
  value,
  label: filterLabels[value],
}));

const columns: readonly ConsoleColumn<MemberView>[] = [
  ...memberColumns,
  {
    key: 'state',
    header: t.fields.state,
    render: (m) => (
      <>
        <MemberStateBadge state={m.state} /> {m.roles.length > 0 ? roleNames(m.roles) : null}
      </>
    ),
  },
  { key: 'created', header: t.fields.createdAt, render: (m) => formatDate(m.createdAt) },
];

/** Every member: search by phone, name, username or place, with a state filter. */
export function AllMembersTab() {
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<MemberFilter>('all');
  const query = useInfiniteQuery({
    queryKey: membersKeys.search(q, filter),
    queryFn: ({ pageParam }) => searchMembers({ q, filter, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
  const rows = query.data?.pages.flatMap((p) => p.members) ?? [];
  return (
    <section>
      <FilterBar>
        <SearchBar label={t.search.label} placeholder={t.search.placeholder} onSearch={setQ} />
        <Select
          label={t.search.filterLabel}
          value={filter}
          onChange={(event) => setFilter(event.target.value as MemberFilter)}
          options={filterOptions}
        />
      </FilterBar>
      <PagedTable
        query={query}
        failedTitle={t.loadFailed}
        moreLabel={t.loadMore}
        caption={t.search.results}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.uid}
        empty={t.noResults}
        data-testid="member-results"
      />
    </section>
  );
}
