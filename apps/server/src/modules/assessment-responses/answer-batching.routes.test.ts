import { ASSESSMENT_STATUS, type AnswerValue } from '@bright/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import { client } from '../../../test/api-client';
import { type ClassWorld, type Member, classWorld } from '../../../test/class-world';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { createAnswerWriter } from './answer-writer';

const READ = '/api/assessmentResponse/read';
const SAVE = '/api/questionResponse/save';
const SUBMIT = '/api/assessmentResponse/submit';

/** MIXED_QUESTIONS' right answers by position; the short answer (3) is the teacher's to score. */
const RIGHT: unknown[] = [
  { selected: ['b'] },
  { selected: ['true'] },
  { selected: ['p2', 'p3', 'p5'] },
  { text: 'Plants turn light into sugar' },
  { number: 3.14 },
  { blanks: ['100'] },
];

// Every statement that writes answers is counted by the database itself, so a test can tell a burst
// written together from one written row by row.
const COUNT_ANSWER_WRITES = `
  CREATE TABLE answer_write_statements (id serial PRIMARY KEY);
  CREATE FUNCTION count_answer_write() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN INSERT INTO answer_write_statements DEFAULT VALUES; RETURN NULL; END $$;
  CREATE TRIGGER count_answer_write AFTER INSERT ON question_responses
    FOR EACH STATEMENT EXECUTE FUNCTION count_answer_write();`;

// The database refuses one row: an answer with this text, or the submit of one student.
const REFUSE_POISON = `
  CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.answer->>'text' = 'poison' THEN RAISE EXCEPTION 'poisoned answer'; END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER refuse_poison BEFORE INSERT OR UPDATE ON question_responses
    FOR EACH ROW EXECUTE FUNCTION refuse_poison();`;
const refuseSubmitOf = (studentId: string) => `
  CREATE FUNCTION refuse_submit() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.status <> 'IN_PROGRESS' AND NEW.student_id = '${studentId}' THEN RAISE EXCEPTION 'refused submit'; END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER refuse_submit BEFORE UPDATE ON assessment_responses
    FOR EACH ROW EXECUTE FUNCTION refuse_submit();`;

