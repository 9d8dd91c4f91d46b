import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-child.mjs');

/** One request of a burst. */
export interface Job {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface ClosedLoopTask {
  kind: 'closed-loop';
  url: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  method: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

export interface BurstTask {
  kind: 'burst';
  jobs: Job[];
  /** Job i leaves at i × windowMs / jobs; 0 sends every job at once. */
  windowMs: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Burst only: autocannon's histogram has no 95th percentile. */
  latencyP95Ms?: number;
  /** Closed loop only: autocannon's 97.5th percentile, the nearest it has at or above the 95th. */
  latencyP975Ms?: number;
  totalRequests: number;
  failures: number;
  firstFailure?: string;
  /** Burst only: from the first release to the last answer. */
  seconds?: number;
}

/** Runs one load task in a child process of its own and returns what it measured. */
export function runInLoadProcess(task: ClosedLoopTask | BurstTask): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = fork(child, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    worker.once('message', (message: { ok: boolean; result?: LoadResult; error?: string }) => {
      settled = true;
      if (message.ok && message.result) resolve(message.result);
      else reject(new Error(`load generator failed: ${message.error}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`load generator exited with code ${code} before answering`));
    });
    worker.send(task);
  });
}
