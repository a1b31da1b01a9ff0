import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './bench-env';

/** A bench script in its own Node process (through tsx), with IPC and a raised file limit. */
export function spawnScript(script: string, args: string[]): ChildProcess {
  // Plain node with tsx's loader (not the tsx CLI, which would sit between us and the IPC).
  return spawn(
    'bash',
    [
      '-c',
      'ulimit -n "$(ulimit -Hn)" && exec node --import tsx "$0" "$@"',
      path.join(__dirname, '..', script),
      ...args,
    ],
    { cwd: path.join(repoRoot, 'bench'), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
}

/** The next IPC message from `child` that `accept` takes. */
export function nextMessage<T>(child: ChildProcess, accept: (message: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      if (!accept(message)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`child exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
