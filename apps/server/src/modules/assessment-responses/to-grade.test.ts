import { ASSESSMENT_STATUS } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { assessmentResponses } from '../../db/schema';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import type { Klass } from '../../../test/factories';
import { type ClassWorld, type Member, classWorld, member } from '../../../test/class-world';
import { client, expectError } from '../../../test/api-client';

const TO_GRADE = '/api/assessmentResponse/to-grade';

describe('GET /api/assessmentResponse/to-grade', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 3 });
  });
  afterAll(() => t?.close());

  /** A published test of a class with one response per status given, submitted `minutesAgo` ago. */
  async function testWith(klass: Klass, teacher: Member, statuses: string[], minutesAgo = 5) {
    const { assessment } = await buildAssessment(t.app.db, {
      klass,
      createdBy: teacher.user,
      status: ASSESSMENT_STATUS.published,
      questions: MIXED_QUESTIONS,
      settings: { timeLimit: 30 },
    });
    for (const [index, status] of statuses.entries()) {
      const student = await member(t, w.institute, ['learner']);
      await t.app.db.insert(assessmentResponses).values({
        assessmentId: assessment.id,
        studentId: student.user.id,
        status,
        submittedAt: status === 'IN_PROGRESS' ? null : new Date(Date.now() - (minutesAgo + index) * 60_000),
        questionOrder: [],
      });
    }
    return assessment;
  }
  const list = async (token: string) => {
    const response = await api.get(TO_GRADE, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items as Array<{ assessmentId: string; waitingCount: number; className: string }>;
  };

  it('answers 401 without a token, 403 to a student, 400 to an unknown parameter', async () => {
    expectError(await api.get(TO_GRADE), 401, 'session expired');
    expectError(await api.get(TO_GRADE, { token: w.students[0]!.token }), 403, 'Not authorized to perform this action');
    expect((await api.get(TO_GRADE, { token: w.teacher.token, query: { classId: 'x' } })).statusCode).toBe(400);
  });

  it("lists a teacher's own classes' waiting responses, longest waiting first; graded and unstarted ones are not", async () => {
    const recent = await testWith(w.klass, w.teacher, ['SUBMITTED', 'GRADED', 'IN_PROGRESS'], 5);
    const older = await testWith(w.klass, w.teacher, ['SUBMITTED', 'SUBMITTED'], 60);
    const done = await testWith(w.klass, w.teacher, ['GRADED']);
    const others = await testWith(w.otherClass, w.otherTeacher, ['SUBMITTED']);
    const foreign = await testWith(w.foreign.klass, w.foreign.teacher, ['SUBMITTED']);

    const mine = await list(w.teacher.token);
    expect(mine.map((item) => [item.assessmentId, item.waitingCount])).toEqual([
      [older.id, 2],
      [recent.id, 1],
    ]);
    expect(mine[0]!.className).toBe(w.klass.name);
    expect(mine.map((item) => item.assessmentId)).not.toContain(done.id);

    // The other teacher sees only their class; the admin the whole institute, never another institute.
    expect((await list(w.otherTeacher.token)).map((item) => item.assessmentId)).toEqual([others.id]);
    const all = (await list(w.admin.token)).map((item) => item.assessmentId);
    expect(all).toEqual(expect.arrayContaining([older.id, recent.id, others.id]));
    expect(all).not.toContain(foreign.id);
  });
});
