import type { LiveLimits } from '../../config';

// The caps' contract, and the count of this instance's own streams every cap starts from.

/** Whether a stream may open, and if not, which cap refuses it. */
export type Admission = 'admitted' | 'address-full' | 'site-full';

/**
 * The live-stream caps (LIVE_MAX_CONNECTIONS_PER_IP, LIVE_MAX_CONNECTIONS) for the whole site:
 * `admit` before a stream opens, `release` once for every admitted stream when it closes.
 */
export interface StreamCaps {
  admit(ip: string): Promise<Admission>;
  release(ip: string): void;
  /** Open streams this instance has admitted and not yet released. */
  readonly localCount: number;
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface CapsLogger {
  warn(object: object, message: string): void;
}

/** This instance's own open streams, per address and in all. */
export class LocalCounts {
  private readonly perIp = new Map<string, number>();
  total = 0;

  from(ip: string): number {
    return this.perIp.get(ip) ?? 0;
  }

  add(ip: string): void {
    this.perIp.set(ip, this.from(ip) + 1);
    this.total += 1;
  }

  remove(ip: string): void {
    const left = this.from(ip) - 1;
    if (left < 0) return;
    if (left > 0) this.perIp.set(ip, left);
    else this.perIp.delete(ip);
    this.total -= 1;
  }

  addresses(): string[] {
    return [...this.perIp.keys()];
  }
}

export function localVerdict(counts: LocalCounts, ip: string, limits: LiveLimits): Admission {
  if (counts.from(ip) >= limits.maxConnectionsPerIp) return 'address-full';
  if (counts.total >= limits.maxConnections) return 'site-full';
  return 'admitted';
}

/** PGlite is one process: its own counts are the site's. */
export class InstanceStreamCaps implements StreamCaps {
  private readonly counts = new LocalCounts();

  constructor(private readonly limits: LiveLimits) {}

  get localCount(): number {
    return this.counts.total;
  }

  async admit(ip: string): Promise<Admission> {
    const verdict = localVerdict(this.counts, ip, this.limits);
    if (verdict === 'admitted') this.counts.add(ip);
    return verdict;
  }

  release(ip: string): void {
    this.counts.remove(ip);
  }

  async start(): Promise<void> {}
  async close(): Promise<void> {}
}
