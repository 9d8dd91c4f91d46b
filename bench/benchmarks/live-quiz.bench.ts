import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LiveQuizReport, type LiveQuizReveal, REALTIME_PROTOCOL_VERSION, type SocketAck } from '@bright/contracts';
import { type Socket, io } from 'socket.io-client';
import type { Goal } from '../lib/goals';
import { measureHealth } from '../lib/health';
import { fmt } from '../lib/measure';
import type { CrowdInput, CrowdReport, FromCrowd, ToCrowd } from '../lib/quiz-crowd';
import {
  CORRECT_OPTION,
  QUIZ_QUESTIONS,
  type QuizWorld,
  quizNicknames,
  seedQuizWorld,
  startQuizServer,
} from '../lib/quiz-world';
import { tallyAnswers } from '../lib/quiz-tally';
import type { Benchmark } from '../run-all';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The players are simulated by this many processes of their own, as REALTIME-NOTES §2.4 measured. */
const CROWDS = 2;
/** Players answer at a random moment within this long after the question reaches them (§2.4: 3 s). */
const ANSWER_SPREAD_MS = 3_000;
/** This share of players sends its answer a second time (a double tap): each must be refused. */
const DUPLICATE_SHARE = 0.1;

const avg = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

/** A crowd process: resolves each message the parent waits for, fails on `failed` or an early exit. */
function startCrowd(input: CrowdInput) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, '../lib/quiz-crowd.ts'), JSON.stringify(input)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const waiting: Array<{ type: FromCrowd['type']; resolve: (m: FromCrowd) => void; reject: (e: Error) => void }> = [];
  const fail = (error: Error) => waiting.splice(0).forEach((w) => w.reject(error));
  child.on('message', (message: FromCrowd) => {
    if (message.type === 'failed') return fail(new Error(`a crowd failed: ${message.error}`));
    const at = waiting.findIndex((w) => w.type === message.type);
    if (at >= 0) waiting.splice(at, 1)[0]!.resolve(message);
  });
  child.once('exit', (code) => fail(new Error(`a crowd exited with ${code}`)));
  const next = <T extends FromCrowd['type']>(type: T) =>
    new Promise<Extract<FromCrowd, { type: T }>>((resolve, reject) =>
      waiting.push({ type, resolve: resolve as (m: FromCrowd) => void, reject }),
    );
  return { next, tell: (message: ToCrowd) => child.send(message), kill: () => child.kill('SIGKILL') };
}

