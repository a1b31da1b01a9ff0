import { messages } from '@kanat/shared/i18n';
import { Container, ErrorState, LoadingBlock, Skeleton } from '@kanat/shared/ui';
import { Suspense, use, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  forgetRemoteModule,
  forgetRemoteModuleIfFailed,
  loadRemoteModule,
} from './load-remote-module';

/** Container names of our remotes (underscored, as federation requires). */
export type RemoteName = 'mf_auctions' | 'mf_news' | 'mf_account' | 'mf_corporate' | 'mf_admin';

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
  // A slot that appears (a visit to the page) gives a remote that failed before another try.
  useState(() => forgetRemoteModuleIfFailed(id));

  if (variant === 'widget') {
    return (
      <ErrorBoundary
        fallback={null}
        onError={(error) => console.error(`[federation] ${id} gösterilemedi`, error)}
      >
        <Suspense fallback={<WidgetSkeleton />}>
          <RemoteModule id={id} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  return (
    <ErrorBoundary
      // Navigating away from a broken section gives it a fresh try on the next page.
      resetKeys={[pathname]}
      onError={(error, info) =>
        console.error('[federation] bölüm hata verdi', error, info.componentStack)
      }
      onReset={(details) => {
        // The retry button always loads again; a navigation only if the last load failed.
        if (details.reason === 'imperative-api') forgetRemoteModule(id);
        else forgetRemoteModuleIfFailed(id);
      }}
      fallbackRender={({ resetErrorBoundary }) => (
        <Container>
          <FallbackWrap>
            <ErrorState
              data-testid="remote-fallback"
              title={messages.remote.failed}
              description={messages.remote.failedHint}
              onRetry={() => resetErrorBoundary()}
              retryLabel={messages.remote.retry}
              retryTestId="remote-retry"
            />
          </FallbackWrap>
        </Container>
      )}
    >
      <Suspense fallback={<LoadingBlock />}>
        <RemoteModule id={id} />
      </Suspense>
    </ErrorBoundary>
  );
}
