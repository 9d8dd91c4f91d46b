import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type LiveQuizQuestionView,
  type LiveQuizReveal,
  REALTIME_PROTOCOL_VERSION,
  type SocketAck,
} from '@bright/contracts';
import { type Socket, io } from 'socket.io-client';
import { assessments, liveQuizGames, questions } from '../../apps/server/src/db/schema';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import type { Goal } from '../lib/goals';
import { fmt } from '../lib/measure';
import { seedSchool } from '../lib/seed-school';
import type { Benchmark } from '../run-all';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const QUESTIONS = 3;
/** Players answer at a random moment within this long after the question reaches them. */
const ANSWER_SPREAD_MS = 2_000;
/** This share of players sends its answer a second time (a double tap): each must be refused. */
const DUPLICATE_SHARE = 0.1;

interface World {
  database: Database;
  dataDir: string;
  env: Record<string, string>;
  gameId: string;
  code: string;
  teacherToken: string;
}

/** A class's teacher, a three-question assessment and its game, straight in the database. */
async function seedWorld(kind: 'pglite' | 'postgres', postgresUrl?: string): Promise<World> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bright-bench-quiz-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const database = kind === 'postgres' ? openPostgres(postgresUrl!, schema) : await openPglite(dataDir);
  await migrate(database);
  const db = database.db;
  const school = await seedSchool(db, {
    tag: `quiz${randomBytes(2).toString('hex')}`,
    classes: 1,
    studentsPerClass: 1,
  });
  const [assessment] = await db
    .insert(assessments)
    .values({
      instituteId: school.institute.id,
      classId: school.classIds[0]!,
      name: 'Live quiz',
      createdBy: school.teacher.id,
    })
    .returning();
  const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, title: `Option ${id}`, image: null }));
  const made = await db
    .insert(questions)
    .values(
      Array.from({ length: QUESTIONS }, (_, position) => ({
        assessmentId: assessment!.id,
        position,
        type: 'MCQ' as const,
        description: `Question ${position + 1}`,
        options,
        correctOptions: ['b'],
      })),
    )
    .returning();
  const code = String(100_000 + Math.floor(Math.random() * 899_999));
  const [game] = await db
    .insert(liveQuizGames)
    .values({
      instituteId: school.institute.id,
      classId: school.classIds[0]!,
      assessmentId: assessment!.id,
      hostId: school.teacher.id,
      code,
      settings: {
        scoring: 'SPEED',
        streakBonus: false,
        allowAnswerChange: false,
        hostApproval: false,
        maxPlayers: 5000,
        timerSeconds: 30,
        timers: {},
      },
      questions: made.map((row) => ({
        id: row.id,
        type: row.type,
        description: row.description,
        image: null,
        options,
        correctOptionIds: ['b'],
        points: 1,
        durationMs: 30_000,
      })),
      state: { phase: 'LOBBY', questionIndex: -1, locked: false },
    })
    .returning();
  if (kind === 'pglite') await database.close();
  const env: Record<string, string> =
    kind === 'postgres'
      ? { QUIZ_DATABASE_URL: postgresUrl!, QUIZ_SCHEMA: schema, QUIZ_DATA_DIR: dataDir }
      : { QUIZ_DATA_DIR: dataDir };
  return { database, dataDir, env, gameId: game!.id, code, teacherToken: school.token };
}

/** A server process (the load generator is this process). */
function startServer(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/quiz-server.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`quiz server exited (${code})`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

const connect = (url: string, auth: Record<string, unknown>) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(`${url}/live-quiz`, {
      transports: ['websocket'],
      reconnection: false,
      timeout: 60_000,
      auth: { protocol: REALTIME_PROTOCOL_VERSION, ...auth },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

const ask = <T>(socket: Socket, event: string, payload: unknown) =>
  socket.timeout(60_000).emitWithAck(event, payload) as Promise<SocketAck<T>>;

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

interface RunResult {
  players: number;
  processes: number;
  broadcastP99: number;
  ackP99: number;
  answersSent: number;
  answersCounted: number;
  duplicatesRefused: number;
  duplicatesSent: number;
  load: string;
}

/** One game: `players` guests spread over the servers, three questions, every player answers each once. */
async function playGame(urls: string[], world: World, players: number): Promise<RunResult> {
  const host = await connect(urls[0]!, { token: world.teacherToken });
  const hosted = await ask(host, 'liveQuiz:host', { gameId: world.gameId });
  if (!hosted.ok) throw new Error(`host refused: ${hosted.message}`);
  const sockets: Socket[] = [];
  for (let at = 0; at < players; at += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, players - at) }, (_, n) =>
        connect(urls[(at + n) % urls.length]!, { guest: true }),
      ),
    );
    sockets.push(...batch);
  }
  const step = (what: string) => process.stderr.write(`  ${players} players: ${what}\n`);
  step('connected');
  // Joined 200 at a time: each join writes its player row, and a loaded machine must not time them out.
  const joined: SocketAck<{ gameId: string }>[] = [];
  for (let at = 0; at < sockets.length; at += 200) {
    const batch = sockets.slice(at, at + 200);
    joined.push(
      ...(await Promise.all(
        batch.map((socket, n) =>
          ask<{ gameId: string }>(socket, 'liveQuiz:join', { code: world.code, nickname: `Player ${at + n}` }),
        ),
      )),
    );
  }
  const refused = joined.filter((answer) => !answer.ok);
  if (refused.length)
    throw new Error(`${refused.length} joins refused: ${(refused[0] as { message: string }).message}`);

  const broadcast: number[] = [];
  const acks: number[] = [];
  let answersSent = 0;
  let duplicatesSent = 0;
  let duplicatesRefused = 0;
  const pending: Promise<void>[] = [];
  sockets.forEach((socket, n) => {
    socket.on('liveQuiz:question', (question: LiveQuizQuestionView) => {
      broadcast.push(Date.now() - question.serverNow);
      const answer = async () => {
        const payload = { gameId: world.gameId, questionIndex: question.index, optionIds: [n % 3 === 0 ? 'a' : 'b'] };
        answersSent += 1;
        const sent = performance.now();
        const ack = await ask(socket, 'liveQuiz:answer', payload);
        acks.push(performance.now() - sent);
        if (!ack.ok) throw new Error(`answer refused: ${ack.message}`);
        if (Math.random() < DUPLICATE_SHARE) {
          duplicatesSent += 1;
          const again = await ask(socket, 'liveQuiz:answer', payload);
          // Refused as a second answer, or because the question closed once everyone had answered.
          if (!again.ok) duplicatesRefused += 1;
        }
      };
      pending.push(new Promise((resolve) => setTimeout(resolve, Math.random() * ANSWER_SPREAD_MS)).then(answer));
    });
  });
  step('joined');
  let answersCounted = 0;
  for (let index = 0; index < QUESTIONS; index += 1) {
    const revealed = new Promise<LiveQuizReveal>((resolve) => host.once('liveQuiz:reveal', resolve));
    const next = await ask(host, 'liveQuiz:next', { gameId: world.gameId });
    if (!next.ok) throw new Error(`next refused: ${next.message}`);
    const reveal = await revealed;
    answersCounted += reveal.answered;
    step(`question ${index + 1} revealed`);
    await Promise.all(pending.splice(0));
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  await ask(host, 'liveQuiz:end', { gameId: world.gameId });
  for (const socket of [host, ...sockets]) socket.disconnect();
  return {
    players,
    processes: urls.length,
    broadcastP99: p99(broadcast),
    ackP99: p99(acks),
    answersSent,
    answersCounted,
    duplicatesSent,
    duplicatesRefused,
    load,
  };
}

