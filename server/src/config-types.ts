// What the server's configuration holds (AppConfig and its parts), with the defaults
// operators may rely on. Read from the environment once, by config.ts.
import { REMOTE_APPS, remoteName, remoteShortName } from '@kanat/shared/apps';
import type { RemoteName } from '@kanat/shared/rules';

export type { RemoteName };

/**
 * The remotes and the folder each one's build lives in (`<short>` in /mf/<short>/), from the
 * one list of the site's apps (shared/apps.mjs).
 */
export const remoteApps = Object.fromEntries(
  REMOTE_APPS.map((app) => [remoteName(app), remoteShortName(app)]),
) as Readonly<Record<RemoteName, string>>;

export const nodeEnvs = ['development', 'production', 'test'] as const;
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
  /**
   * PUSH_TEST_ENDPOINT_ORIGIN: the origin (`http://127.0.0.1:<port>`) of a test harness's local
   * push service, the one place besides the browsers' push services that subscriptions may
   * point to; null unless set, and never allowed in production.
   */
  testEndpointOrigin: string | null;
}

export const defaultVapidSubject = 'mailto:no-reply@kanatmezat.com.tr';

/**
 * The live-stream caps an operator may need to raise (a site behind one NAT, a big instance, a
 * load test); the other live settings are fixed in live-settings.ts.
 */
export interface LiveLimits {
  /**
   * Open streams per client address on the whole site (every instance counts its own in the
   * database, live-caps-site.ts): a few tabs each; more is a misbehaving client.
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
export const s3Variables = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface AppConfig {
  nodeEnv: NodeEnv;
  /**
   * Compile each route's request and response schemas when first used, not at start (the
   * tests, which build hundreds of apps: NODE_ENV test); a real start compiles them all.
   */
  lazySchemas: boolean;
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
   * LEGACY_BID_SIGNATURE: also take SPEC §7's bid signature over the nonce alone from a
   * request without `sig: 'v2'` (an old client); off by default, when only the v2 form (nonce,
   * auction, amount and kind signed together) is taken.
   */
  legacyBidSignature: boolean;
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
  /**
   * FFMPEG_PATH: the ffmpeg that makes video posters and rewrites uploads (the system's, kept
   * up to date by its distribution); null: the static build that comes with the server's
   * packages (@ffmpeg-installer).
   */
  ffmpegPath: string | null;
}
