export type { LiveCallback, LiveStatus } from './live-client';
export {
  LIVE_ENDPOINT,
  liveStatus,
  resetLive,
  subscribeLive,
  subscribeLiveStatus,
} from './live-client';
export { useLive, useLiveStatus } from './use-live';
