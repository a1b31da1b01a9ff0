import path from 'node:path';
import { fill, messages } from '@kanat/shared/i18n/full';
import { type Static, type TOptional, type TString, Type } from '@sinclair/typebox';
import envSchema, { type EnvSchemaOpt } from 'env-schema';

/** The five remotes and the folder each one's build lives in (`<short>` in /mf/<short>/). */
export const remoteApps = {
  mf_auctions: 'auctions',
  mf_news: 'news',
  mf_account: 'account',
  mf_corporate: 'corporate',
  mf_admin: 'admin',
} as const;

export type RemoteName = keyof typeof remoteApps;

const nodeEnvs = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];

/** A real SMS provider behind one HTTP endpoint (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN). */
export interface SmsGatewayConfig {
  url: string;
  /** Bearer token for the provider; null sends no Authorization header. */
  token: string | null;
}

/** How mail leaves the server (ARCHITECTURE §6): real SMTP, or the development outbox table. */
export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://...:465`; null keeps mail in the outbox table. */
  smtpUrl: string | null;
  /** The sender of every mail, `Name <address>`. */
  from: string;
}

export const defaultMailFrom = 'Kanat Mezat <no-reply@kanatmezat.com.tr>';

/**
 * Web Push: the VAPID key pair the server signs push requests with (base64url, as
 * `web-push generate-vapid-keys` prints them) and the contact it names (`mailto:` or https).
 * Without keys the server makes a pair once and keeps it in DATA_DIR/vapid.json.
 */
export interface PushConfig {
  keys: { publicKey: string; privateKey: string } | null;
  subject: string;
}

export const defaultVapidSubject = 'mailto:no-reply@kanatmezat.com.tr';

/**
 * The live-stream caps an operator may need to raise (a site behind one NAT, a big instance, a
 * load test); the other live settings are fixed in live-settings.ts.
 */
export interface LiveLimits {
  /**
   * Open streams per client address on the whole site (every instance counts its own in the
   * database, live-caps.ts): a few tabs each; more is a misbehaving client.
   */
  maxConnectionsPerIp: number;
  /** Open streams on the whole site: raise it as instances are added. */
  maxConnections: number;
}

export const defaultLiveLimits: LiveLimits = { maxConnectionsPerIp: 32, maxConnections: 20_000 };

/**
 * Media in S3-compatible object storage, shared by every instance; all of it or
 * none (then media stay in DATA_DIR/media on this machine).
 */
export interface S3MediaConfig {
  /** `https://s3.eu-central-1.amazonaws.com`, `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, s3rver, most self-hosted). */
  forcePathStyle: boolean;
}

/** The S3 settings that must come together; S3_FORCE_PATH_STYLE only with them. */
const s3Variables = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

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
  /** DATA_DIR/media: where media live unless `s3` is set (and what a backup packs). */
  mediaDir: string;
  /** The bucket media live in, shared by every instance; null keeps them in mediaDir. */
  s3: S3MediaConfig | null;
  /** Folder holding shell/dist and mf-<short>/dist. */
  appsDir: string;
  /** Public origin (https://kanatmezat.com.tr), without a trailing slash; null when unknown. */
  publicUrl: string | null;
  /**
   * Where links in mails point: PUBLIC_URL, else this server's own address (localhost when it
   * listens on every interface), so a development mail's link still opens the site.
   */
  linkOrigin: string;
  /** Manifest URL per remote, as /remotes.json hands them to the shell. */
  remotes: Record<RemoteName, string>;
  /** Fill an empty database with demo data at start. */
  seed: boolean;
  logLevel: LogLevel;
  /**
   * How long the server may spend rendering a guest's first view of a page (ms); a render
   * that takes longer is dropped and the page goes out with the empty root.
   */
  ssrTimeoutMs: number;
  /**
   * Multiplies the per-phone sign-in code and per-address SMS budgets: the browser tests sign
   * the same demo accounts in from fresh browsers, all from 127.0.0.1, more often an hour than
   * those budgets allow. KM_E2E_SMS_BUDGET_FACTOR, read only with NODE_ENV=test; otherwise 1.
   */
  smsBudgetFactor: number;
  /** Trust X-Forwarded-* from a reverse proxy (needed for Secure cookies behind TLS). */
  trustProxy: boolean;
  /**
   * The SMS gateway; null selects the development outbox (codes stay in `sms_outbox`,
   * readable from this machine only). Production refuses to start without one.
   */
  sms: SmsGatewayConfig | null;
  mail: MailConfig;
  live: LiveLimits;
  push: PushConfig;
  /** Commands only: the admin token for `--server <url>` (else DATA_DIR/admin.json's). */
  staffAdminToken: string | null;
  /**
   * Bearer token that opens GET /metrics to any address; null serves it to this machine
   * (loopback) only.
   */
  metricsToken: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`${messages.serverConfig.heading}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** The repository root: server/src -> ../.. */
export const repoRoot = path.resolve(__dirname, '..', '..');

type RemoteVariable = `REMOTE_${Uppercase<RemoteName>}_URL`;
const remoteVariable = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL` as RemoteVariable;

