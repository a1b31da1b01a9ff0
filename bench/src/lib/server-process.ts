import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './bench-env';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
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

/**
 * The real server (`server/src/server.ts`, as `pnpm --filter @kanat/server start` runs it) in
 * its own process on a free port, with a raised open-files limit for many live connections.
 */
export async function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const entry = path.join(repoRoot, 'server', 'src', 'server.ts');
  const script = 'ulimit -n "$(ulimit -Hn)" && exec node "$@" --import tsx "$0"';
  const child = spawn('bash', ['-c', script, entry, ...nodeArgs], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Production will not start without these. The benchmarks' members are made straight in
      // the database, so no SMS is ever sent: the gateway is a port nothing answers on (any
      // code request would fail with UNAVAILABLE rather than land in an outbox).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/bench-sends-no-sms',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      // No built apps needed: the benchmarks speak to the API only.
      APPS_DIR: path.join(os.tmpdir(), 'km-bench-no-apps'),
      DATA_DIR: path.join(os.tmpdir(), 'km-bench-data'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      const at = output.indexOf(readyPrefix);
      if (at === -1) return;
      const url = output.slice(at + readyPrefix.length).split(/\s/)[0] as string;
      child.stdout?.off('data', onData);
      // Keep draining so a chatty log can never block the server on a full pipe.
      child.stdout?.resume();
      resolve({
        url: url.replace('localhost', '127.0.0.1'),
        child,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}): ${output.slice(-2000)}`)),
    );
  });
}
