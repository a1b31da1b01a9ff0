import path from 'node:path';
import { fill, messages } from '@kanat/shared/i18n/full';
import envSchema, { type EnvSchemaOpt } from 'env-schema';
import {
  booleanWords,
  type Env,
  type EnvValues,
  envSchemaDefinition,
  flagVariables,
  problemTexts,
  remoteVariable,
  type Variable,
} from './config-env';
import {
  type AppConfig,
  type RemoteName,
  remoteApps,
  type S3MediaConfig,
  s3Variables,
} from './config-types';

export { repoRoot } from './config-env';
export * from './config-types';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`${messages.serverConfig.heading}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

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
    if (given.PUSH_TEST_ENDPOINT_ORIGIN !== undefined) {
      problems.push(messages.serverConfig.productionPushTestOrigin);
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
    lazySchemas: values.NODE_ENV === 'test',
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
    legacyBidSignature:
      values.LEGACY_BID_SIGNATURE === undefined
        ? false
        : booleanWords[values.LEGACY_BID_SIGNATURE] === true,
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
      testEndpointOrigin: values.PUSH_TEST_ENDPOINT_ORIGIN ?? null,
    },
    staffAdminToken: values.STAFF_ADMIN_TOKEN ?? null,
    metricsToken: values.METRICS_TOKEN ?? null,
    ffmpegPath: values.FFMPEG_PATH ?? null,
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