const booleanWords: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  on: true,
  false: false,
  '0': false,
  no: false,
  off: false,
};
/** Boolean variables; their values are compared in lower case. */
const flagVariables = ['SEED', 'TRUST_PROXY', 'S3_FORCE_PATH_STYLE'] as const;

const oneOf = <T extends string>(values: readonly T[], fallback: T) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], default: fallback });
const flag = () => Type.Optional(Type.String({ enum: Object.keys(booleanWords) }));
const count = (fallback: number) => Type.Integer({ minimum: 1, default: fallback });

const mailAddressPattern =
  '^(?:[^<>\\r\\n]*<[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+>|[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+)$';

/**
 * Every environment variable the server reads, checked by env-schema (ajv, which also turns
 * numbers into numbers and fills the defaults). Values arrive trimmed; empty counts as unset.
 */
const envSchemaDefinition = Type.Object({
  NODE_ENV: oneOf(nodeEnvs, 'development'),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ default: path.join(repoRoot, '.data') }),
  APPS_DIR: Type.String({ default: repoRoot }),
  PUBLIC_URL: Type.Optional(Type.String({ format: 'http-url' })),
  SMS_GATEWAY_URL: Type.Optional(Type.String({ format: 'http-url' })),
  SMS_GATEWAY_TOKEN: Type.Optional(Type.String()),
  ...(Object.fromEntries(
    Object.keys(remoteApps).map((name) => [
      remoteVariable(name as RemoteName),
      Type.Optional(Type.String({ format: 'remote-url' })),
    ]),
  ) as Record<RemoteVariable, TOptional<TString>>),
  SEED: flag(),
  TRUST_PROXY: flag(),
  LOG_LEVEL: oneOf(logLevels, 'info'),
  SMTP_URL: Type.Optional(Type.String({ format: 'smtp-url' })),
  MAIL_FROM: Type.String({ pattern: mailAddressPattern, default: defaultMailFrom }),
  LIVE_MAX_CONNECTIONS_PER_IP: count(defaultLiveLimits.maxConnectionsPerIp),
  LIVE_MAX_CONNECTIONS: count(defaultLiveLimits.maxConnections),
  STAFF_ADMIN_TOKEN: Type.Optional(Type.String()),
  METRICS_TOKEN: Type.Optional(Type.String()),
  S3_ENDPOINT: Type.Optional(Type.String({ format: 'http-url' })),
  // S3's own rule for bucket names (no upper case, 3 to 63 characters).
  S3_BUCKET: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' })),
  S3_REGION: Type.Optional(Type.String({ pattern: '^[a-z0-9-]+$' })),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String()),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String()),
  S3_FORCE_PATH_STYLE: flag(),
  SSR_TIMEOUT_MS: count(1000),
  KM_E2E_SMS_BUDGET_FACTOR: count(1),
  // A P-256 public key is 65 bytes (87 base64url characters), the private key 32 (43).
  VAPID_PUBLIC_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{87}$' })),
  VAPID_PRIVATE_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' })),
  VAPID_SUBJECT: Type.String({
    pattern: '^(mailto:[^\\s@]+@[^\\s@]+|https://\\S+)$',
    default: defaultVapidSubject,
  }),
});

type EnvValues = Static<typeof envSchemaDefinition>;
type Variable = keyof EnvValues;

/**
 * What an operator reads when a variable fails its check; `given` is the value as set. Free
 * text variables (HOST, DATA_DIR, tokens...) cannot fail.
 */
