import type { LiveHubSettings } from './live-hub';

export interface LiveSettings extends LiveHubSettings {
  /** Paths one stream may watch (a long list page with its pictures stays well below). */
  maxPathsPerConnection: number;
  /** Open streams per client address: a few tabs each; more is a misbehaving client. */
  maxConnectionsPerIp: number;
  /** Open streams per server instance; beyond it the load balancer should pick another. */
  maxConnections: number;
}

export const defaultLiveSettings: LiveSettings = {
  tickMs: 25,
  heartbeatMs: 15_000,
  maxBufferedBytes: 1024 * 1024,
  retryMs: 1_000,
  maxPathsPerConnection: 200,
  maxConnectionsPerIp: 32,
  maxConnections: 20_000,
};

type Env = Record<string, string | undefined>;

const envNames = {
  maxConnectionsPerIp: 'LIVE_MAX_CONNECTIONS_PER_IP',
  maxConnections: 'LIVE_MAX_CONNECTIONS',
} as const;

/**
 * The two caps an operator may need to raise (a site behind one NAT, a big instance, a load
 * test) come from the environment; a bad value stops the start like any config error.
 */
export function liveSettingsFromEnv(env: Env = process.env): LiveSettings {
  const settings = { ...defaultLiveSettings };
  for (const [key, name] of Object.entries(envNames) as Array<[keyof typeof envNames, string]>) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${name} pozitif bir tam sayı olmalı (verilen: "${raw}")`);
    }
    settings[key] = value;
  }
  return settings;
}