describe('answer saves and submits arriving together', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 12 });
    await t.database.exec(COUNT_ANSWER_WRITES);
  });
  afterAll(() => t?.close());

  const writeStatements = async () =>
    (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM answer_write_statements'))[0]!.n;
  const stored = (responseId: string) =>
    t.database.query<{ question_id: string; answer: unknown; auto_score: number | null }>(
      'SELECT question_id, answer, auto_score FROM question_responses WHERE response_id = $1',
      [responseId],
    );
  const statusOf = async (responseId: string) =>
    (
      await t.database.query<{ status: string }>('SELECT status FROM assessment_responses WHERE id = $1', [responseId])
    )[0]!.status;

  /** A published assessment of MIXED_QUESTIONS, started by each student: their response ids. */
  async function startedBy(students: Member[]) {
    const { assessment, questions } = await buildAssessment(t.app.db, {
      klass: w.klass,
      createdBy: w.teacher.user,
      status: ASSESSMENT_STATUS.published,
      questions: MIXED_QUESTIONS,
    });
    const responseIds: string[] = [];
    for (const student of students) {
      const read = await api.get(READ, { token: student.token, query: { assessmentId: assessment.id } });
      responseIds.push(read.json().data.response.assessmentResponseId);
    }
    return { questionIds: questions.map((question) => question.id), responseIds };
  }

  const save = (student: Member, responseId: string, questionId: string, answer: unknown) =>
    api.post(SAVE, { assessmentResponseId: responseId, questionId, answer }, { token: student.token });
  const submit = (student: Member, responseId: string) =>
    api.post(SUBMIT, { assessmentResponseId: responseId }, { token: student.token });

  /** Runs a request; once it is answered, reads the database at once: what the caller was told is stored. */
  const answeredThenRead = async <T>(request: Promise<LightMyRequestResponse>, read: () => Promise<T>) => {
    const response = await request;
    return { response, seen: await read() };
  };

  it('writes a burst of saves together, and answers each only once its answer is stored', async () => {
    const { questionIds, responseIds } = await startedBy(w.students);
    const before = await writeStatements();
    const saves = w.students.flatMap((student, s) =>
      [0, 1, 2].map((q) =>
        answeredThenRead(save(student, responseIds[s]!, questionIds[q]!, RIGHT[q]), () => stored(responseIds[s]!)),
      ),
    );
    const outcomes = await Promise.all(saves);
    for (const [index, { response, seen }] of outcomes.entries()) {
      expect(response.statusCode, response.body).toBe(200);
      const q = index % 3;
      expect(seen).toContainEqual(expect.objectContaining({ question_id: questionIds[q], answer: RIGHT[q] }));
    }
    expect(await writeStatements()).toBeLessThan(before + saves.length / 2);
  });

  it('writes a burst of submits together, each scored once and answered only once it is stored', async () => {
    const { questionIds, responseIds } = await startedBy(w.students);
    for (const [s, student] of w.students.entries()) {
      for (const [q, answer] of RIGHT.entries()) {
        expect((await save(student, responseIds[s]!, questionIds[q]!, answer)).statusCode).toBe(200);
      }
    }
    const before = await writeStatements();
    const outcomes = await Promise.all(
      w.students.map((student, s) =>
        answeredThenRead(submit(student, responseIds[s]!), async () => ({
          status: await statusOf(responseIds[s]!),
          answers: await stored(responseIds[s]!),
        })),
      ),
    );
    for (const { response, seen } of outcomes) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'SUBMITTED' });
      expect(seen.status).toBe('SUBMITTED');
      // 2 + 1 + 2 + (the short answer waits) + 1 + 1.
      expect(seen.answers.map((row) => row.auto_score ?? 'waits').sort()).toEqual([1, 1, 1, 2, 2, 'waits']);
    }
    expect(await writeStatements()).toBeLessThan(before + w.students.length);
    const again = await Promise.all(w.students.map((student, s) => submit(student, responseIds[s]!)));
    expect(again.map((response) => response.statusCode)).toEqual(w.students.map(() => 409));
  });

  it('scores an answer saved just before the submit, and refuses one saved just after it', async () => {
    const [first, second] = w.students;
    const { questionIds, responseIds } = await startedBy([first!, second!]);
    const [saved, submitted] = await Promise.all([
      save(first!, responseIds[0]!, questionIds[0]!, RIGHT[0]),
      submit(first!, responseIds[0]!),
    ]);
    expect([saved.statusCode, submitted.statusCode]).toEqual([200, 200]);
    expect(await stored(responseIds[0]!)).toContainEqual(
      expect.objectContaining({ question_id: questionIds[0], answer: RIGHT[0], auto_score: 2 }),
    );
    const [late, tooLate] = await Promise.all([
      submit(second!, responseIds[1]!),
      save(second!, responseIds[1]!, questionIds[0]!, RIGHT[0]),
    ]);
    expect([late.statusCode, tooLate.statusCode]).toEqual([200, 409]);
    expect(await stored(responseIds[1]!)).toContainEqual(
      expect.objectContaining({ question_id: questionIds[0], answer: {}, auto_score: 0 }),
    );
  });

  it('fails only the caller whose row the database refuses; the rest of its batch is stored', async () => {
    const { questionIds, responseIds } = await startedBy(w.students);
    await t.database.exec(REFUSE_POISON);
    await t.database.exec(refuseSubmitOf(w.students[5]!.user.id));
    try {
      const saves = await Promise.all(
        w.students.map((student, s) =>
          save(student, responseIds[s]!, questionIds[3]!, { text: s === 2 ? 'poison' : `answer ${s}` }),
        ),
      );
      expect(saves.map((response) => response.statusCode)).toEqual(w.students.map((_, s) => (s === 2 ? 500 : 200)));
      expect(await stored(responseIds[2]!)).toEqual([]);
      expect(await stored(responseIds[3]!)).toEqual([expect.objectContaining({ answer: { text: 'answer 3' } })]);

      const submits = await Promise.all(w.students.map((student, s) => submit(student, responseIds[s]!)));
      expect(submits.map((response) => response.statusCode)).toEqual(w.students.map((_, s) => (s === 5 ? 500 : 200)));
      expect(await statusOf(responseIds[5]!)).toBe('IN_PROGRESS');
      expect(await statusOf(responseIds[6]!)).toBe('SUBMITTED');
    } finally {
      await t.database.exec(
        'DROP TRIGGER refuse_poison ON question_responses; DROP TRIGGER refuse_submit ON assessment_responses',
      );
    }
  });
});

