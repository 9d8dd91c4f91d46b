import { performance } from 'node:perf_hooks';
import type { AnswerValue, QuestionContent } from '@bright/contracts';
import { sql } from 'drizzle-orm';
import {
  assessmentResponses,
  assessments,
  classMembers,
  classes,
  institutes,
  memberships,
  questionResponses,
  questions,
  users,
} from '../../apps/server/src/db/schema';
import type { Db } from '../../apps/server/src/db/client';
import { openSession } from '../../apps/server/src/modules/auth';
import { type Measurement, defaultLoad, printComparison, runAutocannon } from '../lib/measure';
import { startServerApp } from '../lib/servers';
import type { Benchmark } from '../run-all';

const STUDENTS = Number(process.env.BENCH_SUBMIT_STUDENTS) || 1000;
const QUESTIONS = 20;
/**
 * Answers each student saves through the API (measured); the rest of their 20 are written straight to
 * the database first, so the run stays near a minute on a shared machine. BENCH_SUBMIT_SAVES=20 saves all.
 */
const SAVES = Math.min(QUESTIONS, Number(process.env.BENCH_SUBMIT_SAVES) || 2);

/** Twenty objective questions of five types, so every submit scores them all. */
function questionSet(): Partial<QuestionContent>[] {
  const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, title: `Option ${id.toUpperCase()}` }));
  return Array.from({ length: QUESTIONS }, (_, i): Partial<QuestionContent> => {
    const description = `Question ${i + 1}`;
    if (i % 5 === 1) return { type: 'MULTIPLE_SELECT', description, points: 2, options, correctOptions: ['a', 'c'] };
    if (i % 5 === 2)
      return {
        type: 'TRUE_OR_FALSE',
        description,
        options: [
          { id: 'true', title: 'True' },
          { id: 'false', title: 'False' },
        ],
        correctOptions: ['true'],
      };
    if (i % 5 === 3) return { type: 'NUMERIC', description, numeric: { value: 42, tolerance: 0.5 } };
    if (i % 5 === 4)
      return { type: 'FILL_IN_THE_BLANK', description: `${description}: {{1}}`, blanks: [{ accepted: ['blue'] }] };
    return { type: 'MCQ', description, options, correctOptions: ['b'] };
  });
}

/** A plausible answer of student `s` to question `i` (some right, some wrong). */
function answerFor(type: string, s: number, i: number): AnswerValue {
  const right = (s + i) % 3 !== 0;
  switch (type) {
    case 'MULTIPLE_SELECT':
      return { selected: right ? ['a', 'c'] : ['a', 'd'] };
    case 'TRUE_OR_FALSE':
      return { selected: [right ? 'true' : 'false'] };
    case 'NUMERIC':
      return { number: right ? 42.2 : 40 };
    case 'FILL_IN_THE_BLANK':
      return { blanks: [right ? 'Blue' : 'red'] };
    default:
      return { selected: [right ? 'b' : 'a'] };
  }
}

/** One class of STUDENTS students, a published 20-question assessment, an attempt started for each. */
async function seed(db: Db) {
  const [institute] = await db.insert(institutes).values({ name: 'Bench School', kneuraId: 'BENCHAS1' }).returning();
  const [teacher] = await db
    .insert(users)
    .values({ email: 't@submit.bench', firstName: 'Bench', kneuraId: 'BENCHAST', emailVerified: true })
    .returning();
  const students = await db
    .insert(users)
    .values(
      Array.from({ length: STUDENTS }, (_, i) => ({
        email: `s${i}@submit.bench`,
        firstName: `Student ${i}`,
        kneuraId: `BAS${String(i).padStart(5, '0')}`,
        emailVerified: true,
      })),
    )
    .returning();
  await db
    .insert(memberships)
    .values([
      { userId: teacher!.id, instituteId: institute!.id, roles: ['instructor'], isDefault: true },
      ...students.map((s) => ({ userId: s.id, instituteId: institute!.id, roles: ['learner'], isDefault: true })),
    ]);
  const [klass] = await db
    .insert(classes)
    .values({ instituteId: institute!.id, name: 'Bench 9A', joinCode: 'BENCHA', createdBy: teacher!.id })
    .returning();
  await db
    .insert(classMembers)
    .values([
      { classId: klass!.id, userId: teacher!.id, role: 'instructor' as const },
      ...students.map((s) => ({ classId: klass!.id, userId: s.id, role: 'learner' as const })),
    ]);
  const [assessment] = await db
    .insert(assessments)
    .values({
      instituteId: institute!.id,
      classId: klass!.id,
      name: 'Bench quiz',
      createdBy: teacher!.id,
      status: 'Published',
      timeLimit: 60,
      publishedAt: new Date(),
    })
    .returning();
  const made = await db
    .insert(questions)
    .values(questionSet().map((content, position) => ({ assessmentId: assessment!.id, position, ...content })))
    .returning();
  const responses = await db
    .insert(assessmentResponses)
    .values(
      students.map((s) => ({
        assessmentId: assessment!.id,
        studentId: s.id,
        questionOrder: made.map((q) => q.id),
      })),
    )
    .returning();
  const direct = made.slice(0, QUESTIONS - SAVES).flatMap((question, i) =>
    responses.map((response, s) => ({
      responseId: response.id,
      questionId: question.id,
      answer: answerFor(question.type, s, i),
    })),
  );
  for (let at = 0; at < direct.length; at += 2000)
    await db.insert(questionResponses).values(direct.slice(at, at + 2000));
  const tokens: string[] = [];
  for (const s of students) tokens.push((await openSession(db, s.id, institute!.id)).token);
  return { assessment: assessment!, questions: made, responses, tokens };
}

