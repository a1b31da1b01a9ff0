// Runs one of the server's commands (src/cli/<name>.ts, or its build under `testsUseBuild`) as
// an operator would: in its own process, with only the environment the test gives it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { WAIT_MS } from './limits';
import { testsUseBuild } from './server-process';

const serverDir = path.resolve(__dirname, '..', '..');
const tsx = path.join(serverDir, 'node_modules', '.bin', 'tsx');

/** How long one command may take before the test calls it stuck. */
export const cliTimeout = WAIT_MS;

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<CliRun> {
  // From the build when the tests use it (testsUseBuild), as an operator runs it in production.
  const built = testsUseBuild(`cli/${command}.js`);
  return new Promise((resolve) => {
    execFile(
      built ? process.execPath : tsx,
      built
        ? ['--conditions=kanat-built', `dist/cli/${command}.js`, ...args]
        : [`src/cli/${command}.ts`, ...args],
      {
        cwd: serverDir,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
        timeout: cliTimeout,
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
