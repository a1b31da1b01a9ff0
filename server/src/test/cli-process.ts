// Runs one of the server's commands (src/cli/<name>.ts) as an operator would: in its own
// process, with only the environment the test gives it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { WAIT_MS } from './limits';

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
  return new Promise((resolve) => {
    execFile(
      tsx,
      [`src/cli/${command}.ts`, ...args],
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
