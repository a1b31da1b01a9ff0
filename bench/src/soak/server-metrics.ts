import os from 'node:os';

/** What the soak reads from the server's own `GET /metrics` (served to loopback). */
export interface MetricsSample {
  /** Seconds since the traffic started. */
  at: number;
  rssBytes: number;
  heapUsedBytes: number;
  liveConnections: number;
  eventLoopLagP99Seconds: number;
  /** This machine's 1-minute load average when the sample was taken. */
  load: number;
}

/** The value of an unlabelled series in Prometheus text format; NaN when it is missing. */
function seriesValue(text: string, name: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? Number.NaN : Number(line.slice(name.length + 1).split(' ')[0]);
}

export async function readMetrics(baseUrl: string, at: number): Promise<MetricsSample> {
  const response = await fetch(`${baseUrl}/metrics`, { signal: AbortSignal.timeout(10_000) });
  if (response.status !== 200) throw new Error(`/metrics: HTTP ${response.status}`);
  const text = await response.text();
  return {
    at,
    rssBytes: seriesValue(text, 'process_resident_memory_bytes'),
    heapUsedBytes: seriesValue(text, 'nodejs_heap_size_used_bytes'),
    liveConnections: seriesValue(text, 'kanat_live_connections'),
    eventLoopLagP99Seconds: seriesValue(text, 'nodejs_eventloop_lag_p99_seconds'),
    load: os.loadavg()[0] ?? Number.NaN,
  };
}

export const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
