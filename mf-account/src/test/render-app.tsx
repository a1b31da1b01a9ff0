// Renders this app the way the shell does: theme, router and session provider around the
// exposed './routes' module, with the session answered by the test.
import { bus, type SessionUser } from '@kanat/shared/events';
import { SessionProvider } from '@kanat/shared/session';
import { theme } from '@kanat/shared/ui';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import MfAccountRoutes from '../exposed/routes';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function sessionUser(patch: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: 'u1',
    displayName: 'Ali Veli',
    username: 'aliveli',
    phoneNumber: '+905321112233',
    phoneVerified: true,
    accountEnabled: true,
    accountDisableReason: null,
    staff: false,
    ...patch,
  };
}

export interface RenderedApp {
  /** What the next session load answers (a sign-in, a sign-out). */
  setUser(user: SessionUser | null): void;
  /** The current URL inside the memory router. */
  location(): string;
  /** Every toast shown, in order. */
  toasts: string[];
  /** Questions asked through confirm(); answered with `confirmAnswer`. */
  confirms: string[];
  confirmAnswer: { yes: boolean };
}

const disposers: (() => void)[] = [];

/** Removes the bus listeners of every renderApp() so far; call it after each test. */
export function disposeApp(): void {
  for (const dispose of disposers.splice(0)) dispose();
}

export function renderApp(path: string, user: SessionUser | null = null): RenderedApp {
  let current = user;
  const toasts: string[] = [];
  const confirms: string[] = [];
  const confirmAnswer = { yes: true };
  const onToast = ({ message }: { message: string }) => toasts.push(message);
  const onConfirm = ({ id, text }: { id: string; text: string }) => {
    confirms.push(text);
    queueMicrotask(() => bus.emit('ui:confirm-answered', { id, yes: confirmAnswer.yes }));
  };
  bus.on('ui:toast-requested', onToast);
  bus.on('ui:confirm-requested', onConfirm);
  disposers.push(() => {
    bus.off('ui:toast-requested', onToast);
    bus.off('ui:confirm-requested', onConfirm);
  });
  const view = render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider load={async () => current}>
          <MfAccountRoutes />
          <LocationProbe />
        </SessionProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return {
    setUser(next) {
      current = next;
    },
    location: () => view.getByTestId('location').textContent ?? '',
    toasts,
    confirms,
    confirmAnswer,
  };
}
