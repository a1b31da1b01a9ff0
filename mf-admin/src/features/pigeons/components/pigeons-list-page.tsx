import type { AdminPigeonRow } from '@kanat/shared/contracts';
import { padSerial } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { LinkButton } from '@kanat/shared/ui';
import { Select } from '@kanat/shared/ui/controls';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  type ConsoleColumn,
  FilterBar,
  PagedTable,
  PageHeader,
  SearchBar,
  StatusBadge,
} from '../../../ui';
import { listPigeons } from '../api/list-pigeons';
import { PIGEONS_ROOT } from '../paths';

const texts = messages.adminPigeons.list;

const Cover = styled.img`
  display: block;
  width: 56px;
  height: 42px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
`;

type ActiveFilter = '' | 'yes' | 'no';

const columns: ConsoleColumn<AdminPigeonRow>[] = [
  {
    key: 'serial',
    header: texts.serial,
    primary: true,
    render: (row) => (
      <Link to={`${PIGEONS_ROOT}/${row.id}`}>
        {padSerial(row.serial)} · {row.tagNum}
        {row.name ? ` · ${row.name}` : ''}
      </Link>
    ),
  },
  {
    key: 'photo',
    header: texts.photo,
    render: (row) =>
      row.coverUrl ? (
        <Cover src={row.coverUrl} alt={`${texts.photo}: ${row.tagNum}`} loading="lazy" />
      ) : (
        <Muted>{texts.noPhoto}</Muted>
      ),
  },
  {
    key: 'owner',
    header: texts.owner,
    render: (row) => (
      <span>
        {row.ownerName} {row.ownerHasAccount ? null : <Muted>({texts.withoutAccount})</Muted>}
      </span>
    ),
  },
  { key: 'state', header: texts.state, render: (row) => row.state },
  {
    key: 'active',
    header: texts.active,
    render: (row) =>
      row.active ? (
        <StatusBadge tone="success">{texts.yes}</StatusBadge>
      ) : (
        <StatusBadge tone="neutral">{texts.no}</StatusBadge>
      ),
  },
  {
    key: 'edit',
    header: texts.edit,
    align: 'right',
    render: (row) => (
      <LinkButton $variant="secondary" $size="sm" to={`${PIGEONS_ROOT}/${row.id}`}>
        {texts.edit}
      </LinkButton>
    ),
  },
];

/** `guvercinler`: search, list (cards on phones) and the way to a new pigeon. */
export function PigeonsListPage() {
  const [q, setQ] = useState('');
  const [active, setActive] = useState<ActiveFilter>('');
  const query = useInfiniteQuery({
    queryKey: ['admin', 'pigeons', { q, active }],
    queryFn: ({ pageParam }) =>
      listPigeons({
        ...(q ? { q } : {}),
        ...(active === '' ? {} : { active: active === 'yes' }),
        cursor: pageParam,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <section>
      <PageHeader
        title={texts.title}
        actions={
          <LinkButton $variant="primary" to={`${PIGEONS_ROOT}/yeni`}>
            {texts.newPigeon}
          </LinkButton>
        }
      />
      <FilterBar>
        <SearchBar
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          onSearch={setQ}
        />
        <Select
          label={texts.filterActive}
          value={active}
          onChange={(event) => setActive(event.target.value as ActiveFilter)}
          options={[
            { value: '', label: texts.filterAll },
            { value: 'yes', label: texts.filterActiveOnly },
            { value: 'no', label: texts.filterPassiveOnly },
          ]}
        />
      </FilterBar>
      <PagedTable
        query={query}
        failedTitle={texts.loadFailed}
        moreLabel={texts.more}
        caption={texts.title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={texts.empty}
        data-testid="pigeons-table"
      />
    </section>
  );
}
