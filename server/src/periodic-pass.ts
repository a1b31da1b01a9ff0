import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** What GET /metrics reports of a pass (server/README.md, "Health and metrics"). */
export interface PassStats {
  /** Passes finished, failed ones included. */
  runs: number;
  failures: number;
  /** How long the last finished pass took, in seconds; null before the first. */
  lastDurationSeconds: number | null;
}

/**
 * A pass run every `intervalMs` once the server listens (the closing scheduler, the notice
 * sender); tests call `runOnce()`. A pass never overlaps the previous one; a failing pass is
 * logged with `failureText` and the next tick tries again.
 */
export class PeriodicPass<Result> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly counts: PassStats = { runs: 0, failures: 0, lastDurationSeconds: null };

  constructor(
    private readonly pass: (now?: number) => Promise<Result>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly failureText: string,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass in progress. */
  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  get started(): boolean {
    return this.timer !== null;
  }

  /**
   * The pass's name in the metrics, from its class: `ClosingScheduler` -> `closing-scheduler`.
   * Stable as long as the class keeps its name; a subclass may override it.
   */
  get name(): string {
    return this.constructor.name.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase();
  }

  /** A copy of the counts so far (read at scrape time). */
  get stats(): PassStats {
    return { ...this.counts };
  }

  /** One pass now (tests, or an operator), after any pass in progress. */
  async runOnce(now?: number): Promise<Result> {
    await this.running?.catch(() => {});
    const startedAt = performance.now();
    const pass = this.pass(now);
    this.running = pass;
    try {
      return await pass;
    } catch (error) {
      this.counts.failures++;
      throw error;
    } finally {
      this.counts.runs++;
      this.counts.lastDurationSeconds = (performance.now() - startedAt) / 1000;
      if (this.running === pass) this.running = null;
    }
  }

  private async tick(): Promise<void> {
    if (this.running !== null) return;
    try {
      await this.runOnce();
    } catch (error) {
      this.log.error({ err: error }, this.failureText);
    }
  }
}
