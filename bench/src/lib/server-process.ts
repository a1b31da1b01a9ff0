import { appendFileSync } from 'node:fs';
import {
  builtServerArgs,
  freePort,
  type ServerProcess,
  startServerProcess,
} from '@kanat/testkit/server-process';

export { builtServerArgs, freePort, type ServerProcess };

/**
 * The real server in its own process on a free port (server/src/test/server-process.ts, which
 * the crash test shares), with a raised open-files limit for many live connections. It is the
 * built server (server/dist), as production runs it; for a comparison BENCH_SERVER=source
 * runs its sources under tsx instead, and BENCH_SERVER_NODE names another node binary.
 * BENCH_SERVER_LOG names a file for the server's request log (each request's own time,
 * `responseTime`, and anything `--trace-gc` prints), to tell the server's time from the
 * client's.
 */
export function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const logFile = process.env.BENCH_SERVER_LOG;
  return startServerProcess(logFile ? { ...env, LOG_LEVEL: 'info' } : env, {
    nodeArgs,
    built: process.env.BENCH_SERVER !== 'source',
    node: process.env.BENCH_SERVER_NODE || undefined,
    onStdout: logFile ? (text) => appendFileSync(logFile, text) : undefined,
  });
}