const problemTexts: Partial<Record<Variable, (given: string) => string>> = {
  NODE_ENV: (given) => fill(messages.serverConfig.nodeEnv, { given }),
  PORT: (given) => fill(messages.serverConfig.port, { given }),
  DATABASE_URL: () => messages.serverConfig.databaseUrl,
  PUBLIC_URL: (given) => fill(messages.serverConfig.httpUrl, { variable: 'PUBLIC_URL', given }),
  SMS_GATEWAY_URL: (given) =>
    fill(messages.serverConfig.httpUrl, { variable: 'SMS_GATEWAY_URL', given }),
  ...(Object.fromEntries(
    Object.keys(remoteApps).map((name) => {
      const variable = remoteVariable(name as RemoteName);
      return [
        variable,
        (given: string) => fill(messages.serverConfig.urlOrPath, { variable, given }),
      ];
    }),
  ) as Record<RemoteVariable, (given: string) => string>),
  SEED: (given) => fill(messages.serverConfig.trueOrFalse, { variable: 'SEED', given }),
  TRUST_PROXY: (given) =>
    fill(messages.serverConfig.trueOrFalse, { variable: 'TRUST_PROXY', given }),
  LOG_LEVEL: (given) =>
    fill(messages.serverConfig.logLevel, { levels: logLevels.join(', '), given }),
  SMTP_URL: () => messages.serverConfig.smtpUrl,
  MAIL_FROM: (given) => fill(messages.serverConfig.mailFrom, { given }),
  LIVE_MAX_CONNECTIONS_PER_IP: (given) =>
    fill(messages.serverConfig.positiveInteger, { variable: 'LIVE_MAX_CONNECTIONS_PER_IP', given }),
  LIVE_MAX_CONNECTIONS: (given) =>
    fill(messages.serverConfig.positiveInteger, { variable: 'LIVE_MAX_CONNECTIONS', given }),
  SSR_TIMEOUT_MS: (given) =>
    fill(messages.serverConfig.positiveInteger, { variable: 'SSR_TIMEOUT_MS', given }),
  KM_E2E_SMS_BUDGET_FACTOR: (given) =>
    fill(messages.serverConfig.positiveInteger, { variable: 'KM_E2E_SMS_BUDGET_FACTOR', given }),
  S3_ENDPOINT: (given) => fill(messages.serverConfig.httpUrl, { variable: 'S3_ENDPOINT', given }),
  S3_BUCKET: (given) => fill(messages.serverConfig.s3Bucket, { given }),
  S3_REGION: (given) => fill(messages.serverConfig.s3Region, { given }),
  S3_FORCE_PATH_STYLE: (given) =>
    fill(messages.serverConfig.trueOrFalse, { variable: 'S3_FORCE_PATH_STYLE', given }),
  VAPID_PUBLIC_KEY: () => messages.serverConfig.vapidPublicKey,
  VAPID_PRIVATE_KEY: () => messages.serverConfig.vapidPrivateKey,
  VAPID_SUBJECT: (given) => fill(messages.serverConfig.vapidSubject, { given }),
};

/**
 * Reads the environment once. Every problem is collected and reported together, so a
 * misconfigured deployment fails at start with the full list instead of one at a time.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const given = setVariables(env);
  const problems: string[] = [];
  let values: EnvValues | undefined;
  try {
    values = envSchema<EnvValues>({
      schema: envSchemaDefinition,
      data: { ...given, ...lowerCaseFlags(given) },
      env: false,
      // One validator with our formats, built on the first load and reused after (a new one
      // compiles the schema again).
      ajv: validator ?? { customOptions: (fresh) => (validator = withUrlFormats(fresh)) },
    });
  } catch (error) {
    problems.push(...describeSchemaErrors(error, given));
  }
  problems.push(...crossChecks(given));
  if (values === undefined || problems.length > 0) throw new ConfigError(problems);
  return toAppConfig(values);
}

/** env-schema's ajv (not a dependency of ours: reached through env-schema's types). */
type Ajv = ReturnType<
  Extract<NonNullable<EnvSchemaOpt['ajv']>, { customOptions: unknown }>['customOptions']
>;

let validator: Ajv | undefined;

function withUrlFormats(ajv: Ajv): Ajv {
  return ajv
    .addFormat('http-url', isHttpUrl)
    .addFormat('remote-url', (value: string) => isHttpUrl(value) || value.startsWith('/'))
    .addFormat('smtp-url', isSmtpUrl);
}

/** The variables that are set, trimmed; a blank value counts as unset. */
function setVariables(env: Env): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed) set[name] = trimmed;
  }
  return set;
}

function lowerCaseFlags(given: Record<string, string>): Record<string, string> {
  const lowered: Record<string, string> = {};
  for (const name of flagVariables) {
    const value = given[name];
    if (value !== undefined) lowered[name] = value.toLowerCase();
  }
  return lowered;
}

/** One sentence per failing variable (ajv may report several failed keywords for one). */
function describeSchemaErrors(error: unknown, given: Record<string, string>): string[] {
  const failures = (error as { errors?: Array<{ instancePath: string }> }).errors;
  if (failures === undefined) throw error;
  const failing = new Set(failures.map((failure) => failure.instancePath.slice(1) as Variable));
  return [...failing].map((name) => {
    const text = problemTexts[name];
    return text === undefined
      ? fill(messages.serverConfig.invalid, { variable: name })
      : text(given[name] ?? '');
  });
}

