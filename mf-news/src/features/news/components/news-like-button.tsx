import { messages } from '@kanat/shared/i18n';
import { Button, Icon } from '@kanat/shared/ui';
import styled from 'styled-components';
import type { NewsLike } from '../hooks/use-news-like';

const Toggle = styled(Button)<{ $liked: boolean }>`
  align-self: flex-start;

  svg {
    fill: ${({ $liked }) => ($liked ? 'currentColor' : 'none')};
    color: ${({ theme, $liked }) => ($liked ? theme.colors.danger : 'inherit')};
  }
`;

const Count = styled.span`
  min-width: 2ch;
  font-variant-numeric: tabular-nums;
`;

/** The like toggle of a news item with its count; pressed while the caller likes it. */
export function NewsLikeButton({ like }: { like: NewsLike }) {
  return (
    <Toggle
      type="button"
      $variant="secondary"
      $liked={like.liked}
      aria-pressed={like.liked}
      aria-busy={like.pending}
      onClick={like.toggle}
      data-testid="news-like"
    >
      <Icon name="heart" size={20} />
      {like.liked ? messages.news.unlike : messages.news.like}
      <Count data-testid="news-like-count">{like.likes}</Count>
    </Toggle>
  );
}
