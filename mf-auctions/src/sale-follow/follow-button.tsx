import { serverMessage } from '@kanat/shared/api';
import type { CalendarKind } from '@kanat/shared/contracts';
import { toast } from '@kanat/shared/events';
import { calendar as texts } from '@kanat/shared/i18n/lazy';
import { useSession } from '@kanat/shared/session';
import { Button } from '@kanat/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { followSale, getFollowedSales } from './follow-sale';

/** The query of the member's followed sales; one for the whole page. */
const followedKey = (uid: string) => ['followed-sales', uid] as const;

interface FollowButtonProps {
  kind: CalendarKind;
  id: string;
  title: string;
}

/**
 * 'Başlayınca haber ver' / 'Haber verilecek', a toggle (aria-pressed): the member is told when
 * the sale opens, on the channels of their notice settings. A guest is sent to sign in and
 * brought back.
 */
export function FollowButton(props: FollowButtonProps) {
  const { user, status } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (user === null) {
    return (
      <Button
        type="button"
        $variant="ghost"
        aria-disabled={status !== 'ready' || undefined}
        onClick={() => {
          if (status === 'ready') navigate('/giris-yap', { state: { from: pathname } });
        }}
      >
        {texts.signInToFollow}
      </Button>
    );
  }
  return <MemberFollowButton {...props} uid={user.uid} />;
}

function MemberFollowButton({ kind, id, title, uid }: FollowButtonProps & { uid: string }) {
  const client = useQueryClient();
  const key = followedKey(uid);
  const followed = useQuery({ queryKey: key, queryFn: getFollowedSales });
  const following = followed.data?.includes(`${kind}:${id}`) ?? false;
  const mutation = useMutation({
    mutationFn: (next: boolean) => followSale(kind, id, next),
    onSuccess: (now) => {
      client.setQueryData<string[]>(key, (keys = []) => {
        const rest = keys.filter((each) => each !== `${kind}:${id}`);
        return now ? [...rest, `${kind}:${id}`] : rest;
      });
      toast(now ? texts.followed : texts.unfollowed, 'green');
    },
    onError: (error) => toast(serverMessage(error, texts.followFailed), 'red'),
  });
  const busy = mutation.isPending || followed.isPending;
  return (
    <Button
      type="button"
      $variant={following ? 'secondary' : 'ghost'}
      aria-pressed={following}
      // Many rows say the same: the title adds which sale, after the words on screen.
      aria-label={`${following ? texts.following : texts.follow}: ${title}`}
      aria-disabled={busy || undefined}
      data-testid="follow-button"
      onClick={() => {
        if (!busy) mutation.mutate(!following);
      }}
    >
      {following ? texts.following : texts.follow}
    </Button>
  );
}
