export type { LiveCallback } from './live-client';
export { LIVE_ENDPOINT, resetLive, subscribeLive } from './live-client';
export { useLive } from './use-live';
