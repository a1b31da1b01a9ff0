import type { AdminNewsRow, AdminNewsState } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { LinkButton } from '@kanat/shared/ui';
import { Tabs } from '@kanat/shared/ui/tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type ConsoleColumn, PagedTable, PageHeader, SearchBar } from '../../../ui';
import { listNews } from '../api/list-news';
import { NewsStatusBadge } from './news-status-badge';

const texts = messages.adminContent.news;

type Tab = 'all' | AdminNewsState;

const tabs: ReadonlyArray<{ id: Tab; label: string }> = [
  { id: 'all', label: texts.tabAll },
  { id: 'draft', label: texts.tabDraft },
  { id: 'scheduled', label: texts.tabScheduled },
  { id: 'published', label: texts.tabPublished },
];

const columns: readonly ConsoleColumn<AdminNewsRow>[] = [
  {
    key: 'title',
    header: texts.columnTitle,
    primary: true,
    render: (row) => <Link to={row.id}>{row.title}</Link>,
  },
  {
    key: 'status',
    header: texts.columnStatus,
    render: (row) => <NewsStatusBadge status={row.status} />,
  },
  { key: 'date', header: texts.columnDate, render: (row) => formatDateTime(row.publishAt) },
  {
    key: 'stats',
    header: texts.columnStats,
    render: (row) => fill(texts.stats, { views: row.views, comments: row.comment_count }),
  },
];

function NewsTable({ tab, q }: { tab: Tab; q: string }) {
  const query = useInfiniteQuery({
    queryKey: ['admin', 'news', tab, q],
    queryFn: ({ pageParam }) =>
      listNews({
        ...(tab === 'all' ? {} : { status: tab }),
        ...(q ? { q } : {}),
        cursor: pageParam,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <PagedTable
      query={query}
      failedTitle={texts.loadFailed}
      moreLabel={texts.more}
      caption={texts.title}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={texts.empty}
      data-testid="news-table"
    />
  );
}

/** /yonetim/haberler: the items by status, with a title search. */
export function NewsListPage() {
  const [tab, setTab] = useState<Tab>('all');
  const [q, setQ] = useState('');
  return (
    <section data-testid="admin-news-page">
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={<LinkButton to="yeni">{texts.create}</LinkButton>}
      />
      <SearchBar label={texts.searchLabel} onSearch={setQ} />
      <Tabs
        label={texts.title}
        value={tab}
        onChange={setTab}
        items={tabs.map((item) => ({
          ...item,
          content: item.id === tab ? <NewsTable tab={tab} q={q} /> : null,
        }))}
      />
    </section>
  );
}
