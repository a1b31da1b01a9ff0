import { QueryProvider } from '@kanat/shared/query';
import { GlobalStyle, theme } from '@kanat/shared/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SessionProvider } from './session-context';
import { SiteInfoProvider } from './site-info-context';
import { RenderTimeProvider } from './use-server-clock';

export interface SiteProvidersProps {
  children: ReactNode;
  /** Replace the network loads of site info and session (a remote running alone, a test). */
  loadSiteInfo?: ComponentProps<typeof SiteInfoProvider>['load'];
  loadSession?: ComponentProps<typeof SessionProvider>['load'];
  /** A query cache made elsewhere (a test that reads it); by default one of its own. */
  queryClient?: QueryClient;
  /** The time the server drew the page at, for the render that hydrates it (ssr.tsx). */
  renderTime?: number;
  /** The server drew the page for a guest: the first render knows there is no session. */
  guest?: boolean;
}

/**
 * Query cache, theme, global styles, site info and session. The shell mounts them once for
 * the whole page (the remotes' queries share its cache); a remote running alone for
 * development mounts them itself.
 */
export function SiteProviders({
  children,
  loadSiteInfo,
  loadSession,
  queryClient,
  renderTime,
  guest,
}: SiteProvidersProps) {
  return (
    <QueryProvider client={queryClient}>
      <RenderTimeProvider time={renderTime}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <SiteInfoProvider load={loadSiteInfo}>
            <SessionProvider load={loadSession} guest={guest}>
              {children}
            </SessionProvider>
          </SiteInfoProvider>
        </ThemeProvider>
      </RenderTimeProvider>
    </QueryProvider>
  );
}
