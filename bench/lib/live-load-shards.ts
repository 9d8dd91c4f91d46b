// Runs the live class load generator (live-load.ts) in several processes and merges what they measured.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LiveLoadDrawn, LiveLoadInput, LiveLoadShardResult } from './live-load';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface LiveLoadResult {
  sockets: number;
  sent: number;
  expected: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  boardsEqual: number;
  boards: number;
  strokes: number;
  unacknowledged: number;
  loadProcesses: number;
}

type ShardLine = { phase: 'ready' } | LiveLoadDrawn | LiveLoadShardResult;

/** One shard's process, its JSON lines awaited one phase at a time. */
function startShard(input: LiveLoadInput) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'live-load.ts'), JSON.stringify(input)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`load shard ${input.shard} exited with ${code}`))),
  );
  exited.catch(() => undefined);
  const expect = async <P extends ShardLine['phase']>(phase: P) => {
    for (;;) {
      const next = await Promise.race([lines.next(), exited]);
      if (next.done) throw new Error(`load shard ${input.shard} ended before '${phase}'`);
      const text = String(next.value).trim();
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as ShardLine;
      if (line.phase === phase) return line as Extract<ShardLine, { phase: P }>;
    }
  };
  const send = (command: string) => child.stdin!.write(`${command}\n`);
  return { expect, send, kill: () => child.kill() };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

/** Every shard connects, then shard 0's teachers draw while all shards time the arrivals. */
export async function runLiveLoad(base: Omit<LiveLoadInput, 'shard' | 'shards'>, shards: number) {
  const children = Array.from({ length: shards }, (_, shard) => startShard({ ...base, shard, shards }));
  try {
    await Promise.all(children.map((child) => child.expect('ready')));
    for (const child of children) child.send('go');
    const drawn = await children[0]!.expect('drawn');
    for (const child of children) child.send('check');
    const results = await Promise.all(children.map((child) => child.expect('result')));
    const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
    const sum = (pick: (result: LiveLoadShardResult) => number) => results.reduce((total, r) => total + pick(r), 0);
    const merged: LiveLoadResult = {
      sockets: sum((r) => r.sockets),
      sent: drawn.sent,
      expected: drawn.sent * (base.socketsPerRoom - 1),
      received: sum((r) => r.received),
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
      boardsEqual: sum((r) => r.boardsEqual),
      boards: sum((r) => r.boards),
      strokes: drawn.strokes,
      unacknowledged: drawn.unacknowledged,
      loadProcesses: shards,
    };
    return merged;
  } finally {
    for (const child of children) child.kill();
  }
}