async function runOn(kind: 'pglite' | 'postgres', players: number, postgresUrl?: string, redisUrl?: string) {
  const world = await seedWorld(kind, postgresUrl);
  const processes = redisUrl ? 2 : 1;
  const servers = Array.from({ length: processes }, () =>
    startServer({ ...world.env, ...(redisUrl ? { QUIZ_REDIS_URL: redisUrl } : {}) }),
  );
  try {
    const urls = await Promise.all(servers.map((server) => server.url));
    return await playGame(urls, world, players);
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
    '| players | processes | question broadcast p99 | answer ack p99 | answers sent / counted | duplicates refused | load average |',
    '|---:|---:|---:|---:|---:|---:|---|',
    ...runs.map(
      (run) =>
        `| ${run.players} | ${run.processes} | ${fmt(run.broadcastP99, 1)} ms | ${fmt(run.ackP99, 1)} ms | ${run.answersSent} / ${run.answersCounted} | ${run.duplicatesRefused} of ${run.duplicatesSent} | ${run.load} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * The live quiz under a crowd (issue 17): guests as socket.io clients in this process, the server in its
 * own; 200 then 2,000 players on one process, and 2,000 over two processes sharing Redis and PostgreSQL.
 */
const benchmark: Benchmark = {
  name: 'Live quiz: 2,000 players',
  async run({ targets }) {
    const goals: Goal[] = [];
    const postgres = targets.find((target) => target.kind === 'postgres');
    for (const target of targets) {
      const small = await runOn(target.kind, 200, target.url);
      printRuns(`One process, ${target.kind}`, [small]);
      const large = await runOn(target.kind, 2000, target.url);
      printRuns(`One process, ${target.kind}`, [large]);
      const label = (what: string) => `live quiz ${what}, 2,000 players, one process (${target.kind})`;
      goals.push(
        { label: label('question broadcast p99'), value: large.broadcastP99, unit: 'ms', limit: 150, direction: 'max' },
        { label: label('answer ack p99'), value: large.ackP99, unit: 'ms', limit: 200, direction: 'max' },
        {
          label: label('ack p99 ÷ the same at 200 players'),
          value: large.ackP99 / Math.max(small.ackP99, 1),
          unit: '×',
          limit: 2,
          direction: 'max',
        },
        {
          label: label('answers lost or counted twice'),
          value: Math.abs(large.answersSent - large.answersCounted) + (large.duplicatesSent - large.duplicatesRefused),
          unit: '',
          limit: 0,
          direction: 'max',
        },
      );
      if (target.kind === 'postgres' && process.env.BENCH_REDIS_URL) {
        const spread = await runOn('postgres', 2000, target.url, process.env.BENCH_REDIS_URL);
        printRuns('Two processes with Redis, postgres', [spread]);
        process.stdout.write(
          `Cross-process ÷ one process: broadcast p99 ${fmt(spread.broadcastP99 / Math.max(large.broadcastP99, 1), 2)}×, ack p99 ${fmt(spread.ackP99 / Math.max(large.ackP99, 1), 2)}×\n`,
        );
        goals.push({
          label: 'live quiz answers lost or counted twice, 2,000 players over two processes',
          value:
            Math.abs(spread.answersSent - spread.answersCounted) + (spread.duplicatesSent - spread.duplicatesRefused),
          unit: '',
          limit: 0,
          direction: 'max',
        });
      }
    }
    if (!postgres || !process.env.BENCH_REDIS_URL) {
      process.stdout.write('Two processes SKIPPED: needs PostgreSQL and BENCH_REDIS_URL\n');
    }
    return goals;
  },
};

export default benchmark;
