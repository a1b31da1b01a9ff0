export type { LiveCallback, LiveStatus } from './live-client';
export {
  DELIVERY_FALLBACK_MS,
  flushLive,
  LIVE_ENDPOINT,
  liveStatus,
  resetLive,
  subscribeLive,
  subscribeLiveStatus,
} from './live-client';
export { useLive, useLiveStatus } from './use-live';
