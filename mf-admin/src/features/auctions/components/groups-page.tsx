import type { AdminGroupRow } from '@kanat/shared/contracts';
import { formatDateTime, formatMoney } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { Button, LinkButton } from '@kanat/shared/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  type ConsoleColumn,
  FilterBar,
  PagedTable,
  PageHeader,
  SearchBar,
  StatusBadge,
} from '../../../ui';
import { listGroups } from '../api/list-groups';
import { GroupPublishBadge, PublishGroupButton } from './group-publish';
import { SettingsBox } from './settings-box';

const text = messages.adminAuctions;

const Crumbs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

function GroupState({ group }: { group: AdminGroupRow }) {
  if (group.isArchive) return <StatusBadge tone="neutral">{text.stateArchived}</StatusBadge>;
  return group.expiry > Date.now() ? (
    <StatusBadge tone="info">{text.stateOngoing}</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{text.stateEnded}</StatusBadge>
  );
}

const columns: readonly ConsoleColumn<AdminGroupRow>[] = [
  {
    key: 'name',
    header: text.name,
    primary: true,
    render: (group) =>
      group.isFinalContainer ? (
        <Link to={`/yonetim/gruplar/${group.id}`}>{group.name}</Link>
      ) : (
        <Link to={`/yonetim/gruplar?ust=${group.id}`}>{group.name} ›</Link>
      ),
  },
  { key: 'lots', header: text.lotsCount, align: 'right', render: (g) => g.totalAuctionsCount },
  { key: 'bids', header: text.bidsCount, align: 'right', render: (g) => g.totalBidCount },
  {
    key: 'amount',
    header: text.totalAmount,
    align: 'right',
    render: (g) => formatMoney(g.totalAmount),
  },
  { key: 'ends', header: text.ends, render: (g) => formatDateTime(g.expiry) },
  { key: 'state', header: text.state, render: (g) => <GroupState group={g} /> },
  {
    key: 'publish',
    header: text.publish,
    render: (g) => <GroupPublishBadge publishOn={g.publishOn} />,
  },
  {
    key: 'open',
    header: text.actions,
    render: (g) => (
      <>
        <LinkButton to={`/yonetim/gruplar/${g.id}`} $variant="secondary" $size="sm">
          {g.isFinalContainer ? text.lots : text.editGroup}
        </LinkButton>{' '}
        {g.isArchive ? null : <PublishGroupButton group={g} size="sm" />}
      </>
    ),
  },
];

/** /yonetim/gruplar: the folders of group auctions and the archive, searchable. */
export function GroupsPage() {
  const [params, setParams] = useSearchParams();
  const parentId = params.get('ust') ?? undefined;
  const [search, setSearch] = useState('');
  const q = search.trim() === '' ? undefined : search.trim();

  const list = useInfiniteQuery({
    queryKey: ['admin-groups', parentId ?? 'vitrine', q ?? ''],
    queryFn: ({ pageParam }) =>
      listGroups({ parentId, q, cursor: pageParam === '0' ? undefined : pageParam }),
    initialPageParam: '0',
    getNextPageParam: (page) => page.next ?? undefined,
  });

  const first = list.data?.pages[0];
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const here = first?.path.at(-1)?.id ?? first?.roots.vitrineId ?? undefined;
  const go = (id: string | null) => {
    if (id === null) return;
    setSearch('');
    setParams({ ust: id });
  };

  return (
    <>
      <PageHeader
        title={text.groupsTitle}
        description={text.groupsIntro}
        actions={
          <LinkButton
            to={here === undefined ? '/yonetim/gruplar/yeni' : `/yonetim/gruplar/yeni?ust=${here}`}
            $variant="primary"
          >
            {text.newGroup}
          </LinkButton>
        }
      />
      <FilterBar>
        <Button
          $variant={first?.path[0]?.id === first?.roots.archiveId ? 'secondary' : 'primary'}
          $size="sm"
          onClick={() => go(first?.roots.vitrineId ?? null)}
        >
          {text.vitrine}
        </Button>
        <Button
          $variant={first?.path[0]?.id === first?.roots.archiveId ? 'primary' : 'secondary'}
          $size="sm"
          onClick={() => go(first?.roots.archiveId ?? null)}
        >
          {text.archive}
        </Button>
        <SearchBar
          label={text.searchGroups}
          placeholder={text.searchPlaceholder}
          onSearch={setSearch}
        />
      </FilterBar>
      {first && first.path.length > 1 && q === undefined ? (
        <Crumbs aria-label={text.parent}>
          {first.path.map((step, index) =>
            index === first.path.length - 1 ? (
              <span key={step.id}>{step.name}</span>
            ) : (
              <span key={step.id}>
                <Link to={`/yonetim/gruplar?ust=${step.id}`}>{step.name}</Link> ›
              </span>
            ),
          )}
        </Crumbs>
      ) : null}
      <PagedTable
        query={list}
        failedTitle={text.loadFailed}
        moreLabel={text.loadMore}
        caption={text.groupsTitle}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={text.noGroups}
        data-testid="groups-table"
      />
      <SettingsBox />
    </>
  );
}