describe('a save on one process racing a submit on another', () => {
  let a: TestApp;
  let b: TestApp;
  let w: ClassWorld;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ database: a.database });
    w = await classWorld(a, { studentCount: 12 });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('scores again a submit whose answers changed between its read and its write', async () => {
    const [student] = w.students;
    const { assessment, questions } = await buildAssessment(a.app.db, {
      klass: w.klass,
      createdBy: w.teacher.user,
      status: ASSESSMENT_STATUS.published,
      questions: MIXED_QUESTIONS.slice(0, 1),
    });
    const read = await client(a).get(READ, { token: student!.token, query: { assessmentId: assessment.id } });
    const responseId = read.json().data.response.assessmentResponseId as string;
    const resolution = await a.app.sessions.resolve(student!.token);
    if (!('actor' in resolution)) throw new Error('no session');
    const { actor } = resolution;
    const body = (answer: unknown) => ({
      assessmentResponseId: responseId,
      questionId: questions[0]!.id,
      answer: answer as AnswerValue,
    });
    const elsewhere = createAnswerWriter(b.app.db);
    await elsewhere.save(actor, body({ selected: ['a'] }));
    // The database as this process sees it: the other process's save lands just before the submit's write
    // (the transaction that records the submits and the aggregates kept with them).
    let writes = 0;
    let saved: Promise<unknown> | undefined;
    const racedDb = new Proxy(a.app.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof target.transaction>) => {
          writes += 1;
          if (writes === 1) await (saved = elsewhere.save(actor, body(RIGHT[0])));
          return target.transaction(...args);
        };
      },
    });
    const summary = await createAnswerWriter(racedDb).submit(actor, responseId);
    await expect(saved).resolves.toMatchObject({ answer: RIGHT[0] });
    expect(writes).toBe(2);
    expect(summary).toMatchObject({ status: 'GRADED' });
    const rows = await a.database.query('SELECT answer, auto_score FROM question_responses WHERE response_id = $1', [
      responseId,
    ]);
    expect(rows).toEqual([{ answer: RIGHT[0], auto_score: 2 }]);
  });

  it('never leaves an answer scored other than as stored, whichever wins', async () => {
    const { assessment, questions } = await buildAssessment(a.app.db, {
      klass: w.klass,
      createdBy: w.teacher.user,
      status: ASSESSMENT_STATUS.published,
      questions: MIXED_QUESTIONS.slice(0, 1),
    });
    const [onA, onB] = [client(a), client(b)];
    const responseIds: string[] = [];
    for (const student of w.students) {
      const read = await onA.get(READ, { token: student.token, query: { assessmentId: assessment.id } });
      const responseId = read.json().data.response.assessmentResponseId as string;
      responseIds.push(responseId);
      const wrong = { assessmentResponseId: responseId, questionId: questions[0]!.id, answer: { selected: ['a'] } };
      expect((await onA.post(SAVE, wrong, { token: student.token })).statusCode).toBe(200);
    }
    const raced = await Promise.all(
      w.students.map(async (student, s) => {
        const right = { assessmentResponseId: responseIds[s], questionId: questions[0]!.id, answer: RIGHT[0] };
        const [saved, submitted] = await Promise.all([
          onB.post(SAVE, right, { token: student.token }),
          onA.post(SUBMIT, { assessmentResponseId: responseIds[s] }, { token: student.token }),
        ]);
        return { saved: saved.statusCode, submitted: submitted.statusCode };
      }),
    );
    for (const [s, outcome] of raced.entries()) {
      expect(outcome.submitted).toBe(200);
      expect([200, 409]).toContain(outcome.saved);
      const [row] = await a.database.query<{ answer: unknown; auto_score: number }>(
        'SELECT answer, auto_score FROM question_responses WHERE response_id = $1',
        [responseIds[s]],
      );
      // A save that was answered 200 is in the score; a refused one is not.
      if (outcome.saved === 200) expect(row).toEqual({ answer: RIGHT[0], auto_score: 2 });
      else expect(row).toEqual({ answer: { selected: ['a'] }, auto_score: 0 });
    }
  });
});
