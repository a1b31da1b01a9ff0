// The one render helper of the unit tests: UI rendered the way the shell hosts it. Tests of
// shared and of every app import it by relative path (.dependency-cruiser.cjs allows
// shared/test for test files).
import { decodeSiteInfo, type SiteInfo } from '@kanat/shared/api';
import { type AppEvents, bus, type SessionUser } from '@kanat/shared/events';
import { createQueryClient, QueryProvider } from '@kanat/shared/query';
import { SiteProviders } from '@kanat/shared/session';
import { theme } from '@kanat/shared/ui';
import type { QueryClient } from '@tanstack/react-query';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

function ThemedRouter({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <MemoryRouter>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </MemoryRouter>
    </QueryProvider>
  );
}

/** Just the theme, a memory router and a query cache: enough for the components of the UI kit. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ThemedRouter, ...options });
}

/** A signed-in member with a verified phone and an enabled account. */
export function member(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: 'u1',
    displayName: 'Ayşe Yılmaz',
    username: 'ayse',
    phoneNumber: '+905321112233',
    phoneVerified: true,
    accountEnabled: true,
    accountDisableReason: null,
    staff: false,
    roles: [],
    ...overrides,
  };
}

export interface SiteOptions {
  /** The URL the router starts at; '/' by default. */
  path?: string;
  /** Raw `/api/infos` fields, decoded the way the shell decodes them. */
  siteInfo?: Record<string, string>;
  /** Site info that never arrives or fails to load. */
  siteInfoState?: 'ready' | 'loading' | 'failed';
  /** Who the first session load answers; a guest by default. */
  user?: SessionUser | null;
  /**
   * The route pattern `ui` is mounted under, for a page that reads route params (e.g.
   * '/acik-arttirmalar/:id'). Without it `ui` is rendered outside any <Route>, exactly as the
   * shell renders a remote's './routes'.
   */
  mount?: string;
}

export type ToastEvent = AppEvents['ui:toast-requested'];

export interface SiteView extends RenderResult {
  /** The current URL inside the memory router: pathname and search. */
  location(): string;
  /** `state.from` of the last navigation: where a guard sent the visitor away from. */
  sentFrom(): string | null;
  /** What the next session load answers (after a sign-in or a sign-out). */
  setUser(user: SessionUser | null): void;
  /** Every toast requested, in order; the shell's toast overlay stands here. */
  toasts: ToastEvent[];
  toastTexts(): string[];
  /** Questions asked through confirm(), each answered with `confirmAnswer.yes`. */
  confirms: string[];
  confirmAnswer: { yes: boolean };
  /** The view's own query cache, as the shell's provider holds it; fresh for every view. */
  queryClient: QueryClient;
}

/** Reports the router's location through attributes, so it adds no text or role to queries. */
function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return (
    <div
      hidden
      data-testid="site-location"
      data-path={location.pathname + location.search}
      data-from={typeof from === 'string' ? from : undefined}
    />
  );
}

interface SiteFrameProps {
  path: string;
  mount: string | undefined;
  loadSiteInfo: () => Promise<SiteInfo>;
  loadUser: () => Promise<SessionUser | null>;
  queryClient: QueryClient;
}

function SiteFrame({ children, ...frame }: SiteFrameProps & { children: ReactNode }) {
  return (
    <SiteProviders
      loadSiteInfo={frame.loadSiteInfo}
      loadSession={frame.loadUser}
      queryClient={frame.queryClient}
    >
      <MemoryRouter initialEntries={[frame.path]}>
        {frame.mount === undefined ? (
          children
        ) : (
          <Routes>
            <Route path={frame.mount} element={children} />
            {/* Elsewhere (e.g. the login page a guard sent to) the shell shows another app. */}
            <Route path="*" element={null} />
          </Routes>
        )}
        <LocationProbe />
      </MemoryRouter>
    </SiteProviders>
  );
}

const disposers = new Set<() => void>();

// Every view stops listening to the bus after its test, so no test sees another's overlays.
// (Each view has its own query cache, so no test sees another's data either.)
afterEach(() => {
  for (const dispose of [...disposers]) dispose();
});

/**
 * Renders `ui` the way the shell hosts a remote: its providers (SiteProviders) and a router,
 * with the shell's overlays played by the view (toasts recorded, confirms answered).
 */
export function renderInSite(ui: ReactElement, options: SiteOptions = {}): SiteView {
  const { path = '/', siteInfo = {}, siteInfoState = 'ready', mount } = options;
  let user = options.user ?? null;
  const loadSiteInfo = (): Promise<SiteInfo> => {
    if (siteInfoState === 'loading') return new Promise<never>(() => {});
    if (siteInfoState === 'failed') return Promise.reject(new Error('infos pull failed'));
    return Promise.resolve(decodeSiteInfo(siteInfo));
  };

  const toasts: ToastEvent[] = [];
  const confirms: string[] = [];
  const confirmAnswer = { yes: true };
  const onToast = (event: ToastEvent) => toasts.push(event);
  const onConfirm = ({ id, text }: AppEvents['ui:confirm-requested']) => {
    confirms.push(text);
    // The dialog answers after the asking code has moved on, as a real click would.
    queueMicrotask(() => bus.emit('ui:confirm-answered', { id, yes: confirmAnswer.yes }));
  };
  bus.on('ui:toast-requested', onToast);
  bus.on('ui:confirm-requested', onConfirm);
  const dispose = () => {
    bus.off('ui:toast-requested', onToast);
    bus.off('ui:confirm-requested', onConfirm);
    disposers.delete(dispose);
  };
  disposers.add(dispose);

  const queryClient = createQueryClient();
  const frame: SiteFrameProps = {
    path,
    mount,
    loadSiteInfo,
    loadUser: async () => user,
    queryClient,
  };
  // A wrapper rather than a wrapped element, so rerender() keeps the providers and the router.
  const view = render(ui, {
    wrapper: ({ children }) => <SiteFrame {...frame}>{children}</SiteFrame>,
  });
  // Looked up in this view's own container: a test may render more than one view.
  const probe = () => view.container.querySelector('[data-testid="site-location"]');
  return {
    ...view,
    unmount() {
      dispose();
      view.unmount();
      queryClient.clear();
    },
    location: () => probe()?.getAttribute('data-path') ?? '',
    sentFrom: () => probe()?.getAttribute('data-from') ?? null,
    setUser(next) {
      user = next;
    },
    toasts,
    toastTexts: () => toasts.map((toast) => toast.message),
    confirms,
    confirmAnswer,
    queryClient,
  };
}
