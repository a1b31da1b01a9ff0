import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * pgbench comes with Debian's PostgreSQL client/contrib packages; install it when missing
 * (as root, or through sudo) so the benchmark runs on a fresh machine.
 */
export function ensurePgbench(): void {
  if (has('pgbench')) return;
  const root = process.getuid?.() === 0;
  const apt = (args: string[]) =>
    spawnSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  console.log('pgbench bulunamadı, Debian paketi kuruluyor…');
  apt(['update']);
  for (const pkg of ['postgresql-client', 'postgresql-contrib']) {
    if (apt(['install', '-y', pkg]) && has('pgbench')) return;
  }
  throw new Error('pgbench kurulamadı (postgresql-client / postgresql-contrib)');
}

export interface PgbenchRun {
  tps: number;
  transactions: number;
  output: string;
}

/** Runs a custom pgbench script (`-M prepared`, no vacuum) and reads its tps. */
export function runPgbench(
  url: string,
  script: string,
  options: { clients: number; threads: number; seconds: number; variables: Record<string, string> },
): PgbenchRun {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'km-pgbench-'));
  const file = path.join(dir, 'bid.sql');
  writeFileSync(file, script);
  try {
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(options.clients),
      '-j',
      String(options.threads),
      '-T',
      String(options.seconds),
      ...Object.entries(options.variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
      '-f',
      file,
      url,
    ];
    const result = spawnSync('pgbench', args, { encoding: 'utf8' });
    const output = `${result.stdout}\n${result.stderr}`;
    if (result.status !== 0) throw new Error(`pgbench failed:\n${output}`);
    const tps = /tps = ([0-9.]+) \(without initial connection time\)/.exec(output);
    const done = /number of transactions actually processed: (\d+)/.exec(output);
    if (tps === null || done === null) throw new Error(`pgbench output not understood:\n${output}`);
    return { tps: Number(tps[1]), transactions: Number(done[1]), output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
