import { messages } from '@kanat/shared/i18n';
import { Icon } from '@kanat/shared/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { PagedRowsView } from '../../../lib/paged-rows-view';
import { usePagedRows } from '../../../lib/use-paged-rows';
import {
  COMMENTS_ENDPOINT,
  COMMENTS_PAGE_SIZE,
  type CommentListFilters,
  type CommentRow,
} from '../api/list-comments';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl}px;

  & > h2 {
    font-size: ${({ theme }) => theme.typography.size.xl}px;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  strong {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs}px;
    color: ${({ theme }) => theme.colors.brand};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs}px 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** A news item's comments, 10 at a time; comments are plain text, never HTML. */
export function NewsComments({ newsId }: { newsId: string }) {
  const filters = useMemo<CommentListFilters>(() => ({ id: newsId }), [newsId]);
  const rows = usePagedRows<CommentRow>({
    endpoint: COMMENTS_ENDPOINT,
    pageSize: COMMENTS_PAGE_SIZE,
    filters,
  });
  return (
    <Section aria-label={messages.news.comments} data-testid="news-comments">
      <h2>{messages.news.comments}</h2>
      <PagedRowsView
        rows={rows}
        emptyText={messages.news.firstComment}
        errorText={messages.news.commentsFailed}
      >
        {(items) => (
          <List>
            {items.map((comment) => (
              <Item key={comment.id}>
                <strong>
                  <Icon name="user" size={16} />
                  {comment.username}
                </strong>
                <p>{comment.message}</p>
              </Item>
            ))}
          </List>
        )}
      </PagedRowsView>
    </Section>
  );
}
