import { freePort, type ServerProcess, startServerProcess } from '@kanat/testkit/server-process';

export { freePort, type ServerProcess };

/**
 * The real server in its own process on a free port (server/src/test/server-process.ts, which
 * the crash test shares), with a raised open-files limit for many live connections.
 */
export function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  return startServerProcess(env, { nodeArgs });
}
