import { toast } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { useCallback, useRef, useState } from 'react';
import { useMemberGuard } from '../../../lib/use-member-guard';
import { likeNews } from '../api/like-news';
import type { NewsRow } from '../api/list-news';
import { unlikeNews } from '../api/unlike-news';

export interface LikeState {
  liked: boolean;
  likes: number;
}

export interface NewsLike extends LikeState {
  /** A change is on its way to the server. */
  pending: boolean;
  toggle(): void;
}

/**
 * SPEC §4: the like toggle changes at once and rolls back when the server refuses, with
 * 'Haber beğenilemedi.' or 'Beğeni kaldırılamadı.'. Presses while one change is on its way
 * are ignored, so the count can never drift from what the server holds.
 */
export function useNewsLike(id: NewsRow['id'], initial: LikeState): NewsLike {
  const member = useMemberGuard();
  const [state, setState] = useState<LikeState>(initial);
  const [pending, setPending] = useState(false);
  const current = useRef(state);
  current.current = state;
  const busy = useRef(false);

  const toggle = useCallback(() => {
    if (busy.current || !member()) return;
    busy.current = true;
    setPending(true);
    const before = current.current;
    const like = !before.liked;
    setState({ liked: like, likes: Math.max(0, before.likes + (like ? 1 : -1)) });
    (like ? likeNews(id) : unlikeNews(id))
      .then(
        (answer) => setState({ liked: answer.liked, likes: answer.likes }),
        () => {
          setState(before);
          toast(like ? messages.news.likeFailed : messages.news.unlikeFailed, 'red');
        },
      )
      .finally(() => {
        busy.current = false;
        setPending(false);
      });
  }, [id, member]);

  return { ...state, pending, toggle };
}
