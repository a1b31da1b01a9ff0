// Several server instances on one PostgreSQL database behind nginx, all on
// loopback: a database of its own on the test PostgreSQL server, a local S3 server for the
// media (s3rver), the real server processes and nginx run with deploy/nginx.conf itself (only
// the upstream addresses and the listen address are replaced). e2e/multi-instance.test.ts
// and the benchmark bench/src/instances.ts start it.
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { WAIT_MS } from '../../src/test/limits';
import { startTestS3Server, type TestS3Server } from '../../src/test/s3-server';
import { freePort, type ServerProcess, startServerProcess } from '../../src/test/server-process';
import { withClient } from './database';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');
export const nginxBinary = '/usr/sbin/nginx';
export const deployNginxConf = path.join(repoRoot, 'deploy', 'nginx.conf');

/** The PostgreSQL server the cluster makes its database on (as `npm test`'s PostgreSQL pass). */
export const clusterAdminUrl =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface ClusterInstance {
  name: string;
  /** Straight to this instance, past nginx. */
  url: string;
  port: number;
  pid: number;
  /** Its own DATA_DIR (nothing there is shared). */
  dataDir: string;
  /** Whether the process still runs. */
  alive(): boolean;
  /** SIGKILL: no shutdown at all. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** The end of what the process wrote, for a failure's message. */
  logTail(): string;
}

export interface Cluster {
  /** nginx: the public door (PUBLIC_URL of every instance). */
  url: string;
  databaseUrl: string;
  instances: ClusterInstance[];
  s3: TestS3Server;
  nginxPid: number;
  /** The nginx configuration it runs, made from deploy/nginx.conf. */
  nginxConfig: string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  /** An existing database to use (kept at the end); default a fresh one, dropped at the end. */
  databaseUrl?: string;
  /** Demo data on an empty database (the first instance seeds before the others start). */
  seed?: boolean;
  /** Extra environment for every instance. */
  env?: Record<string, string>;
}

/**
 * deploy/nginx.conf with the upstream servers replaced by `upstreams` (host:port, each with
 * the parameters of the file's first server line) and its `listen` by `listen`. Everything
 * else, the live stream's location, the headers, the retries, is the file as deployed.
 */
export function nginxConfigFrom(
  template: string,
  options: { listen: string; upstreams: string[] },
): string {
  const block = /upstream kanat \{[^}]*\}/.exec(template);
  if (block === null) throw new Error('deploy/nginx.conf: no `upstream kanat { ... }` block');
  const serverLine = /^([ \t]*)server \S+( [^;\n]*)?;[ \t]*\n/gm;
  const servers = [...block[0].matchAll(serverLine)];
  const first = servers[0];
  if (first === undefined) throw new Error('deploy/nginx.conf: the upstream lists no server');
  const indent = first[1] ?? '  ';
  const parameters = first[2] ?? '';
  const lines = options.upstreams.map((address) => `${indent}server ${address}${parameters};\n`);
  let upstream = block[0].replace(serverLine, '');
  const at = first.index;
  upstream = `${upstream.slice(0, at)}${lines.join('')}${upstream.slice(at)}`;
  const listens = template.match(/^[ \t]*listen [^;\n]+;/gm) ?? [];
  if (listens.length !== 1) throw new Error('deploy/nginx.conf: expected one `listen` line');
  return template
    .replace(block[0], upstream)
    .replace(/^([ \t]*)listen [^;\n]+;/m, `$1listen ${options.listen};`);
}

/** One VAPID pair for every instance (server/README.md, "Running several instances"). */
function vapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x as string, 'base64url'),
    Buffer.from(jwk.y as string, 'base64url'),
  ]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d as string };
}

