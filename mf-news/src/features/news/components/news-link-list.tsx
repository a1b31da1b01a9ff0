import type { PageResponse } from '@kanat/shared/api';
import { formatDate, isoDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { shownStatus } from '@kanat/shared/query';
import { media } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NewsRow } from '../api/list-news';
import { newsPath } from '../news-paths';
import { TextLine } from './text-line';

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

  a,
  li > span {
    display: block;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    color: ${({ theme }) => theme.colors.text};
  }
  /* Above the news on narrow screens: one line a title, so the news below never moves. */
  ${media.down('tablet')} {
    a {
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    }
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
          <small>
            <time dateTime={isoDateTime(news.publish_date)}>{formatDate(news.publish_date)}</time>
          </small>
        </li>
      ))}
    </List>
  );
}

/** Titles take one line of the full-width panel, two in the 300 px column beside the news. */
const SecondLine = styled.span`
  display: none;

  ${media.up('tablet')} {
    display: inline;
  }
`;

/**
 * Stand-ins for the links while they load, each a title and a date line in the same list,
 * so the blocks under the panel stay where they are when the titles arrive.
 */
export function NewsLinksSkeleton({ count }: { count: number }) {
  return (
    <List role="status" aria-busy="true" aria-label={messages.common.loading}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <li key={i}>
          <span>
            <TextLine width="92%" />
            <SecondLine>
              <TextLine width="55%" />
            </SecondLine>
          </span>
          <small>
            <TextLine width="6em" />
          </small>
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
  count,
}: {
  title: string;
  requestKey: string;
  load: (signal: AbortSignal) => Promise<PageResponse<NewsRow>>;
  /** How many titles a load brings: as many stand-ins are shown while it loads. */
  count: number;
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
      {status === 'loading' ? <NewsLinksSkeleton count={count} /> : null}
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
