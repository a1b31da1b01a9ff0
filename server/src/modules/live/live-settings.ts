import { defaultLiveLimits, type LiveLimits } from '../../config';
import type { LiveHubSettings } from './live-hub';

export interface LiveSettings extends LiveHubSettings, LiveLimits {
  /** Paths one stream may watch (a long list page with its pictures stays well below). */
  maxPathsPerConnection: number;
}

/** The caps that LIVE_* may raise are `config.live` (config.ts); the rest is fixed here. */
export const defaultLiveSettings: LiveSettings = {
  tickMs: 25,
  heartbeatMs: 15_000,
  maxBufferedBytes: 1024 * 1024,
  retryMs: 1_000,
  maxPathsPerConnection: 200,
  ...defaultLiveLimits,
};