/** A fresh database on the test PostgreSQL server; fails clearly when it does not answer. */
async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kanat_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  try {
    await withClient(clusterAdminUrl, (client) => client.query(`create database "${name}"`));
  } catch (error) {
    throw new Error(
      `PostgreSQL ${clusterAdminUrl} yanıt vermiyor ya da veritabanı açılamadı: çok sunuculu ` +
        `test bir PostgreSQL sunucusu ister (TEST_DATABASE_URL). ${(error as Error).message}`,
    );
  }
  const url = new URL(clusterAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(clusterAdminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}

function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited (${child.exitCode})`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx not listening in ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** nginx with deploy/nginx.conf on `port` in front of `upstreams`, in a prefix of its own. */
async function startNginx(
  port: number,
  upstreams: string[],
): Promise<{ url: string; pid: number; config: string; stop(): Promise<void> }> {
  if (!existsSync(nginxBinary)) {
    throw new Error(
      `${nginxBinary} yok: nginx kurulmalı (apt-get install -y nginx; npm test kurar)`,
    );
  }
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'kanat-nginx-'));
  // Run as root, nginx's workers run as `nobody`: they must reach the temp folders.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'logs'));
  mkdirSync(path.join(prefix, 'tmp'));
  const config = nginxConfigFrom(readFileSync(deployNginxConf, 'utf8'), {
    listen: `127.0.0.1:${port}`,
    upstreams,
  });
  const configPath = path.join(prefix, 'nginx.conf');
  writeFileSync(configPath, config);
  // Every live stream holds two connections in nginx: the open-files limit is raised to the
  // hard one first (as for the server processes); `exec` keeps nginx the child itself.
  const child = spawn(
    'bash',
    [
      '-c',
      'ulimit -n "$(ulimit -Hn)" && exec "$0" "$@"',
      nginxBinary,
      '-p',
      `${prefix}/`,
      '-c',
      configPath,
      '-e',
      path.join(prefix, 'logs', 'error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  try {
    await spawned;
    await waitForPort(port, child, WAIT_MS);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    config,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGTERM, nginx's fast stop: a graceful one (SIGQUIT) would wait for the live streams.
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

async function startInstance(name: string, env: Record<string, string>): Promise<ClusterInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `kanat-${name}-`));
  let log = '';
  const keep = (text: string) => {
    log = (log + text).slice(-20_000);
  };
  let server: ServerProcess;
  try {
    server = await startServerProcess(
      { ...env, DATA_DIR: dataDir },
      { onStderr: keep, onStdout: keep, readyTimeoutMs: WAIT_MS, built: true },
    );
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`instance ${name}: ${(error as Error).message}`);
  }
  const alive = () => server.child.exitCode === null && server.child.signalCode === null;
  return {
    name,
    url: `http://127.0.0.1:${server.port}`,
    port: server.port,
    pid: server.child.pid as number,
    dataDir,
    alive,
    kill: () => server.kill(),
    stop: () => server.stop(),
    logTail: () => log.slice(-4_000),
  };
}

/**
 * Starts the whole cluster. The first instance migrates the database (and seeds it) before
 * the others start, so they find it ready.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => undefined);
  };
  try {
    let databaseUrl = options.databaseUrl;
    if (databaseUrl === undefined) {
      const database = await createDatabase();
      cleanups.push(database.drop);
      databaseUrl = database.url;
    }
    const s3 = await startTestS3Server();
    cleanups.push(s3.close);
    const nginxPort = await freePort();
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      // No SMS gateway: the codes stay in the database's development outbox, which every
      // instance reads.
      SMS_GATEWAY_URL: '',
      SEED: options.seed === false ? 'false' : 'true',
      APPS_DIR: repoRoot,
      LOG_LEVEL: 'warn',
      KM_E2E_SMS_BUDGET_FACTOR: '10',
      ...vapidKeys(),
      ...s3.env,
      ...options.env,
    };
    const instances: ClusterInstance[] = [];
    for (let i = 0; i < options.instances; i++) {
      const instance = await startInstance(String.fromCharCode(65 + i), env);
      instances.push(instance);
      cleanups.push(async () => {
        await instance.stop();
        rmSync(instance.dataDir, { recursive: true, force: true });
      });
    }
    const nginx = await startNginx(
      nginxPort,
      instances.map((instance) => `127.0.0.1:${instance.port}`),
    );
    cleanups.push(nginx.stop);
    return {
      url: nginx.url,
      databaseUrl,
      instances,
      s3,
      nginxPid: nginx.pid,
      nginxConfig: nginx.config,
      stop: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** `name value` of one unlabelled metric of an instance's /metrics (read from loopback). */
export async function metric(instance: ClusterInstance, name: string): Promise<number> {
  const response = await fetch(`${instance.url}/metrics`);
  const body = await response.text();
  const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(body);
  if (match === null) throw new Error(`${name} not in ${instance.name}'s /metrics`);
  return Number(match[1]);
}

/**
 * Sends a page's API calls (everything under /api/; the live stream too with `live`) straight
 * to the instance `pick` names for each, the browser none the wiser: the URL, cookies and
 * Origin stay the site's (a page must come from the public origin: its remotes and its
 * Content-Security-Policy name that one). `pick` returning null lets the call go through
 * nginx. Returns the calls made so far, each with the instance that answered.
 */
export async function routeApiCalls(
  target: Page | BrowserContext,
  pick: (pathname: string) => ClusterInstance | null,
  options: { live?: boolean } = {},
): Promise<Array<{ pathname: string; instance: string }>> {
  const calls: Array<{ pathname: string; instance: string }> = [];
  await target.route(
    (url) =>
      url.pathname.startsWith('/api/') && (options.live === true || url.pathname !== '/api/live'),
    async (route) => {
      const url = new URL(route.request().url());
      const instance = pick(url.pathname);
      if (instance === null) return route.continue();
      calls.push({ pathname: url.pathname, instance: instance.name });
      return route.continue({ url: `${instance.url}${url.pathname}${url.search}` });
    },
  );
  return calls;
}
