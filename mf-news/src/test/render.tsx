import { decodeSiteInfo } from '@kanat/shared/api';
import type { SessionUser } from '@kanat/shared/events';
import { SessionProvider, SiteInfoProvider } from '@kanat/shared/session';
import { theme } from '@kanat/shared/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

export interface RenderOptions {
  /** The URL the router starts at. */
  path?: string;
  /** Raw `/api/infos` fields, decoded the way the shell decodes them. */
  siteInfo?: Record<string, string>;
  /** Site info that never arrives or fails to load. */
  siteInfoState?: 'ready' | 'loading' | 'failed';
  /** The route the shell mounts the element under. */
  mount?: string;
  /** Who is signed in; a guest by default. */
  user?: SessionUser | null;
}

/** A signed-in member with a verified phone. */
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
    ...overrides,
  };
}

/** Stands in for the account pages: shows where the visitor was sent and from where. */
function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return <p data-testid="sent-to">{`${location.pathname} ${from}`.trim()}</p>;
}

/** Renders `ui` the way the shell hosts a remote: theme, site info and a router. */
export function renderInSite(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', siteInfo = {}, siteInfoState = 'ready', mount = '/*', user = null } = options;
  const load = () => {
    if (siteInfoState === 'loading') return new Promise<never>(() => {});
    if (siteInfoState === 'failed') return Promise.reject(new Error('infos pull failed'));
    return Promise.resolve(decodeSiteInfo(siteInfo));
  };
  return render(
    <ThemeProvider theme={theme}>
      <SiteInfoProvider load={load}>
        <SessionProvider load={() => Promise.resolve(user)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={mount} element={ui} />
              <Route path="/giris-yap" element={<LocationProbe />} />
              <Route path="/kayit-ol" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </SiteInfoProvider>
    </ThemeProvider>,
  );
}
