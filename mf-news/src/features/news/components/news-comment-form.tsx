import { toast } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { Button, Spinner } from '@kanat/shared/ui';
import { TextArea } from '@kanat/shared/ui/controls';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useMemberGuard } from '../../../lib/use-member-guard';
import type { NewsRow } from '../api/list-news';
import { COMMENT_MAX_LENGTH, makeComment } from '../api/make-comment';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * SPEC §5/§6 comment form: members write, guests pressing send go to login (an unfinished
 * registration to /kayit-ol), an empty comment is refused here. What was typed stays when
 * the server refuses, so nothing is lost.
 */
export function NewsCommentForm({
  newsId,
  onSent,
}: {
  newsId: NewsRow['id'];
  /** Called once the server stored the comment, with the item's new comment count if sent. */
  onSent: (commentCount: number | undefined) => void;
}) {
  const member = useMemberGuard();
  const { user } = useSession();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !member()) return;
    const comment = text.trim();
    if (comment === '') {
      setError(messages.news.commentEmpty);
      return;
    }
    if (comment.length > COMMENT_MAX_LENGTH) {
      setError(fill(messages.news.commentTooLong, { max: COMMENT_MAX_LENGTH }));
      return;
    }
    setError(null);
    setSending(true);
    try {
      const answer = await makeComment({ postId: newsId, comment });
      setText('');
      toast(messages.news.commentSent, 'green');
      onSent(answer.comment_count);
    } catch {
      toast(messages.news.commentFailed, 'red');
    } finally {
      setSending(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit} data-testid="comment-form">
      <TextArea
        label={messages.news.commentLabel}
        name="comment"
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={messages.news.commentPlaceholder}
        value={text}
        error={error}
        hint={user ? undefined : messages.news.commentSignIn}
        onChange={(e) => {
          setText(e.target.value);
          if (error && e.target.value.trim() !== '') setError(null);
        }}
      />
      <Actions>
        <small aria-hidden="true">
          {fill(messages.news.commentCharacters, { count: text.length, max: COMMENT_MAX_LENGTH })}
        </small>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? <Spinner size={18} inverse /> : null}
          {messages.news.commentSubmit}
        </Button>
      </Actions>
    </Form>
  );
}
