import path from 'node:path';

/** The four remotes and the folder each one's build lives in (`<short>` in /mf/<short>/). */
export const remoteApps = {
  mf_auctions: 'auctions',
  mf_news: 'news',
  mf_account: 'account',
  mf_corporate: 'corporate',
} as const;

export type RemoteName = keyof typeof remoteApps;

export type NodeEnv = 'development' | 'production' | 'test';

/** A real SMS provider behind one HTTP endpoint (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN). */
export interface SmsGatewayConfig {
  url: string;
  /** Bearer token for the provider; null sends no Authorization header. */
  token: string | null;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** PostgreSQL connection string; null selects the embedded PGlite database. */
  databaseUrl: string | null;
  /** Holds the PGlite data directory and the media directory. */
  dataDir: string;
  pgliteDir: string;
  mediaDir: string;
  /** Folder holding shell/dist and mf-<short>/dist. */
  appsDir: string;
  /** Public origin (https://kanatmezat.com.tr), without a trailing slash; null when unknown. */
  publicUrl: string | null;
  /** Manifest URL per remote, as /remotes.json hands them to the shell. */
  remotes: Record<RemoteName, string>;
  /** Fill an empty database with demo data at start. */
  seed: boolean;
  logLevel: LogLevel;
  /** Trust X-Forwarded-* from a reverse proxy (needed for Secure cookies behind TLS). */
  trustProxy: boolean;
  /**
   * The SMS gateway; null selects the development outbox (codes stay in `sms_outbox`,
   * readable from this machine only). Production refuses to start without one.
   */
  sms: SmsGatewayConfig | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Geçersiz yapılandırma:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** The repository root: server/src -> ../.. */
export const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * Reads the environment once. Every problem is collected and reported together, so a
 * misconfigured deployment fails at start with the full list instead of one at a time.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const nodeEnvRaw = text('NODE_ENV') ?? 'development';
  let nodeEnv: NodeEnv = 'development';
  if (nodeEnvRaw === 'development' || nodeEnvRaw === 'production' || nodeEnvRaw === 'test') {
    nodeEnv = nodeEnvRaw;
  } else {
    problems.push(`NODE_ENV development, production ya da test olmalı (verilen: "${nodeEnvRaw}")`);
  }

  let port = 3000;
  const portRaw = text('PORT');
  if (portRaw !== undefined) {
    port = Number(portRaw);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      problems.push(`PORT 0 ile 65535 arasında bir tam sayı olmalı (verilen: "${portRaw}")`);
    }
  }

  const databaseUrl = text('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL postgres:// ya da postgresql:// ile başlamalı');
  }

  const publicUrlRaw = text('PUBLIC_URL');
  let publicUrl: string | null = null;
  if (publicUrlRaw !== undefined) {
    if (isHttpUrl(publicUrlRaw)) {
      publicUrl = publicUrlRaw.replace(/\/+$/, '');
    } else {
      problems.push(`PUBLIC_URL bir http(s) adresi olmalı (verilen: "${publicUrlRaw}")`);
    }
  }

  const smsUrl = text('SMS_GATEWAY_URL');
  const smsToken = text('SMS_GATEWAY_TOKEN') ?? null;
  let sms: SmsGatewayConfig | null = null;
  if (smsUrl !== undefined) {
    if (isHttpUrl(smsUrl)) {
      sms = { url: smsUrl, token: smsToken };
    } else {
      problems.push(`SMS_GATEWAY_URL bir http(s) adresi olmalı (verilen: "${smsUrl}")`);
    }
  } else if (smsToken !== null) {
    problems.push('SMS_GATEWAY_TOKEN yalnızca SMS_GATEWAY_URL ile birlikte kullanılabilir');
  }

  // Production is never left on development defaults that would expose codes or cookies.
  if (nodeEnv === 'production') {
    if (smsUrl === undefined) {
      problems.push(
        'NODE_ENV=production için SMS_GATEWAY_URL gerekli: doğrulama kodları gerçek bir SMS sağlayıcısıyla gönderilmeli',
      );
    }
    if (publicUrlRaw === undefined) {
      problems.push(
        'NODE_ENV=production için PUBLIC_URL gerekli (sitenin genel adresi, örn. https://kanatmezat.com.tr)',
      );
    }
  }

  const remotes = {} as Record<RemoteName, string>;
  for (const [name, short] of Object.entries(remoteApps) as [RemoteName, string][]) {
    const variable = `REMOTE_${name.toUpperCase()}_URL`;
    const override = text(variable);
    if (override === undefined) {
      remotes[name] = `${publicUrl ?? ''}/mf/${short}/mf-manifest.json`;
    } else if (isHttpUrl(override) || override.startsWith('/')) {
      remotes[name] = toManifestUrl(override);
    } else {
      problems.push(
        `${variable} bir http(s) adresi ya da / ile başlayan bir yol olmalı (verilen: "${override}")`,
      );
    }
  }

  // A production database never gets the demo accounts (well-known passwords) unless asked.
  const seed = parseBoolean(text('SEED'), nodeEnv !== 'production', 'SEED', problems);
  const trustProxy = parseBoolean(text('TRUST_PROXY'), false, 'TRUST_PROXY', problems);

  const logLevelRaw = text('LOG_LEVEL') ?? 'info';
  const logLevel = logLevels.find((l) => l === logLevelRaw);
  if (logLevel === undefined) {
    problems.push(
      `LOG_LEVEL şunlardan biri olmalı: ${logLevels.join(', ')} (verilen: "${logLevelRaw}")`,
    );
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(text('DATA_DIR') ?? path.join(repoRoot, '.data'));
  return {
    nodeEnv,
    port,
    host: text('HOST') ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaDir: path.join(dataDir, 'media'),
    appsDir: path.resolve(text('APPS_DIR') ?? repoRoot),
    publicUrl,
    remotes,
    seed,
    logLevel: logLevel ?? 'info',
    trustProxy,
    sms,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An override may name the manifest itself or the folder it sits in. */
function toManifestUrl(value: string): string {
  if (/\.json(\?.*)?$/.test(value)) return value;
  return `${value.replace(/\/+$/, '')}/mf-manifest.json`;
}

function parseBoolean(
  raw: string | undefined,
  fallback: boolean,
  name: string,
  problems: string[],
): boolean {
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  problems.push(`${name} true ya da false olmalı (verilen: "${raw}")`);
  return fallback;
}
