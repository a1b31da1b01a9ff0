import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WAIT_MS } from './limits';

/** The repository root (server/src/test -> ../../..). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/**
 * The built server as `pnpm --filter @kanat/server start` runs it: node's arguments for
 * server/dist/server.js (`pnpm --filter @kanat/server build` makes it; the condition makes
 * @kanat/shared's modules resolve to their built files).
 */
export const builtServerArgs = [
  '--conditions=kanat-built',
  path.join(repoRoot, 'server', 'dist', 'server.js'),
];

/**
 * Whether tests start the server and its commands from the build (server/dist) rather than
 * from the sources under tsx: when `KANAT_TEST_BUILT=1` (`npm test` sets it, having built the
 * server from the same sources just before) and the build is there. Under tsx each start
 * compiles the server's modules again, a few seconds a time.
 */
export function testsUseBuild(file = 'server.js'): boolean {
  return (
    process.env.KANAT_TEST_BUILT === '1' && existsSync(path.join(repoRoot, 'server', 'dist', file))
  );
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** From the spawn to the ready line, in ms. */
  startMs: number;
  /** SIGTERM, and resolves once the process has exited. */
  stop(): Promise<void>;
  /** SIGKILL (no shutdown at all), and resolves once the process has exited. */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** Extra node flags (`--cpu-prof` ...). */
  nodeArgs?: string[];
  /** Listen on this port (a restart keeps its clients' address); default: a free one. */
  port?: number;
  /** Where the server's stderr goes; default this process's stderr. */
  onStderr?: (text: string) => void;
  /** The server's stdout (its JSON log) after the ready line; default: dropped. */
  onStdout?: (text: string) => void;
  /** Give up (and kill the process) when the ready line has not come by then (WAIT_MS). */
  readyTimeoutMs?: number;
  /** Run the built server (builtServerArgs) instead of its sources under tsx; default `testsUseBuild()`. */
  built?: boolean;
  /** The node binary; default this process's. */
  node?: string;
}

const readyPrefix = 'Kanat Mezat hazır: ';

/** A port nobody listens on right now (the server is told it, for PUBLIC_URL). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
  });
}

/**
 * The real server (its sources under tsx, or the built server with `built`) in its own
 * process on 127.0.0.1, in production mode, with a raised open-files limit for many live
 * connections. `exec` makes the node process the child itself, so a signal sent to the
 * child reaches the server and nothing in between.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const entry =
    (options.built ?? testsUseBuild())
      ? builtServerArgs
      : ['--import', 'tsx', path.join(repoRoot, 'server', 'src', 'server.ts')];
  const script = 'ulimit -n "$(ulimit -Hn)" && exec "$0" "$@"';
  const { NODE_OPTIONS: _jestNodeOptions, ...inherited } = process.env;
  const started = performance.now();
  const node = options.node ?? process.execPath;
  const child = spawn('bash', ['-c', script, node, ...(options.nodeArgs ?? []), ...entry], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Production will not start without these. The members of benchmarks and crash tests
      // are made straight in the database, so no SMS is ever sent: the gateway is a port
      // nothing answers on (any code request would fail with UNAVAILABLE).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/bench-sends-no-sms',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      // No built apps needed: only the API is spoken to.
      APPS_DIR: path.join(os.tmpdir(), 'km-bench-no-apps'),
      DATA_DIR: path.join(os.tmpdir(), 'km-bench-data'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onStderr = options.onStderr ?? ((text: string) => process.stderr.write(text));
  child.stderr?.on('data', (chunk: Buffer) => onStderr(chunk.toString()));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server not ready in ${options.readyTimeoutMs} ms: ${output.slice(-2000)}`));
    }, options.readyTimeoutMs ?? WAIT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const at = output.indexOf(readyPrefix);
      if (at === -1) return;
      clearTimeout(timer);
      const url = output.slice(at + readyPrefix.length).split(/\s/)[0] as string;
      child.stdout?.off('data', onData);
      // Keep draining so a chatty log can never block the server on a full pipe.
      const onStdout = options.onStdout;
      if (onStdout !== undefined)
        child.stdout?.on('data', (more: Buffer) => onStdout(more.toString()));
      child.stdout?.resume();
      child.off('exit', onEarlyExit);
      resolve({
        url: url.replace('localhost', '127.0.0.1'),
        port,
        child,
        startMs: performance.now() - started,
        stop: () => {
          const done = exited(child);
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return done;
        },
        kill: () => {
          const done = exited(child);
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          return done;
        },
      });
    };
    const onEarlyExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${output.slice(-2000)}`));
    };
    child.stdout?.on('data', onData);
    child.once('exit', onEarlyExit);
  });
}
