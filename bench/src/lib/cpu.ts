import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { newDeviceKeyPair, signWith } from '@kanat/testkit/auth-fixtures';
import { signatureValid } from '@kanat/testkit/server';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

/** User + system CPU ms in a /proc stat line (a process's or one thread's). */
function statCpuMs(path: string): number {
  const stat = readFileSync(path, 'utf8');
  // The command name may hold spaces; the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / ticksPerSecond;
}

/**
 * CPU time a process has used so far, in ms, from /proc: `total` over all its threads, and
 * `mainThread` for the thread whose id is the process id, which in Node is the event loop
 * (HTTP, JSON, sessions, the database driver). The rest is libuv's thread pool (where the
 * signature checks run) and V8's helper threads (garbage collection, compilation).
 */
export function processCpuMs(pid: number): { total: number; mainThread: number } {
  return {
    total: statCpuMs(`/proc/${pid}/stat`),
    mainThread: statCpuMs(`/proc/${pid}/task/${pid}/stat`),
  };
}

/**
 * CPU ms one device-signature check costs, through the server's own `signatureValid` (the same
 * code and thread pool a bid uses), measured in this process over `count` checks, `parallel`
 * at a time. The check is CPU-bound and the same whichever process runs it.
 */
export async function signatureCheckCpuMs(count = 2000, parallel = 8): Promise<number> {
  const { privateKey, jwk: key } = newDeviceKeyPair();
  const samples = Array.from({ length: 64 }, () => {
    const data = randomBytes(32);
    return { data, signature: signWith(privateKey, data) };
  });
  // One warm-up round: key object cache, thread pool start.
  await signatureValid(key, samples[0]?.data as Buffer, samples[0]?.signature as string);
  const before = process.cpuUsage();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const sample = samples[next++ % samples.length] as (typeof samples)[number];
      if (!(await signatureValid(key, sample.data, sample.signature))) {
        throw new Error('signature check failed on a good signature');
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / count;
}
