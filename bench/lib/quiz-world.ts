import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assessments, liveQuizGames, questions } from '../../apps/server/src/db/schema';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { cleanNickname } from '../../apps/server/src/modules/live-quiz';
import { seedSchool } from './seed-school';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const QUIZ_QUESTIONS = 3;
export const CORRECT_OPTION = 'b';
const OPTIONS = ['a', 'b', 'c', 'd'].map((id) => ({ id, title: `Option ${id}`, image: null }));
const TIMER_MS = 30_000;

export interface QuizWorld {
  database: Database;
  dataDir: string;
  /** What the server processes need to open the same database. */
  env: Record<string, string>;
  gameId: string;
  code: string;
  teacherToken: string;
}

/** A class's teacher, a three-question assessment and its game (30 s a question), straight in the database. */
export async function seedQuizWorld(kind: 'pglite' | 'postgres', postgresUrl?: string): Promise<QuizWorld> {
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
  const classId = school.classIds[0]!;
  const [assessment] = await db
    .insert(assessments)
    .values({ instituteId: school.institute.id, classId, name: 'Live quiz', createdBy: school.teacher.id })
    .returning();
  const made = await db
    .insert(questions)
    .values(
      Array.from({ length: QUIZ_QUESTIONS }, (_, position) => ({
        assessmentId: assessment!.id,
        position,
        type: 'MCQ' as const,
        description: `Question ${position + 1}`,
        options: OPTIONS,
        correctOptions: [CORRECT_OPTION],
      })),
    )
    .returning();
  const code = String(100_000 + Math.floor(Math.random() * 899_999));
  const [game] = await db
    .insert(liveQuizGames)
    .values({
      instituteId: school.institute.id,
      classId,
      assessmentId: assessment!.id,
      hostId: school.teacher.id,
      code,
      settings: {
        scoring: 'SPEED',
        streakBonus: false,
        allowAnswerChange: false,
        hostApproval: false,
        maxPlayers: 5000,
        timerSeconds: TIMER_MS / 1000,
        timers: {},
      },
      questions: made.map((row) => ({
        id: row.id,
        type: row.type,
        description: row.description,
        image: null,
        options: OPTIONS,
        correctOptionIds: [CORRECT_OPTION],
        points: 1,
        durationMs: TIMER_MS,
      })),
      state: { phase: 'LOBBY', questionIndex: -1, locked: false },
    })
    .returning();
  // PGlite is one process's: the server opens it next.
  if (kind === 'pglite') await database.close();
  const env: Record<string, string> =
    kind === 'postgres'
      ? { QUIZ_DATABASE_URL: postgresUrl!, QUIZ_SCHEMA: schema, QUIZ_DATA_DIR: dataDir }
      : { QUIZ_DATA_DIR: dataDir };
  return { database, dataDir, env, gameId: game!.id, code, teacherToken: school.token };
}

/** A server process of the real app on the world's database (and Redis when given). */
export function startQuizServer(env: Record<string, string>) {
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

/** Bijective base 26: 0 → a, 25 → z, 26 → aa. */
const letters = (n: number): string =>
  (n < 26 ? '' : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));

/**
 * `count` distinct guest nicknames of letters only ("Player Bq"), each one the server's filter accepts:
 * digits fold to letters in its look-alike check (it refuses "Player 455" and "Player 717"), and a few
 * letter runs spell a word too; those are skipped.
 */
export function quizNicknames(count: number) {
  const names: string[] = [];
  for (let n = 0; names.length < count; n += 1) {
    const word = letters(n);
    const name = `Player ${word[0]!.toUpperCase()}${word.slice(1)}`;
    try {
      names.push(cleanNickname(name));
    } catch {
      // Refused by the filter: the next one.
    }
  }
  return names;
}
