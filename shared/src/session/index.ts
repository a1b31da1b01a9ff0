export type { SiteInfo } from '@kanat/shared/api';
export type { SessionUser } from '@kanat/shared/events';
export type { SessionValue } from './session-context';
export { fetchSession, SessionProvider, useSession } from './session-context';
export type { SiteInfoValue } from './site-info-context';
export { SiteInfoProvider, useSiteInfo } from './site-info-context';
export type { SiteProvidersProps } from './site-providers';
export { SiteProviders } from './site-providers';
export {
  CLOCK_REFRESH_MS,
  RenderTimeProvider,
  useServerClock,
  useServerClockValue,
} from './use-server-clock';
