import { useSession } from '@kanat/shared/session';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getMe, type Me } from '../api/get-me';

export type MeState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; me: Me };

/** Loads /api/me for a page; `reload` fetches it again (after a save). */
export function useMe(): { state: MeState; reload: () => Promise<void> } {
  // Keyed by the signed-in user, so nobody is ever shown another account's cached details.
  const session = useSession();
  const uid = session.user?.uid ?? null;
  const query = useQuery({
    queryKey: ['account', 'me', uid],
    queryFn: () => getMe(),
    enabled: session.status !== 'loading',
  });
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  let state: MeState;
  if (query.isError && !query.isFetching) state = { status: 'error', error: query.error };
  else if (query.data) state = { status: 'ready', me: query.data };
  else state = { status: 'loading' };
  return { state, reload };
}
