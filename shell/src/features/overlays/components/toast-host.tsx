import {
  createNotifier,
  DEFAULT_TOAST_SECONDS,
  type NotifierState,
  useEvent,
} from '@kanat/shared/events';
import { media } from '@kanat/shared/ui';
import { Suspense, useState, useSyncExternalStore } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import styled from 'styled-components';
import { ToastFace } from './load-notice-faces';

const Dock = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space.md}px;
  right: ${({ theme }) => theme.space.md}px;
  bottom: ${({ theme }) => theme.space.md}px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  justify-content: center;
  pointer-events: none;

  ${media.up('mobile')} {
    left: auto;
    right: ${({ theme }) => theme.space.lg}px;
    bottom: ${({ theme }) => theme.space.lg}px;
  }
`;

/** Where the looks could not be fetched (the network is down): the message, plainly. */
const Plain = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.surface};
  pointer-events: auto;
`;

/**
 * Renders the notifier of SPEC §4: the latest message in its colour, with the count of
 * messages still on screen; each stays its seconds plus 0.4 s. The live region is there from
 * the start (a screen reader hears what comes into it); the toast's looks come with the first
 * message (notice-faces.tsx).
 */
export function ToastHost() {
  const [notifier] = useState(createNotifier);
  const state: NotifierState = useSyncExternalStore(
    notifier.subscribe,
    notifier.getState,
    notifier.getState,
  );

  useEvent('ui:toast-requested', ({ message, color, seconds }) => {
    notifier.push(message, color ?? 'green', seconds ?? DEFAULT_TOAST_SECONDS);
  });
  useEvent('ui:toasts-cleared', () => notifier.removeAll());

  return (
    <Dock role="status" aria-live="polite" data-testid="toast-host">
      {state.message ? (
        <ErrorBoundary fallback={<Plain data-testid="toast">{state.message}</Plain>}>
          <Suspense fallback={null}>
            <ToastFace state={state} onClose={() => notifier.removeAll()} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </Dock>
  );
}
