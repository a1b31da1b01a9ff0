import { messages } from '@kanat/shared/i18n';
import { Container, ErrorState, LoadingBlock, Skeleton } from '@kanat/shared/ui';
import { Suspense, use, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  forgetRemoteModule,
  forgetRemoteModuleIfFailed,
  loadRemoteModule,
} from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** Container names of our remotes (underscored, as federation requires). */
export type RemoteName = 'mf_auctions' | 'mf_news' | 'mf_account' | 'mf_corporate';

export interface RemoteSlotProps {
  remote: RemoteName;
  /** Exposed module without './', e.g. 'routes' or 'home-news'. */
  module: string;
  /**
   * 'section' (default) shows a spinner while loading and a Turkish fallback with a retry
   * when the remote is down. 'widget' is for home-page widgets: a quiet skeleton while
   * loading and nothing at all when the remote is down.
   */
  variant?: 'section' | 'widget';
}

function RemoteModule({ id }: { id: string }) {
  const { default: Exposed } = use(loadRemoteModule(id));
  return <Exposed />;
}

const FallbackWrap = styled.div`
  padding: ${({ theme }) => theme.space.xxl}px 0;
`;

const WidgetLoading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.xl}px 0;
`;

function WidgetSkeleton() {
  return (
    <Container>
      <WidgetLoading aria-busy="true">
        <Skeleton $width="220px" $height="28px" />
        <Skeleton $height="180px" $radius="md" />
      </WidgetLoading>
    </Container>
  );
}

/**
 * The one place a remote module enters the shell: Suspense while it loads, an error boundary
 * around it, and a retry that reloads it without reloading the page.
 */
export function RemoteSlot({ remote, module, variant = 'section' }: RemoteSlotProps) {
  const id = `${remote}/${module}`;
  const { pathname } = useLocation();
  // Bumping the attempt remounts the subtree, so a fresh load starts after a retry. A slot
  // that appears (a visit to the page) also gives a remote that failed before another try.
  const [attempt, setAttempt] = useState(() => {
    forgetRemoteModuleIfFailed(id);
    return 0;
  });

  const retry = () => {
    forgetRemoteModule(id);
    setAttempt((n) => n + 1);
  };

  if (variant === 'widget') {
    return (
      <RemoteErrorBoundary
        key={attempt}
        fallback={null}
        onError={(error) => console.error(`[federation] ${id} gösterilemedi`, error)}
      >
        <Suspense fallback={<WidgetSkeleton />}>
          <RemoteModule id={id} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }

  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKeys={[pathname]}
      onReset={() => forgetRemoteModuleIfFailed(id)}
      fallback={
        <Container>
          <FallbackWrap>
            <ErrorState
              data-testid="remote-fallback"
              title={messages.remote.failed}
              description={messages.remote.failedHint}
              onRetry={retry}
              retryLabel={messages.remote.retry}
              retryTestId="remote-retry"
            />
          </FallbackWrap>
        </Container>
      }
    >
      <Suspense fallback={<LoadingBlock />}>
        <RemoteModule id={id} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