async function connectHost(url: string, world: QuizWorld) {
  const host = await new Promise<Socket>((resolve, reject) => {
    const socket = io(`${url}/live-quiz`, {
      transports: ['websocket'],
      reconnection: false,
      auth: { protocol: REALTIME_PROTOCOL_VERSION, token: world.teacherToken },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
  const ask = async (event: string) => {
    const answer = (await host.timeout(60_000).emitWithAck(event, { gameId: world.gameId })) as SocketAck<unknown>;
    if (!answer.ok) throw new Error(`${event} refused: ${answer.message}`);
  };
  await ask('liveQuiz:host');
  return { host, ask };
}

async function readReport(url: string, world: QuizWorld) {
  const response = await fetch(`${url}/api/live-quiz/report?gameId=${world.gameId}`, {
    headers: { access_token: world.teacherToken },
  });
  if (!response.ok) throw new Error(`report: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: LiveQuizReport }).data;
}

function refusalReasons(reports: CrowdReport[]) {
  const counts = new Map<string, number>();
  for (const reason of reports.flatMap((r) => r.refusals)) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => `${count} × ${reason}`).join('; ');
}

export interface RunResult {
  players: number;
  processes: number;
  broadcastP99: number;
  ackP99: number;
  answersAcked: number;
  /** Σ of the reveals' answer counts. */
  answersRevealed: number;
  lost: number;
  doubleCounted: number;
  misScored: number;
  resultsMissing: number;
  duplicatesSent: number;
  duplicatesRefused: number;
  /** GET /api/health p99 on the same server just before the game: how fast the machine is right now. */
  healthP99: number;
  /** The crowd processes' own event loop delay p99 (the worse one). */
  crowdLoopP99: number;
  /** Why first answers were refused, with how many. */
  refusals: string;
  load: string;
}

/**
 * One game: `players` guests spread over the servers (and over the crowd processes), three questions,
 * everyone answers each once. Then what every player was told is held against the saved report.
 */
async function playGame(urls: string[], world: QuizWorld, players: number, healthP99: number): Promise<RunResult> {
  const load = avg();
  const { host, ask } = await connectHost(urls[0]!, world);
  const names = quizNicknames(players);
  // Each crowd's players alternate between the servers; a third of them answer wrong.
  const crowds = Array.from({ length: CROWDS }, (_, crowd) => {
    const mine = names.flatMap((nickname, n) =>
      n % CROWDS === crowd
        ? [{ nickname, url: urls[Math.floor(n / CROWDS) % urls.length]!, optionId: n % 3 === 0 ? 'a' : CORRECT_OPTION }]
        : [],
    );
    const input = { code: world.code, gameId: world.gameId, players: mine };
    return startCrowd({ ...input, answerSpreadMs: ANSWER_SPREAD_MS, duplicateShare: DUPLICATE_SHARE });
  });
  const step = (what: string) => process.stderr.write(`  ${players} players on ${urls.length}: ${what}\n`);
  try {
    await Promise.all(crowds.map((crowd) => crowd.next('joined')));
    step('joined');
    let answersRevealed = 0;
    for (let index = 0; index < QUIZ_QUESTIONS; index += 1) {
      const revealed = new Promise<LiveQuizReveal>((resolve) => host.once('liveQuiz:reveal', resolve));
      await ask('liveQuiz:next');
      answersRevealed += (await revealed).answered;
      const settled = crowds.map((crowd) => crowd.next('settled'));
      for (const crowd of crowds) crowd.tell({ type: 'settle', index });
      await Promise.all(settled);
      step(`question ${index + 1} revealed`);
    }
    await ask('liveQuiz:end');
    const finished = crowds.map((crowd) => crowd.next('finished'));
    for (const crowd of crowds) crowd.tell({ type: 'finish' });
    const reports: CrowdReport[] = (await Promise.all(finished)).map((message) => message.report);
    const tally = tallyAnswers(reports, await readReport(urls[0]!, world), players);
    return {
      players,
      processes: urls.length,
      broadcastP99: p99(reports.flatMap((r) => r.broadcastMs)),
      ackP99: p99(reports.flatMap((r) => r.ackMs)),
      answersRevealed,
      ...tally,
      duplicatesSent: reports.reduce((sum, r) => sum + r.duplicatesSent, 0),
      duplicatesRefused: reports.reduce((sum, r) => sum + r.duplicatesRefused, 0),
      healthP99,
      crowdLoopP99: Math.max(...reports.map((r) => r.loopDelayP99Ms)),
      refusals: refusalReasons(reports),
      load: `${load} → ${avg()}`,
    };
  } finally {
    for (const crowd of crowds) crowd.kill();
    host.disconnect();
  }
}

async function runOn(kind: 'pglite' | 'postgres', players: number, postgresUrl?: string, redisUrl?: string) {
  const world = await seedQuizWorld(kind, postgresUrl);
  const processes = redisUrl ? 2 : 1;
  const servers = Array.from({ length: processes }, () =>
    startQuizServer({ ...world.env, ...(redisUrl ? { QUIZ_REDIS_URL: redisUrl } : {}) }),
  );
  try {
    const urls = await Promise.all(servers.map((server) => server.url));
    const health = await measureHealth(urls[0]!, kind);
    return await playGame(urls, world, players, health.latencyP99Ms);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    if (kind === 'postgres') {
      await world.database.exec(`DROP SCHEMA IF EXISTS "${world.database.schemaName}" CASCADE`);
      await world.database.close();
    }
    rmSync(world.dataDir, { recursive: true, force: true });
  }
}

function printRuns(title: string, runs: RunResult[]) {
  const lines = [
    '',
    `### ${title}`,
    '',
    '| players | processes | question broadcast p99 | answer ack p99 | answers acked / revealed | lost | counted twice | mis-scored | results missing | duplicates refused | /api/health p99 before | crowd loop delay p99 | load average (start → end) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...runs.map(
      (run) =>
        `| ${run.players} | ${run.processes} | ${fmt(run.broadcastP99, 1)} ms | ${fmt(run.ackP99, 1)} ms | ${run.answersAcked} / ${run.answersRevealed} | ${run.lost} | ${run.doubleCounted} | ${run.misScored} | ${run.resultsMissing} | ${run.duplicatesRefused} of ${run.duplicatesSent} | ${fmt(run.healthP99, 1)} ms | ${fmt(run.crowdLoopP99, 1)} ms | ${run.load} |`,
    ),
  ];
  for (const run of runs) if (run.refusals) lines.push('', `Answers refused: ${run.refusals}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Lost, counted twice or wrongly, including duplicates the server took and reveals that disagree with the acks. */
const miscounted = (run: RunResult) =>
  run.lost +
  run.doubleCounted +
  run.misScored +
  (run.duplicatesSent - run.duplicatesRefused) +
  Math.abs(run.answersAcked - run.answersRevealed);

function oneProcessGoals(kind: string, small: RunResult, large: RunResult): Goal[] {
  const label = (what: string) => `live quiz ${what}, ${fmt(large.players)} players, one process (${kind})`;
  return [
    { label: label('question broadcast p99'), value: large.broadcastP99, unit: 'ms', limit: 150, direction: 'max' },
    { label: label('answer ack p99'), value: large.ackP99, unit: 'ms', limit: 200, direction: 'max' },
    {
      label: label(`broadcast p99 ÷ the same at ${fmt(small.players)} players`),
      value: large.broadcastP99 / Math.max(small.broadcastP99, 1),
      unit: '×',
      limit: 2,
      direction: 'max',
    },
    {
      label: label(`ack p99 ÷ the same at ${fmt(small.players)} players`),
      value: large.ackP99 / Math.max(small.ackP99, 1),
      unit: '×',
      limit: 2,
      direction: 'max',
    },
    { label: label('answers lost or counted twice'), value: miscounted(large), unit: '', limit: 0, direction: 'max' },
    { label: label('results not received'), value: large.resultsMissing, unit: '', limit: 0, direction: 'max' },
  ];
}

/**
 * The live quiz under a crowd (issue 17): guests as socket.io clients in two processes of their own, the
 * servers in theirs; 200 then 2,000 players on one process, and 2,000 over two processes sharing Redis
 * and PostgreSQL. `LIVE_QUIZ_BENCH_PLAYERS` (e.g. `200,2000`) sets the sizes.
 */
const benchmark: Benchmark = {
  name: 'Live quiz: 2,000 players',
  async run({ targets }) {
    const [smallSize, largeSize] = (process.env.LIVE_QUIZ_BENCH_PLAYERS ?? '200,2000').split(',').map(Number);
    const goals: Goal[] = [];
    const redisUrl = process.env.BENCH_REDIS_URL;
    for (const target of targets) {
      const small = await runOn(target.kind, smallSize!, target.url);
      printRuns(`One process, ${target.kind}`, [small]);
      const large = await runOn(target.kind, largeSize!, target.url);
      printRuns(`One process, ${target.kind}`, [large]);
      process.stdout.write(
        `${largeSize} ÷ ${smallSize} players: broadcast p99 ${fmt(large.broadcastP99 / Math.max(small.broadcastP99, 1), 2)}×, ack p99 ${fmt(large.ackP99 / Math.max(small.ackP99, 1), 2)}×\n`,
      );
      goals.push(...oneProcessGoals(target.kind, small, large));
      if (target.kind !== 'postgres' || !redisUrl) continue;
      const spread = await runOn('postgres', largeSize!, target.url, redisUrl);
      printRuns('Two processes with Redis, postgres', [spread]);
      process.stdout.write(
        `Two processes ÷ one process: broadcast p99 ${fmt(spread.broadcastP99 / Math.max(large.broadcastP99, 1), 2)}×, ack p99 ${fmt(spread.ackP99 / Math.max(large.ackP99, 1), 2)}×\n`,
      );
      const label = (what: string) => `live quiz ${what}, ${fmt(spread.players)} players over two processes`;
      goals.push(
        {
          label: label('answers lost or counted twice'),
          value: miscounted(spread),
          unit: '',
          limit: 0,
          direction: 'max',
        },
        { label: label('results not received'), value: spread.resultsMissing, unit: '', limit: 0, direction: 'max' },
      );
    }
    if (!targets.some((target) => target.kind === 'postgres') || !redisUrl) {
      process.stdout.write('Two processes SKIPPED: needs PostgreSQL and BENCH_REDIS_URL\n');
    }
    return goals;
  },
};

export default benchmark;
