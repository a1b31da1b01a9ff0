import type { PageResponse } from '@kanat/shared/api';
import { formatDate } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { shownStatus } from '@kanat/shared/query';
import { Skeleton } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NewsRow } from '../api/list-news';
import { newsPath } from '../news-paths';

export const PanelBlock = styled.section`
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.typography.size.lg}px;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const PanelNote = styled.p<{ $tone?: 'danger' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.teal};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Titles linking to news items, for the side panel. */
export function NewsLinks({ items }: { items: readonly NewsRow[] }) {
  return (
    <List>
      {items.map((news) => (
        <li key={news.id}>
          <Link to={newsPath(news.id)}>{news.title}</Link>
          <small>{formatDate(news.publish_date)}</small>
        </li>
      ))}
    </List>
  );
}

/** A titled side-panel block loaded once: most read or new news (`requestKey` names it). */
export function NewsLinkList({
  title,
  requestKey,
  load,
}: {
  title: string;
  requestKey: string;
  load: (signal: AbortSignal) => Promise<PageResponse<NewsRow>>;
}) {
  const query = useQuery({
    queryKey: ['news', 'panel', requestKey],
    queryFn: ({ signal }) => load(signal),
  });
  const status = shownStatus(query);
  const items = query.data?.r ?? [];
  return (
    <PanelBlock aria-label={title} data-testid={requestKey}>
      <h2>{title}</h2>
      {status === 'loading' ? (
        <div role="status" aria-label={messages.common.loading}>
          <Skeleton $width="90%" />
          <br />
          <Skeleton $width="70%" />
        </div>
      ) : null}
      {status === 'failed' ? (
        <PanelNote $tone="danger">{messages.news.loadProblem}</PanelNote>
      ) : null}
      {status === 'ready' && items.length === 0 ? (
        <PanelNote>{messages.news.notFound}</PanelNote>
      ) : null}
      {items.length > 0 ? <NewsLinks items={items} /> : null}
    </PanelBlock>
  );
}
