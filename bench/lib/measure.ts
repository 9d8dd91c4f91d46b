import { type LoadResult, runInLoadProcess } from './load';

export interface LoadOptions {
  /** Concurrent connections (default BENCH_CONNECTIONS or 50). */
  connections?: number;
  /** Seconds of measured load (default BENCH_DURATION or 5). */
  durationSeconds?: number;
  /** Seconds of unmeasured load first, so the JIT and caches are warm (default 1). */
  warmupSeconds?: number;
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

export interface Measurement extends LoadResult {
  label: string;
}

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const defaultLoad = () => ({
  connections: envNumber('BENCH_CONNECTIONS', 50),
  durationSeconds: envNumber('BENCH_DURATION', 5),
});

/** autocannon against one URL from the load process, after a short warm-up. */
export async function runAutocannon(url: string, options: LoadOptions & { label?: string } = {}): Promise<Measurement> {
  const defaults = defaultLoad();
  const result = await runInLoadProcess({
    kind: 'closed-loop',
    url,
    connections: options.connections ?? defaults.connections,
    durationSeconds: options.durationSeconds ?? defaults.durationSeconds,
    warmupSeconds: options.warmupSeconds ?? 1,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return { label: options.label ?? url, ...result };
}

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const row = (m: Measurement) =>
  `| ${m.label} | ${fmt(m.requestsPerSecond)} | ${fmt(m.latencyAvgMs, 2)} | ${fmt(m.latencyP50Ms, 1)} | ${fmt(m.latencyP99Ms, 1)} | ${fmt(m.totalRequests)} | ${fmt(m.failures)} |`;

/** The baselines every figure is read against: bare Fastify's hello and /api/health, same run. */
export interface Baselines {
  hello: Measurement;
  health: Measurement;
}

export const ratio = (candidate: Measurement, baseline: Measurement) =>
  candidate.requestsPerSecond / baseline.requestsPerSecond;

/** Prints the measurements as a Markdown table with each one's req/s as a share of hello and of health. */
export function printTable(title: string, measurements: Measurement[], baselines: Baselines) {
  const lines = [
    '',
    `### ${title}`,
    '',
    '| target | req/s | avg ms | p50 ms | p99 ms | requests | failures | of hello | of health |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...[...measurements, baselines.health, baselines.hello].map(
      (m) => `${row(m)} ${fmt(ratio(m, baselines.hello) * 100, 1)}% | ${fmt(ratio(m, baselines.health) * 100, 1)}% |`,
    ),
  ];
  for (const m of measurements.filter((x) => x.failures > 0)) {
    lines.push(
      `WARNING: ${m.label}: ${m.failures} requests failed${m.firstFailure ? ` (first: ${m.firstFailure})` : ''}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
