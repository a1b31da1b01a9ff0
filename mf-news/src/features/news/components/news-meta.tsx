import { formatLongDate, isoDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { Icon } from '@kanat/shared/ui';
import styled from 'styled-components';
import type { NewsRow } from '../api/list-news';

/** The line of date and counts; skeletons draw their stand-in in it too. */
export const MetaRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};

  & > span,
  & > time {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs}px;
  }
`;

/** Publish date and counts of a news item; `full` adds views and likes (detail page). */
export function NewsMeta({ news, full = false }: { news: NewsRow; full?: boolean }) {
  return (
    <MetaRow>
      <time dateTime={isoDateTime(news.publish_date)}>
        <Icon name="clock" size={16} />
        {formatLongDate(news.publish_date)}
      </time>
      <span data-testid="news-comment-count">
        {full ? <Icon name="comment" size={16} /> : null}
        {fill(messages.news.commentCount, { count: news.comment_count })}
      </span>
      {full ? (
        <span data-testid="news-view-count">
          <Icon name="eye" size={16} />
          {fill(messages.news.viewCount, { count: news.views })}
        </span>
      ) : null}
      {full ? (
        <span data-testid="news-likes">
          <Icon name="heart" size={16} />
          {fill(messages.news.likeCount, { count: news.likes })}
        </span>
      ) : null}
    </MetaRow>
  );
}