/** Rules between variables, which the per-variable schema cannot say. */
function crossChecks(given: Record<string, string>): string[] {
  const problems: string[] = [];
  if (given.SMS_GATEWAY_TOKEN !== undefined && given.SMS_GATEWAY_URL === undefined) {
    problems.push(messages.serverConfig.smsTokenWithoutUrl);
  }
  if ((given.VAPID_PUBLIC_KEY === undefined) !== (given.VAPID_PRIVATE_KEY === undefined)) {
    problems.push(messages.serverConfig.vapidPair);
  }
  const s3Given = [...s3Variables, 'S3_FORCE_PATH_STYLE'].some((name) => name in given);
  const s3Missing = s3Variables.filter((name) => !(name in given));
  if (s3Given && s3Missing.length > 0) {
    problems.push(fill(messages.serverConfig.s3Incomplete, { missing: s3Missing.join(', ') }));
  }
  // Production is never left on development defaults that would expose codes or cookies.
  if (given.NODE_ENV === 'production') {
    if (given.SMS_GATEWAY_URL === undefined) {
      problems.push(messages.serverConfig.productionNeedsSms);
    }
    if (given.PUBLIC_URL === undefined) {
      problems.push(messages.serverConfig.productionNeedsPublicUrl);
    }
  }
  return problems;
}

function toAppConfig(values: EnvValues): AppConfig {
  const publicUrl = values.PUBLIC_URL?.replace(/\/+$/, '') ?? null;
  const remotes = {} as Record<RemoteName, string>;
  for (const [name, short] of Object.entries(remoteApps) as [RemoteName, string][]) {
    const override = values[remoteVariable(name)];
    remotes[name] =
      override === undefined
        ? `${publicUrl ?? ''}/mf/${short}/mf-manifest.json`
        : toManifestUrl(override);
  }
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL ?? null,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaDir: path.join(dataDir, 'media'),
    s3: toS3Config(values),
    appsDir: path.resolve(values.APPS_DIR),
    publicUrl,
    linkOrigin:
      publicUrl ??
      `http://${['0.0.0.0', '::', ''].includes(values.HOST) ? 'localhost' : values.HOST}:${values.PORT}`,
    remotes,
    // A production database never gets the demo accounts (well-known passwords) unless asked.
    seed: values.SEED === undefined ? values.NODE_ENV !== 'production' : booleanWords[values.SEED],
    logLevel: values.LOG_LEVEL,
    ssrTimeoutMs: values.SSR_TIMEOUT_MS,
    // Only a test server (the browser tests') raises the budgets; elsewhere the factor is 1.
    smsBudgetFactor: values.NODE_ENV === 'test' ? values.KM_E2E_SMS_BUDGET_FACTOR : 1,
    trustProxy: values.TRUST_PROXY === undefined ? false : booleanWords[values.TRUST_PROXY],
    sms:
      values.SMS_GATEWAY_URL === undefined
        ? null
        : { url: values.SMS_GATEWAY_URL, token: values.SMS_GATEWAY_TOKEN ?? null },
    mail: { smtpUrl: values.SMTP_URL ?? null, from: values.MAIL_FROM },
    live: {
      maxConnectionsPerIp: values.LIVE_MAX_CONNECTIONS_PER_IP,
      maxConnections: values.LIVE_MAX_CONNECTIONS,
    },
    push: {
      keys:
        values.VAPID_PUBLIC_KEY === undefined || values.VAPID_PRIVATE_KEY === undefined
          ? null
          : { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY },
      subject: values.VAPID_SUBJECT,
    },
    staffAdminToken: values.STAFF_ADMIN_TOKEN ?? null,
    metricsToken: values.METRICS_TOKEN ?? null,
  };
}

/** crossChecks has made sure the S3 settings come all together or not at all. */
function toS3Config(values: EnvValues): S3MediaConfig | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = values;
  if (
    S3_ENDPOINT === undefined ||
    S3_BUCKET === undefined ||
    S3_REGION === undefined ||
    S3_ACCESS_KEY_ID === undefined ||
    S3_SECRET_ACCESS_KEY === undefined
  ) {
    return null;
  }
  return {
    endpoint: S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle:
      values.S3_FORCE_PATH_STYLE === undefined ? false : booleanWords[values.S3_FORCE_PATH_STYLE],
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

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An override may name the manifest itself or the folder it sits in. */
function toManifestUrl(value: string): string {
  if (/\.json(\?.*)?$/.test(value)) return value;
  return `${value.replace(/\/+$/, '')}/mf-manifest.json`;
}
