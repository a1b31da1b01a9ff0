import { messages } from '@kanat/shared/i18n';
import { Container, ErrorState, LoadingBlock, Skeleton } from '@kanat/shared/ui';
import {
  createContext,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  forgetRemoteModule,
  forgetRemoteModuleIfFailed,
  loadRemoteModule,
  type RemoteComponentModule,
} from './load-remote-module';
import { markSectionLoading } from './page-settled';

/** Container names of our remotes (underscored, as federation requires). */
export type { RemoteName } from '@kanat/shared/rules';

import type { RemoteName } from '@kanat/shared/rules';

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

/**
 * Where RemoteSlot gets a remote's module: the federation runtime in the browser; on the
 * server (ssr.tsx), the remote's server build. Same promise contract on both sides, so the
 * slot's Suspense and error boundary are the same tree when the browser hydrates the page.
 */
export const RemoteModuleLoader =
  createContext<(id: string) => Promise<RemoteComponentModule>>(loadRemoteModule);

function RemoteModule({ id, onShown }: { id: string; onShown: () => void }) {
  const load = useContext(RemoteModuleLoader);
  const { default: Exposed } = use(load(id));
  useEffect(() => onShown(), [onShown]);
  return <Exposed />;
}

/**
 * Counts the section as loading until its remote's content is on the page (usePageSettled).
 * The Suspense fallback's LoadingMark covers a slot drawn in the browser; this also covers
 * the server's HTML of a section, which stays on the page, without a fallback, until the
 * remote's code arrives and the browser hydrates it, and may then still grow (a news body).
 * A child's effect runs before its parent's: a module shown in the slot's first commit never
 * counts at all. A failure ends the count too (the error boundaries).
 */
function useLoadingUntilShown(): { shown: () => void } {
  const state = useRef<{ shown: boolean; release: (() => void) | null }>({
    shown: false,
    release: null,
  });
  useEffect(() => {
    if (state.current.shown) return undefined;
    const release = markSectionLoading();
    state.current.release = release;
    return release;
  }, []);
  const shown = useCallback(() => {
    state.current.shown = true;
    state.current.release?.();
  }, []);
  return { shown };
}

const FallbackWrap = styled.div`
  padding: ${({ theme }) => theme.space.xxl}px 0;
`;

const WidgetLoading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.xl}px 0;
`;

/** Counts the section as loading for as long as it is shown (usePageSettled). */
function LoadingMark() {
  useEffect(() => markSectionLoading(), []);
  return null;
}

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
  const { shown } = useLoadingUntilShown();
  // A slot that appears (a visit to the page) gives a remote that failed before another try.
  useState(() => forgetRemoteModuleIfFailed(id));

  if (variant === 'widget') {
    return (
      <ErrorBoundary
        fallback={null}
        onError={(error) => {
          shown();
          console.error(`[federation] ${id} gösterilemedi`, error);
        }}
      >
        <Suspense
          fallback={
            <>
              <LoadingMark />
              <WidgetSkeleton />
            </>
          }
        >
          <RemoteModule id={id} onShown={shown} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  return (
    <ErrorBoundary
      // Navigating away from a broken section gives it a fresh try on the next page.
      resetKeys={[pathname]}
      onError={(error, info) => {
        shown();
        console.error('[federation] bölüm hata verdi', error, info.componentStack);
      }}
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
      <Suspense
        fallback={
          <>
            <LoadingMark />
            <LoadingBlock />
          </>
        }
      >
        <RemoteModule id={id} onShown={shown} />
      </Suspense>
    </ErrorBoundary>
  );
}
