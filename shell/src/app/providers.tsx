import { QueryProvider } from '@kanat/shared/query';
import { SessionProvider, SiteInfoProvider } from '@kanat/shared/session';
import { GlobalStyle, theme } from '@kanat/shared/ui';
import type { ComponentProps, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

export interface AppProvidersProps {
  children: ReactNode;
  /** Test seams: replace the network loads of site info and session. */
  loadSiteInfo?: ComponentProps<typeof SiteInfoProvider>['load'];
  loadSession?: ComponentProps<typeof SessionProvider>['load'];
}

/**
 * Query cache, theme, global styles, site info and session: mounted once, read by every app
 * (the remotes' queries share the shell's cache).
 */
export function AppProviders({ children, loadSiteInfo, loadSession }: AppProvidersProps) {
  return (
    <QueryProvider>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SiteInfoProvider load={loadSiteInfo}>
          <SessionProvider load={loadSession}>{children}</SessionProvider>
        </SiteInfoProvider>
      </ThemeProvider>
    </QueryProvider>
  );
}
