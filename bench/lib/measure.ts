import autocannon from 'autocannon';

export interface LoadOptions {
  /** Concurrent connections (default BENCH_CONNECTIONS or 10). */
  connections?: number;
  /** Seconds of measured load (default BENCH_DURATION or 5). */
  durationSeconds?: number;
  /** Seconds of unmeasured load first, so the JIT and caches are warm (default 1). */
  warmupSeconds?: number;
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

export interface Measurement {
  label: string;
  url: string;
  requestsPerSecond: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  /** Connection errors, timeouts and non-2xx answers: a benchmark of failures measures nothing. */
  failures: number;
}

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const defaultLoad = () => ({
  connections: envNumber('BENCH_CONNECTIONS', 10),
  durationSeconds: envNumber('BENCH_DURATION', 5),
});

/** Runs autocannon against one URL (after a short warm-up) and keeps the numbers that get compared. */
export async function runAutocannon(url: string, options: LoadOptions & { label?: string } = {}): Promise<Measurement> {
  const defaults = defaultLoad();
  const base = {
    url,
    connections: options.connections ?? defaults.connections,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    timeout: 10,
  };
  const warmup = options.warmupSeconds ?? 1;
  if (warmup > 0) await autocannon({ ...base, duration: warmup });
  const result = await autocannon({ ...base, duration: options.durationSeconds ?? defaults.durationSeconds });
  return {
    label: options.label ?? url,
    url,
    requestsPerSecond: result.requests.average,
    latencyAvgMs: result.latency.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export interface Comparison {
  title: string;
  candidate: Measurement;
  baseline: Measurement;
  /** candidate req/s divided by baseline req/s. */
  throughputRatio: number;
  /** candidate p99 divided by baseline p99. */
  p99Ratio: number;
}

/** Prints both measurements and the candidate/baseline ratios as a Markdown table; returns the ratios. */
export function printComparison(title: string, candidate: Measurement, baseline: Measurement): Comparison {
  const throughputRatio = candidate.requestsPerSecond / baseline.requestsPerSecond;
  const p99Ratio = candidate.latencyP99Ms / Math.max(baseline.latencyP99Ms, 0.001);
  const row = (m: Measurement) =>
    `| ${m.label} | ${fmt(m.requestsPerSecond)} | ${fmt(m.latencyAvgMs, 2)} | ${fmt(m.latencyP99Ms)} | ${fmt(m.totalRequests)} | ${fmt(m.failures)} |`;
  const lines = [
    '',
    `### ${title}`,
    '',
    '| target | req/s | avg ms | p99 ms | requests | failures |',
    '|---|---:|---:|---:|---:|---:|',
    row(candidate),
    row(baseline),
    '',
    `ratio ${candidate.label} / ${baseline.label}: req/s ${fmt(throughputRatio, 3)} (${fmt(throughputRatio * 100, 1)}%), p99 latency ×${fmt(p99Ratio, 1)}`,
  ];
  if (candidate.failures > 0 || baseline.failures > 0) {
    lines.push('WARNING: some requests failed; these numbers do not measure successful answers.');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return { title, candidate, baseline, throughputRatio, p99Ratio };
}
