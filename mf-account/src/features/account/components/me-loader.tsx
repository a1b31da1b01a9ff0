import { messages } from '@kanat/shared/i18n';
import { ErrorState, LoadingBlock } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import type { Me } from '../api/get-me';
import type { MeState } from '../hooks/use-me';

/** Shows loading and failure of /api/me, and `children(me)` once it is there. */
export function MeLoader({
  state,
  reload,
  children,
}: {
  state: MeState;
  reload: () => Promise<void>;
  children: (me: Me) => ReactNode;
}) {
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') {
    return <ErrorState title={messages.common.pageLoadFailed} onRetry={() => void reload()} />;
  }
  return <>{children(state.me)}</>;
}
