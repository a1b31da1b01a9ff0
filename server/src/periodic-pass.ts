import type { FastifyBaseLogger } from 'fastify';

/**
 * A pass run every `intervalMs` once the server listens (the closing scheduler, the notice
 * sender); tests call `runOnce()`. A pass never overlaps the previous one; a failing pass is
 * logged with `failureText` and the next tick tries again.
 */
export class PeriodicPass<Result> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

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

  /** One pass now (tests, or an operator), after any pass in progress. */
  async runOnce(now?: number): Promise<Result> {
    await this.running?.catch(() => {});
    const pass = this.pass(now);
    this.running = pass;
    try {
      return await pass;
    } finally {
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
