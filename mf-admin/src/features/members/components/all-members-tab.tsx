import type { MemberFilter, MemberView } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { Button, ErrorState, LoadingBlock, Select } from '@kanat/shared/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type ConsoleColumn, DataTable, SearchBar } from '../../../ui';
import { searchMembers } from '../api/search-members';
import { membersKeys } from '../hooks/use-member-action';
import { memberName } from './decision-dialogs';
import { MemberStateBadge } from './member-state-badge';

const t = messages.adminMembers;

// Every filter of the contract has its label (checked by the type); contracts are types only
// in the browser.
const filterLabels: Record<MemberFilter, string> = t.search.filters;
const filterOptions = (Object.keys(filterLabels) as MemberFilter[]).map((value) => ({
  value,
  label: filterLabels[value],
}));

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;

  & > :first-child {
    flex: 1 1 260px;
  }
  & > :last-child {
    flex: 0 1 220px;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.md}px;
`;

const columns: readonly ConsoleColumn<MemberView>[] = [
  {
    key: 'name',
    header: t.fields.fullname,
    primary: true,
    render: (m) => <Link to={m.uid}>{memberName(m)}</Link>,
  },
  { key: 'phone', header: t.fields.phoneNumber, render: (m) => m.phoneNumber ?? t.empty },
  { key: 'username', header: t.fields.username, render: (m) => m.username ?? t.empty },
  {
    key: 'place',
    header: t.fields.place,
    render: (m) => [m.province, m.city].filter(Boolean).join(' / ') || t.empty,
  },
  {
    key: 'state',
    header: t.fields.state,
    render: (m) => (
      <>
        <MemberStateBadge state={m.state} /> {m.staff ? t.staffRole : null}
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
      <Bar>
        <SearchBar label={t.search.label} placeholder={t.search.placeholder} onSearch={setQ} />
        <Select
          label={t.search.filterLabel}
          value={filter}
          onChange={(event) => setFilter(event.target.value as MemberFilter)}
          options={filterOptions}
        />
      </Bar>
      {query.isPending ? <LoadingBlock /> : null}
      {query.isError && rows.length === 0 ? (
        <ErrorState title={t.loadFailed} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <>
          <DataTable
            caption={t.search.results}
            columns={columns}
            rows={rows}
            rowKey={(m) => m.uid}
            empty={t.noResults}
            data-testid="member-results"
          />
          {query.hasNextPage ? (
            <More>
              <Button
                $variant="secondary"
                disabled={query.isFetchingNextPage}
                aria-busy={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t.loadMore}
              </Button>
            </More>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
