// The load generator, in its own process so that it never shares an event loop or a core's time
// slices with the server it measures. The parent (load.ts) sends one task and gets one result back.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Agent, request } from 'undici';

/** autocannon for `durationSeconds` after an unmeasured warm-up. */
async function closedLoop({ url, connections, durationSeconds, warmupSeconds, method, headers, body }) {
  const base = { url, connections, method, headers, body, timeout: 10 };
  if (warmupSeconds > 0) await autocannon({ ...base, duration: warmupSeconds });
  const result = await autocannon({ ...base, duration: durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    latencyAvgMs: result.latency.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    // autocannon's histogram has no 95th percentile; its 97.5th is the nearest never below it.
    latencyP975Ms: result.latency.p97_5,
    totalRequests: result.requests.total,
    // A run in which nothing was answered measured nothing, whatever its averages say.
    failures: result.errors + result.timeouts + result.non2xx + (result.requests.total === 0 ? 1 : 0),
    firstFailure: result.requests.total === 0 ? 'no request was answered during the run' : undefined,
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Each job sent once, job i at i × windowMs / n after the start (windowMs 0: all at once), none waiting
 * for another, each on its own connection as a classroom of devices would be.
 */
async function burst({ jobs, windowMs }) {
  const agent = new Agent({ connections: null, pipelining: 0, keepAliveTimeout: 30_000 });
  const latencies = [];
  let failures = 0;
  let firstFailure = '';
  const gap = windowMs / Math.max(jobs.length, 1);
  const started = performance.now();
  const send = async (job) => {
    const sentAt = performance.now();
    try {
      const answer = await request(job.url, {
        method: job.method,
        headers: job.headers,
        body: job.body,
        dispatcher: agent,
        headersTimeout: 60_000,
        bodyTimeout: 60_000,
      });
      const text = await answer.body.text();
      if (answer.statusCode >= 300) {
        failures += 1;
        firstFailure ||= `${answer.statusCode} ${text.slice(0, 300)}`;
      }
    } catch (error) {
      failures += 1;
      firstFailure ||= String(error);
    }
    latencies.push(performance.now() - sentAt);
  };
  await Promise.all(jobs.map((job, i) => new Promise((resolve) => setTimeout(() => send(job).then(resolve), i * gap))));
  const seconds = (performance.now() - started) / 1000;
  await agent.close();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: jobs.length / seconds,
    latencyAvgMs: latencies.reduce((a, b) => a + b, 0) / Math.max(latencies.length, 1),
    latencyP50Ms: percentile(latencies, 0.5),
    latencyP95Ms: percentile(latencies, 0.95),
    latencyP99Ms: percentile(latencies, 0.99),
    totalRequests: jobs.length,
    failures,
    firstFailure,
    seconds,
  };
}

process.once('message', async (task) => {
  try {
    const result = task.kind === 'burst' ? await burst(task) : await closedLoop(task);
    process.send({ ok: true, result }, () => process.exit(0));
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) }, () => process.exit(1));
  }
});
