import { type ChildProcess, fork } from 'node:child_process';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { licences } from '../../apps/server/src/db/schema';
import { FAKE_API_KEY } from '../../apps/server/src/modules/ai';
import { findPlanByCode } from '../../apps/server/src/modules/plans';
import type { Benchmark } from '../run-all';
import type { Goal } from '../lib/goals';
import { fmt } from '../lib/measure';
import { seedSchool } from '../lib/seed-school';
import { startServerApp } from '../lib/servers';

/**
 * Bright AI streaming (issue 15): 50 streamed lesson plans at once through the server, against the same 50
 * streams asked of the OpenAI-format provider directly, in one run. The provider (the tests' loopback server)
 * and the load generator each run in a process of their own. Reported: the server's added time to first
 * token and its added time per token, as ratios to calling the provider directly.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const CONCURRENCY = Number(process.env.BENCH_AI_STREAMS ?? 50);

interface StreamResult {
  ttft: number;
  tokens: number;
  gap: number;
}

function startFake(): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(path.join(here, '../lib/fake-openai-child.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve({ url: message.url, child }));
    child.once('error', reject);
  });
}

function streams(task: { url: string; headers: Record<string, string>; body: string; kind: 'direct' | 'server' }) {
  return new Promise<StreamResult[]>((resolve, reject) => {
    const worker = fork(path.join(here, '../lib/stream-load-child.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    worker.once('message', (message: { ok: boolean; results?: StreamResult[]; error?: string }) =>
      message.ok ? resolve(message.results!) : reject(new Error(message.error)),
    );
    worker.once('error', reject);
    worker.send({ ...task, concurrency: CONCURRENCY });
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const summary = (results: StreamResult[]) => ({
  ttftP50: percentile(
    results.map((r) => r.ttft),
    50,
  ),
  ttftP95: percentile(
    results.map((r) => r.ttft),
    95,
  ),
  gapP50: percentile(
    results.map((r) => r.gap),
    50,
  ),
  tokens: percentile(
    results.map((r) => r.tokens),
    50,
  ),
});

const benchmark: Benchmark = {
  name: 'Bright AI streaming through the server vs the provider directly',
  async run() {
    const fake = await startFake();
    const server = await startServerApp(
      { kind: 'pglite' },
      { AI_BASE_URL: fake.url, AI_API_KEY: FAKE_API_KEY, AI_MODEL: 'bench-model' },
    );
    try {
      const school = await seedSchool(server.app.db, { tag: 'aistream', classes: 1, studentsPerClass: 1 });
      const plan = await findPlanByCode(server.app.db, 'STARTER_PLAN');
      await server.app.db.insert(licences).values({
        instituteId: school.institute.id,
        planId: plan!.id,
        accountType: 'INSTITUTE',
        isActive: true,
        extraAiCredits: 1e6,
      });
      const prompt =
        'Write a 5E lesson plan (phases ENGAGE, EXPLORE, EXPLAIN, ELABORATE, EVALUATE) on "Photosynthesis"';
      const direct = {
        url: `${fake.url}/chat/completions`,
        headers: { authorization: `Bearer ${FAKE_API_KEY}` },
        body: JSON.stringify({ model: 'bench-model', stream: true, messages: [{ role: 'user', content: prompt }] }),
        kind: 'direct' as const,
      };
      const through = {
        url: `${server.url}/api/ai/lesson/plan/sse`,
        headers: { access_token: school.token },
        body: JSON.stringify({ topic: 'Photosynthesis' }),
        kind: 'server' as const,
      };
      await streams(direct); // warm-up of both paths, not measured
      await streams(through);
      const load = execSync('uptime')
        .toString()
        .trim()
        .replace(/.*load average: /, '');
      const a = summary(await streams(direct));
      const b = summary(await streams(through));
      const ttftRatio = b.ttftP50 / a.ttftP50;
      const gapRatio = b.gapP50 / a.gapP50;
      process.stdout.write(
        [
          '',
          `${CONCURRENCY} concurrent streamed lesson plans (${b.tokens} text events each), load average ${load}`,
          '',
          '| path | first token p50 | first token p95 | per token p50 |',
          '|---|---:|---:|---:|',
          `| provider directly | ${fmt(a.ttftP50, 1)} ms | ${fmt(a.ttftP95, 1)} ms | ${fmt(a.gapP50, 2)} ms |`,
          `| through the server | ${fmt(b.ttftP50, 1)} ms | ${fmt(b.ttftP95, 1)} ms | ${fmt(b.gapP50, 2)} ms |`,
          `| server added | ${fmt(b.ttftP50 - a.ttftP50, 1)} ms (×${fmt(ttftRatio, 2)}) | | ${fmt(b.gapP50 - a.gapP50, 2)} ms (×${fmt(gapRatio, 2)}) |`,
          '',
        ].join('\n'),
      );
      const goals: Goal[] = [
        {
          label: 'AI stream: first token through the server ÷ direct (p50)',
          value: ttftRatio,
          unit: '×',
          limit: 5,
          direction: 'max',
        },
        {
          label: 'AI stream: time per token through the server ÷ direct (p50)',
          value: gapRatio,
          unit: '×',
          limit: 2,
          direction: 'max',
        },
      ];
      return goals;
    } finally {
      await server.close();
      fake.child.disconnect();
    }
  },
};

export default benchmark;
