// autocannon ships no types; only the part of its API the soak uses, as its README describes it.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }

    interface RequestStep extends Request {
      /** Returns the request to send now (a falsy value restarts the sequence). */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string>,
      ) => void;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** Seconds without an answer before the request counts as a timeout. */
      timeout?: number;
      overallRate?: number;
      maxOverallRequests?: number;
      requests?: RequestStep[];
      headers?: Record<string, string>;
    }

    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      max: number;
      total: number;
    }

    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      duration: number;
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
