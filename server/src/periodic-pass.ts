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
  /** The timer's turn in progress (the `mayRun` check, then the pass). */
  private ticking: Promise<void> | null = null;
  private readonly counts: PassStats = { runs: 0, failures: 0, lastDurationSeconds: null };

  constructor(
    private readonly pass: (now?: number) => Promise<Result>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly failureText: string,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass in progress. */
  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    await this.running?.catch(() => {});
  }

  /**
   * Asked before each timed pass (never before `runOnce`): a subclass whose pass should run on
   * one instance at a time answers whether this instance is the one.
   */
  protected async mayRun(): Promise<boolean> {
    return true;
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

  private tick(): void {
    if (this.ticking !== null || this.running !== null) return;
    this.ticking = (async () => {
      try {
        if (await this.mayRun()) await this.runOnce();
      } catch (error) {
        this.log.error({ err: error }, this.failureText);
      } finally {
        this.ticking = null;
      }
    })();
  }
}
