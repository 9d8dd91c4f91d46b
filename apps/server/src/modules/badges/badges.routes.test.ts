import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';
import { buildAssessment } from '../../../test/assessment-factories';

const FORBIDDEN = 'Not authorized to perform this action';
const GIVE = '/api/badge/give-badge';
const TO_CLASS = (classId: string) => `/api/badge/give-badge-to-class/${classId}`;

describe('badge routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  let quiz: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 3 });
    quiz = (await buildAssessment(t.database.db, { klass: w.klass, createdBy: w.teacher.user })).assessment.id;
  });
  afterAll(() => t?.close());

  const student = (index: number) => w.students[index]!;
  const written = () => countRows(t, 'badge_awards');
  const give = (extra: Record<string, unknown> = {}) => ({
    badgeType: 'STAR_PERFORMER',
    studentId: student(0).user.id,
    classId: w.klass.id,
    ...extra,
  });

  it('lists the default badges with icons to anyone signed in', async () => {
    expectError(await api.get('/api/badge/default-badges'), 401, 'session expired');
    const response = await api.get('/api/badge/default-badges', { token: student(0).token });
    expect(response.json().data.map((badge: { badgeType: string }) => badge.badgeType)).toEqual([
      'STAR_PERFORMER',
      'HELPFUL',
      'CREATIVE',
      'TEAM_PLAYER',
      'PERSEVERANCE',
      'LEADER',
    ]);
    expect(response.json().data[0]).toMatchObject({ name: 'Star performer', icon: 'star' });
  });

  it('refuses: 401, 403 to a student and to a teacher of another class, 404 for another institute, 400 with exact messages', async () => {
    const before = await written();
    expectError(await api.post(GIVE, give()), 401, 'session expired');
    expectError(await api.post(GIVE, give(), { token: student(1).token }), 403, FORBIDDEN);
    expectError(await api.post(GIVE, give(), { token: w.otherTeacher.token }), 403, FORBIDDEN);
    expectError(
      await api.post(TO_CLASS(w.klass.id), { badgeType: 'HELPFUL' }, { token: w.otherTeacher.token }),
      403,
      FORBIDDEN,
    );
    expectError(
      await api.post(GIVE, give({ classId: w.foreign.klass.id }), { token: w.admin.token }),
      404,
      'Class not found',
    );
    expectError(
      await api.post(TO_CLASS(w.klass.id), { badgeType: 'HELPFUL' }, { token: w.foreign.teacher.token }),
      404,
      'Class not found',
    );
    const cases: Array<[unknown, string]> = [
      [give({ badgeType: undefined }), 'Please provide: badgeType'],
      [give({ badgeType: 'GOLD_STAR' }), 'Invalid badgeType'],
      [give({ studentId: undefined }), 'Please provide: studentId'],
      [give({ classId: undefined }), 'Please provide: classId'],
      [give({ studentId: w.outsider.user.id }), '1 or more students are not a part of the class'],
    ];
    for (const [payload, message] of cases)
      expectError(await api.post(GIVE, payload, { token: w.teacher.token }), 400, message);
    expectError(await api.post(TO_CLASS(w.klass.id), {}, { token: w.teacher.token }), 400, 'Please provide: badgeType');
    expect(await written()).toBe(before);
  });

  it('refuses an assessment of another class or institute, or one that does not exist, writing nothing', async () => {
    const before = await written();
    const otherClass = await buildAssessment(t.database.db, { klass: w.otherClass, createdBy: w.otherTeacher.user });
    const foreign = await buildAssessment(t.database.db, { klass: w.foreign.klass, createdBy: w.foreign.teacher.user });
    for (const assessmentId of [otherClass.assessment.id, foreign.assessment.id, 'no-such-assessment']) {
      expectError(await api.post(GIVE, give({ assessmentId }), { token: w.admin.token }), 404, 'Assessment not found');
    }
    expect(await written()).toBe(before);
  });

  it('gives a badge to a student, once per assessment, and to the whole class', async () => {
    const given = await api.post(GIVE, give({ assessmentId: quiz }), { token: w.teacher.token });
    expect(given.json()).toMatchObject({
      message: 'Badge given',
      data: {
        badgeType: 'STAR_PERFORMER',
        studentId: student(0).user.id,
        assessmentId: quiz,
        givenBy: { first_name: 'Tomas' },
      },
    });
    expectError(
      await api.post(GIVE, give({ assessmentId: quiz }), { token: w.teacher.token }),
      400,
      'This badge was already given to this student for this assessment',
    );
    const again = await api.post(GIVE, give(), { token: w.teacher.token });
    expect(again.statusCode).toBe(200);
    const all = await api.post(TO_CLASS(w.klass.id), { badgeType: 'TEAM_PLAYER' }, { token: w.admin.token });
    expect(all.json()).toMatchObject({ message: 'Badge given to the class', data: { count: 3 } });
  });

  it("a student reads only their own badges; an assessment's badges per reader", async () => {
    const own = await api.get(`/api/badge/student-badges?classId=${w.klass.id}`, { token: student(0).token });
    expect(own.json().data.counts).toEqual([
      { badgeType: 'STAR_PERFORMER', count: 2 },
      { badgeType: 'TEAM_PLAYER', count: 1 },
    ]);
    expectError(
      await api.get(`/api/badge/student-badges?classId=${w.klass.id}&studentId=${student(0).user.id}`, {
        token: student(1).token,
      }),
      403,
      FORBIDDEN,
    );
    expectError(
      await api.get(`/api/badge/student-badges?classId=${w.foreign.klass.id}`, { token: student(0).token }),
      404,
      'Class not found',
    );
    const teacherView = await api.get(`/api/badge/assessment-badges?classId=${w.klass.id}&assessmentId=${quiz}`, {
      token: w.teacher.token,
    });
    expect(teacherView.json().data).toHaveLength(1);
    const otherStudent = await api.get(`/api/badge/assessment-badges?classId=${w.klass.id}&assessmentId=${quiz}`, {
      token: student(1).token,
    });
    expect(otherStudent.json().data).toEqual([]);
    expectError(
      await api.get(`/api/badge/assessment-badges?classId=${w.klass.id}`, { token: w.teacher.token }),
      400,
      'Please provide: assessmentId',
    );
    const classList = await api.get(`/api/badge/class-badges?classId=${w.klass.id}`, { token: student(1).token });
    expect(classList.json().data.every((award: { studentId: string }) => award.studentId === student(1).user.id)).toBe(
      true,
    );
  });
});
