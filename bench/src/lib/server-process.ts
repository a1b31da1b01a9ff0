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
 */
export function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  return startServerProcess(env, {
    nodeArgs,
    built: process.env.BENCH_SERVER !== 'source',
    node: process.env.BENCH_SERVER_NODE || undefined,
  });
}
