// Every environment variable the server reads, its check and the sentence an operator reads
// when it fails (config.ts reads the environment with them).
import path from 'node:path';
import { fill, messages } from '@kanat/shared/i18n/full';
import { type Static, type TOptional, type TString, Type } from '@sinclair/typebox';
import {
  defaultLiveLimits,
  defaultMailFrom,
  defaultVapidSubject,
  logLevels,
  nodeEnvs,
  type RemoteName,
  remoteApps,
} from './config-types';

export type Env = Record<string, string | undefined>;

/** The repository root: server/src -> ../.. */
export const repoRoot = path.resolve(__dirname, '..', '..');

export type RemoteVariable = `REMOTE_${Uppercase<RemoteName>}_URL`;
export const remoteVariable = (name: RemoteName) =>
  `REMOTE_${name.toUpperCase()}_URL` as RemoteVariable;

export const booleanWords: Record<string, boolean> = {
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
export const flagVariables = [
  'SEED',
  'TRUST_PROXY',
  'S3_FORCE_PATH_STYLE',
  'LEGACY_BID_SIGNATURE',
] as const;

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
export const envSchemaDefinition = Type.Object({
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
  // SPEC §7's bid signature over the nonce alone, for an old client; off unless set.
  LEGACY_BID_SIGNATURE: flag(),
  LOG_LEVEL: oneOf(logLevels, 'info'),
  SMTP_URL: Type.Optional(Type.String({ format: 'smtp-url' })),
  MAIL_FROM: Type.String({ pattern: mailAddressPattern, default: defaultMailFrom }),
  LIVE_MAX_CONNECTIONS_PER_IP: count(defaultLiveLimits.maxConnectionsPerIp),
  LIVE_MAX_CONNECTIONS: count(defaultLiveLimits.maxConnections),
  STAFF_ADMIN_TOKEN: Type.Optional(Type.String()),
  METRICS_TOKEN: Type.Optional(Type.String()),
  FFMPEG_PATH: Type.Optional(Type.String()),
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
  // Only a test harness sets it (its local push service); refused in production.
  PUSH_TEST_ENDPOINT_ORIGIN: Type.Optional(
    Type.String({ pattern: '^http://127\\.0\\.0\\.1:[1-9][0-9]{0,4}$' }),
  ),
});

export type EnvValues = Static<typeof envSchemaDefinition>;
export type Variable = keyof EnvValues;

/**
 * What an operator reads when a variable fails its check; `given` is the value as set. Free
 * text variables (HOST, DATA_DIR, tokens...) cannot fail.
 */
export const problemTexts: Partial<Record<Variable, (given: string) => string>> = {
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
  LEGACY_BID_SIGNATURE: (given) =>
    fill(messages.serverConfig.trueOrFalse, { variable: 'LEGACY_BID_SIGNATURE', given }),
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
  PUSH_TEST_ENDPOINT_ORIGIN: (given) =>
    fill(messages.serverConfig.pushTestEndpointOrigin, { given }),
};