interface Job {
  url: string;
  token: string;
  body: string;
}

type Timed = Measurement & { seconds: number };

/** Sends jobs, each once, as `schedule` releases them; latency per request, req/s over the whole run. */
async function measureJobs(
  label: string,
  jobs: Job[],
  schedule: (send: (job: Job) => Promise<void>) => Promise<unknown>,
): Promise<Timed> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure = '';
  const send = async (job: Job) => {
    const started = performance.now();
    const response = await fetch(job.url, {
      method: 'POST',
      headers: { access_token: job.token, 'content-type': 'application/json' },
      body: job.body,
    });
    const text = await response.text();
    latencies.push(performance.now() - started);
    if (!response.ok) {
      failures += 1;
      firstFailure ||= `${response.status} ${text}`;
    }
  };
  const started = performance.now();
  await schedule(send);
  const seconds = (performance.now() - started) / 1000;
  if (firstFailure) process.stdout.write(`first failure of ${label}: ${firstFailure}\n`);
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    label,
    url: jobs[0]?.url ?? '',
    requestsPerSecond: jobs.length / seconds,
    latencyAvgMs: latencies.reduce((a, b) => a + b, 0) / Math.max(latencies.length, 1),
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
    totalRequests: jobs.length,
    failures,
    seconds,
  };
}

/** Every job over `connections` concurrent lanes, each lane sending its next when the last answered. */
function runJobs(label: string, jobs: Job[], connections: number) {
  let next = 0;
  return measureJobs(label, jobs, (send) => {
    const lane = async () => {
      while (next < jobs.length) await send(jobs[next++]!);
    };
    return Promise.all(Array.from({ length: connections }, lane));
  });
}

/** Every job released within `windowMs`, evenly, none waiting for another: a whole class pressing Submit. */
function runBurst(label: string, jobs: Job[], windowMs: number) {
  const gap = windowMs / Math.max(jobs.length, 1);
  return measureJobs(label, jobs, (send) =>
    Promise.all(
      jobs.map(
        (job, i) =>
          new Promise<void>((resolve, reject) => {
            setTimeout(() => send(job).then(resolve, reject), i * gap);
          }),
      ),
    ),
  );
}

/**
 * 1,000 students of one class each answer a 20-question assessment (the last SAVES answers one at a time
 * through POST /api/questionResponse/save, over a few connections) and then all submit it within one
 * second (POST /api/assessmentResponse/submit, scored and marked in one statement); every submission must
 * be stored. The submit's req/s is the burst's size over the time until its last answer. Both against
 * GET /api/health on the same server in the same run.
 */
const assessmentSubmit: Benchmark = {
  name: 'assessment-submit',
  async run() {
    const { connections, durationSeconds } = defaultLoad();
    const server = await startServerApp({ RATE_LIMIT_PER_MINUTE: '100000000' });
    const kind = server.database.kind;
    let health: Measurement;
    let save: Timed;
    let submit: Timed;
    try {
      const world = await seed(server.app.db);
      health = await runAutocannon(`${server.url}/api/health`, { label: `GET /api/health (${kind})` });
      const saves: Job[] = [];
      // Answer by answer, students interleaved, as a class answering together would.
      for (const [i, question] of world.questions.entries()) {
        if (i < QUESTIONS - SAVES) continue;
        for (const [s, response] of world.responses.entries()) {
          saves.push({
            url: `${server.url}/api/questionResponse/save`,
            token: world.tokens[s]!,
            body: JSON.stringify({
              assessmentResponseId: response.id,
              questionId: question.id,
              answer: answerFor(question.type, s, i),
            }),
          });
        }
      }
      save = await runJobs(`POST /api/questionResponse/save (${kind})`, saves, connections);
      const submits = world.responses.map((response, s) => ({
        url: `${server.url}/api/assessmentResponse/submit`,
        token: world.tokens[s]!,
        body: JSON.stringify({ assessmentResponseId: response.id }),
      }));
      submit = await runBurst(
        `POST /api/assessmentResponse/submit, 20 questions, all within 1 s (${kind})`,
        submits,
        1000,
      );
      const [stored] = (
        await server.app.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM assessment_responses WHERE assessment_id = ${world.assessment.id} AND status IN ('SUBMITTED', 'GRADED') AND submitted_at IS NOT NULL`,
        )
      ).rows;
      const [scored] = (
        await server.app.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM question_responses qr JOIN assessment_responses r ON r.id = qr.response_id WHERE r.assessment_id = ${world.assessment.id} AND qr.auto_score IS NOT NULL`,
        )
      ).rows;
      process.stdout.write(
        `\n${STUDENTS} submits sent within 1 s were all answered after ${submit.seconds.toFixed(2)} s; ${save.totalRequests} saves took ${save.seconds.toFixed(2)} s; stored: ${stored!.n} submitted responses, ${scored!.n} scored answers\n`,
      );
      if (stored!.n !== STUDENTS) throw new Error(`expected ${STUDENTS} stored submissions, found ${stored!.n}`);
      if (scored!.n !== STUDENTS * QUESTIONS)
        throw new Error(`expected ${STUDENTS * QUESTIONS} scored answers, found ${scored!.n}`);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await server.close();
    }
    const title = (what: string, load: string) =>
      `${what}: ${STUDENTS} students × ${QUESTIONS} questions vs health, ${load} (health: ${connections} connections, ${durationSeconds} s)`;
    return [
      printComparison(title('assessment submit', 'all sent within one second'), submit, health),
      printComparison(title('assessment answer save', `${connections} connections`), save, health),
    ];
  },
};

export default assessmentSubmit;
