import { formatDateTime, isoDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { listQueryKey, usePagedList } from '@kanat/shared/query';
import { EmptyState, ErrorState, Icon, LoadingBlock } from '@kanat/shared/ui';
import { Pager } from '@kanat/shared/ui/controls';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import {
  COMMENTS_ENDPOINT,
  COMMENTS_PAGE_SIZE,
  type CommentListFilters,
  type CommentRow,
} from '../api/list-comments';
import type { NewsRow } from '../api/list-news';
import { NewsCommentForm } from './news-comment-form';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl}px;

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

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs}px;
  }
  strong {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs}px;
    color: ${({ theme }) => theme.colors.brand};
  }
  time {
    font-size: ${({ theme }) => theme.typography.size.xs}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs}px 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

function CommentItem({ comment }: { comment: CommentRow }) {
  return (
    <Item data-testid="news-comment">
      <header>
        <strong>
          <Icon name="user" size={16} />
          {comment.username}
        </strong>
        {comment.createdOn ? (
          <time dateTime={isoDateTime(comment.createdOn)}>{formatDateTime(comment.createdOn)}</time>
        ) : null}
      </header>
      {/* Plain text on purpose: markup in a comment is shown, never interpreted. */}
      <p>{comment.message}</p>
    </Item>
  );
}

/** One list of comments, 10 a page with previous/next arrows. */
function CommentPages({ newsId }: { newsId: NewsRow['id'] }) {
  const filters: CommentListFilters = { id: String(newsId) };
  const rows = usePagedList<CommentRow>({
    endpoint: COMMENTS_ENDPOINT,
    pageSize: COMMENTS_PAGE_SIZE,
    filters,
  });

  if (rows.items.length === 0) {
    if (rows.failed) {
      return (
        <ErrorState
          title={messages.news.commentsFailed}
          onRetry={rows.retry}
          data-testid="comments-error"
        />
      );
    }
    if (rows.loadFinished) return <EmptyState icon="comment" title={messages.news.firstComment} />;
    return <LoadingBlock />;
  }
  return (
    <>
      <List data-testid="news-comment-list">
        {rows.pageItems.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </List>
      {rows.failed ? (
        <ErrorState
          title={messages.news.commentsFailed}
          onRetry={rows.retry}
          data-testid="comments-error"
        />
      ) : null}
      {rows.hasPrevious || rows.hasNext ? (
        <Pager
          hasPrevious={rows.hasPrevious}
          hasNext={rows.hasNext && !rows.loading}
          onPrevious={rows.back}
          onNext={rows.forward}
          label={rows.page + 1}
        />
      ) : null}
    </>
  );
}

/** A news item's comment form and its comments; a new comment shows at the top at once. */
export function NewsComments({
  newsId,
  onCommented,
}: {
  newsId: NewsRow['id'];
  /** A comment was stored; `commentCount` is the server's new count when it sent one. */
  onCommented: (commentCount: number | undefined) => void;
}) {
  // A new list after each comment: back to page 1, loaded again (newest first) rather than
  // shown from the cache.
  const [version, setVersion] = useState(0);
  const queryClient = useQueryClient();
  return (
    <Section aria-label={messages.news.comments} data-testid="news-comments">
      <h2>{messages.news.comments}</h2>
      <NewsCommentForm
        newsId={newsId}
        onSent={(count) => {
          queryClient.removeQueries({
            queryKey: listQueryKey(COMMENTS_ENDPOINT, { id: String(newsId) }),
          });
          setVersion((v) => v + 1);
          onCommented(count);
        }}
      />
      <CommentPages key={version} newsId={newsId} />
    </Section>
  );
}
