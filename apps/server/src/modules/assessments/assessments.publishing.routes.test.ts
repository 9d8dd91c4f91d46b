import {
  ASSESSMENT_STATUS,
  type AssessmentAssignees,
  type AssessmentDetail,
  type AssessmentPage,
} from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentResponses, assessments } from '../../db/schema';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { buildClass } from '../../../test/factories';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';
import { guardName } from './assessments.service';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';

const FORBIDDEN = 'Not authorized to perform this action';
const NOT_FOUND = 'Assessment not found';
const A = (path: string) => `/api/assessment/${path}`;

describe('assessment lists, settings, assignees and publishing', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 4 });
  });
  afterAll(() => t?.close());

  const student = (index: number) => w.students[index]!;
  let counter = 0;
  const fresh = () => `Check ${(counter += 1)}`;
  const draft = (extra: Partial<Parameters<typeof buildAssessment>[1]> = {}) =>
    buildAssessment(t.app.db, { klass: w.klass, createdBy: w.teacher.user, name: fresh(), ...extra });
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
  const notices = async (assessmentId: string) =>
    (
      await t.database.query<{ user_id: string }>(
        `SELECT user_id FROM notifications WHERE type = 'ASSESSMENT_PUBLISHED' AND data->>'assessmentId' = $1`,
        [assessmentId],
      )
    )
      .map((row) => row.user_id)
      .sort();
  const ids = (...indexes: number[]) => indexes.map((index) => student(index).user.id).sort();

  describe('GET fetch and fetch-paginated', () => {
    let klass: ClassWorld['klass'];
    beforeAll(async () => {
      // A class of its own so the counts are exact; names, kinds and states chosen to tell sorts apart.
      ({ klass } = await buildClass(t.app.db, {
        institute: w.institute,
        teacher: w.teacher.user,
        students: [student(0).user, student(1).user],
        name: 'Lists class',
      }));
      const make = (name: string, extra: Partial<Parameters<typeof buildAssessment>[1]> = {}) =>
        buildAssessment(t.app.db, { klass, createdBy: w.teacher.user, name, ...extra });
      for (let index = 0; index < 12; index += 1) {
        await make(`Test ${String(index).padStart(2, '0')}`, {
          status: index % 3 === 0 ? ASSESSMENT_STATUS.published : ASSESSMENT_STATUS.unpublished,
          questions: index === 0 ? MIXED_QUESTIONS : [],
        });
      }
      const { assessment } = await make('Zebra homework', { category: 'ASSIGNMENT' });
      await make('apple homework', { category: 'ASSIGNMENT', status: ASSESSMENT_STATUS.published });
      await t.app.db
        .insert(assessmentResponses)
        .values({ assessmentId: assessment.id, studentId: student(0).user.id, status: 'GRADED' });
      await t.database.query("UPDATE assessments SET updated_at = now() + interval '1 hour' WHERE name = 'Test 05'");
    });
    const page = async (query: string, token = w.teacher.token) => {
      const response = await api.get(A(`fetch-paginated?${query}`), { token });
      expect(response.statusCode).toBe(200);
      return data<AssessmentPage>(response);
    };

    it('pages 10 at a time from offset 0, newest first, with the counts of each', async () => {
      const first = await page(`classId=${klass.id}`);
      expect(first.total).toBe(14);
      expect(first.items).toHaveLength(10);
      expect(first.items[0]!.name).toBe('apple homework');
      const second = await page(`classId=${klass.id}&skip=10`);
      expect(second.items.map((item) => item.name)).toEqual(['Test 03', 'Test 02', 'Test 01', 'Test 00']);
      expect(second.items.at(-1)).toMatchObject({
        className: 'Lists class',
        questionCount: 6,
        totalPoints: 10,
        assignedCount: 2,
        submittedCount: 0,
        published: true,
      });
      const zebra = first.items.find((item) => item.name === 'Zebra homework')!;
      expect(zebra).toMatchObject({ submittedCount: 1, category: 'ASSIGNMENT', questionCount: 0 });
    });

    it('filters PUBLISHED / UNPUBLISHED, by category and name, and sorts NAME / LAST_MODIFIED', async () => {
      expect((await page(`classId=${klass.id}&filter=PUBLISHED`)).total).toBe(5);
      expect((await page(`classId=${klass.id}&filter=UNPUBLISHED`)).total).toBe(9);
      const assignments = await page(`classId=${klass.id}&category=ASSIGNMENT&sort=NAME`);
      expect(assignments.items.map((item) => item.name)).toEqual(['apple homework', 'Zebra homework']);
      const desc = await page(`classId=${klass.id}&category=ASSIGNMENT&sort=NAME&order=desc`);
      expect(desc.items.map((item) => item.name)).toEqual(['Zebra homework', 'apple homework']);
      expect((await page(`classId=${klass.id}&sort=LAST_MODIFIED&limit=1`)).items[0]!.name).toBe('Test 05');
      expect((await page(`classId=${klass.id}&search=HOMEWORK`)).total).toBe(2);
      expect((await page(`classId=${klass.id}&search=%25`)).total).toBe(0);
      const published = await page(`classId=${klass.id}&filter=PUBLISHED&category=TEST&sort=NAME&limit=2&skip=1`);
      expect(published).toEqual({
        total: 4,
        items: [expect.objectContaining({ name: 'Test 03' }), expect.objectContaining({ name: 'Test 06' })],
      });
    });

    it('without classId lists every class the caller teaches (an admin: the institute)', async () => {
      const mine = await page('limit=100');
      expect(new Set(mine.items.map((item) => item.classId))).toEqual(new Set([klass.id]));
      const others = await page('limit=100', w.otherTeacher.token);
      expect(others.total).toBe(0);
      const all = await page('limit=100', w.admin.token);
      expect(all.total).toBe(mine.total);
      expect((await page('limit=100', w.foreign.teacher.token)).total).toBe(0);
    });

    it('GET fetch gives a class its assessments', async () => {
      const response = await api.get(A(`fetch?classId=${klass.id}`), { token: w.admin.token });
      expect(data<{ items: unknown[] }>(response).items).toHaveLength(14);
    });

    it('refuses bad queries and the wrong callers', async () => {
      const bad: Array<[string, string]> = [
        ['limit=0', 'Invalid limit'],
        ['limit=101', 'Invalid limit'],
        ['skip=-1', 'Invalid skip'],
        ['skip=x', 'Invalid skip'],
        ['filter=DONE', 'filter must be ALL, PUBLISHED or UNPUBLISHED'],
        ['sort=SIZE', 'sort must be NAME, DATE_CREATED or LAST_MODIFIED'],
        ['category=EXAM', 'category must be TEST or ASSIGNMENT'],
      ];
      for (const [query, message] of bad) {
        expectError(await api.get(A(`fetch-paginated?${query}`), { token: w.teacher.token }), 400, message);
      }
      for (const url of [A(`fetch-paginated?classId=${klass.id}`), A(`fetch?classId=${klass.id}`)]) {
        expectError(await api.get(url), 401, 'session expired');
        expectError(await api.get(url, { token: student(0).token }), 403, FORBIDDEN);
        expectError(await api.get(url, { token: w.otherTeacher.token }), 403, FORBIDDEN);
        expectError(await api.get(url, { token: w.foreign.teacher.token }), 404, 'Class not found');
      }
      expectError(await api.get(A('fetch'), { token: w.teacher.token }), 400, 'Please provide: classId');
    });
  });

  describe('settings', () => {
    it('reads defaults and saves each field, refusing bad values with clear messages', async () => {
      const { assessment } = await draft();
      const read = await api.get(A(`setting/read?assessmentId=${assessment.id}`), { token: w.teacher.token });
      expect(read.json().data).toEqual({
        description: '',
        dueOn: null,
        timeLimit: 1,
        shuffleQuestions: false,
        shuffleAnswerOptions: false,
        requireAllAnswered: false,
        theme: null,
        scoringGuide: '',
        totalScore: null,
        resultsReleased: false,
      });
      const save = (setData: unknown, token = w.teacher.token) =>
        api.post(A('setting/update'), { assessmentId: assessment.id, setData }, { token });
      const saved = await save({
        description: 'Chapter 3',
        dueOn: '2030-05-01T10:00:00+02:00',
        timeLimit: 45,
        shuffleQuestions: true,
        shuffleAnswerOptions: true,
        requireAllAnswered: true,
        theme: 'ocean-blue',
        scoringGuide: 'Show your work',
        totalScore: 50,
        resultsReleased: true,
      });
      expect(saved.json()).toEqual({
        message: 'Settings saved',
        data: {
          description: 'Chapter 3',
          dueOn: '2030-05-01T08:00:00.000Z',
          timeLimit: 45,
          shuffleQuestions: true,
          shuffleAnswerOptions: true,
          requireAllAnswered: true,
          theme: 'ocean-blue',
          scoringGuide: 'Show your work',
          totalScore: 50,
          resultsReleased: true,
        },
      });
      expect(data<{ dueOn: null; totalScore: null }>(await save({ dueOn: null, totalScore: null }))).toMatchObject({
        dueOn: null,
        totalScore: null,
        timeLimit: 45,
      });
      const bad: Array<[unknown, string]> = [
        [{ timeLimit: 0 }, 'timeLimit must be a whole number of minutes from 1 to 600'],
        [{ timeLimit: 601 }, 'timeLimit must be a whole number of minutes from 1 to 600'],
        [{ timeLimit: 1.5 }, 'timeLimit must be a whole number of minutes from 1 to 600'],
        [{ dueOn: 'next friday' }, 'dueOn must be a date and time (ISO 8601 with an offset) or null'],
        [{ totalScore: 0 }, 'totalScore must be a number greater than 0 (at most 100000), or null'],
        [{ shuffleQuestions: 'yes' }, 'shuffleQuestions must be true or false'],
        [{ theme: '../dark' }, 'theme must be a short name (letters, digits, - or _), or null'],
        [{ description: 'x'.repeat(5001) }, 'description must be at most 5000 characters'],
        [{ scoringGuide: 'x'.repeat(10001) }, 'scoringGuide must be at most 10000 characters'],
        [{}, 'Nothing to update'],
      ];
      for (const [setData, message] of bad) expectError(await save(setData), 400, message);
      expectError(await save({ timeLimit: 5 }, student(0).token), 403, FORBIDDEN);
      expectError(await save({ timeLimit: 5 }, w.otherTeacher.token), 403, FORBIDDEN);
      expectError(await save({ timeLimit: 5 }, w.foreign.teacher.token), 404, NOT_FOUND);
      expectError(
        await api.get(A(`setting/read?assessmentId=${assessment.id}`), { token: w.otherTeacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(await api.get(A(`setting/read?assessmentId=${assessment.id}`)), 401, 'session expired');
      const after = await api.get(A(`setting/read?assessmentId=${assessment.id}`), { token: w.admin.token });
      expect(after.json().data).toMatchObject({ timeLimit: 45, theme: 'ocean-blue', description: 'Chapter 3' });
    });
  });

  describe('assignees and extra time', () => {
    it('assigns chosen learners or ALL, keeping extra time; refuses students outside the class', async () => {
      const { assessment } = await draft();
      const assign = (students: unknown, token = w.teacher.token) =>
        api.post(A('updateAssignedStudents'), { assessmentId: assessment.id, students }, { token });
      const some = data<AssessmentAssignees>(
        await assign([student(0).user.id, student(1).user.id, student(0).user.id]),
      );
      expect(some).toMatchObject({ assignedToAll: false, assignedCount: 2 });
      expect(
        some.students
          .filter((s) => s.assigned)
          .map((s) => s.id)
          .sort(),
      ).toEqual(ids(0, 1));
      const extended = await api.post(
        A('extendTime'),
        { assessmentId: assessment.id, studentId: student(3).user.id, extraMinutes: 10 },
        { token: w.teacher.token },
      );
      expect(data<AssessmentAssignees>(extended).students.find((s) => s.id === student(3).user.id)).toMatchObject({
        assigned: false,
        extraMinutes: 10,
      });
      const all = data<AssessmentAssignees>(await assign('ALL'));
      expect(all).toMatchObject({ assignedToAll: true, assignedCount: 4 });
      expect(all.students.find((s) => s.id === student(3).user.id)!.extraMinutes).toBe(10);
      const back = data<AssessmentAssignees>(await assign([student(3).user.id]));
      expect(back.students.find((s) => s.id === student(3).user.id)).toMatchObject({
        assigned: true,
        extraMinutes: 10,
      });
      const before = await countRows(t, 'assessment_assignees');
      expectError(
        await assign([student(0).user.id, w.outsider.user.id]),
        400,
        '1 or more students are not a part of the class',
      );
      expectError(await assign([]), 400, 'Choose at least one student, or ALL');
      expectError(await assign('SOME'), 400, 'students must be ALL or a list of student ids');
      expectError(
        await api.post(A('updateAssignedStudents'), { assessmentId: assessment.id }, { token: w.teacher.token }),
        400,
        'Please provide: students',
      );
      expectError(await assign('ALL', student(0).token), 403, FORBIDDEN);
      expectError(await assign('ALL', w.otherTeacher.token), 403, FORBIDDEN);
      expectError(await assign('ALL', w.foreign.teacher.token), 404, NOT_FOUND);
      expectError(await assign('ALL', ''), 401, 'session expired');
      expect(await countRows(t, 'assessment_assignees')).toBe(before);
      const read = await api.get(A(`read?assessmentId=${assessment.id}`), { token: w.teacher.token });
      expect(data<AssessmentDetail>(read)).toMatchObject({ assignedToAll: false, stats: { assignedCount: 1 } });
    });

    it('extendTime refuses bad minutes and students outside the class', async () => {
      const { assessment } = await draft();
      const extend = (extra: Record<string, unknown>, token = w.teacher.token) =>
        api.post(
          A('extendTime'),
          { assessmentId: assessment.id, studentId: student(0).user.id, extraMinutes: 5, ...extra },
          { token },
        );
      expect((await extend({})).statusCode).toBe(200);
      expectError(
        await extend({ extraMinutes: 601 }),
        400,
        'extraMinutes must be a whole number of minutes from 0 to 600',
      );
      expectError(
        await extend({ extraMinutes: -1 }),
        400,
        'extraMinutes must be a whole number of minutes from 0 to 600',
      );
      expectError(await extend({ studentId: w.outsider.user.id }), 400, 'The student is not a part of the class');
      expectError(await extend({ studentId: undefined }), 400, 'Please provide: studentId');
      expectError(await extend({}, student(0).token), 403, FORBIDDEN);
      expectError(await extend({}, w.otherTeacher.token), 403, FORBIDDEN);
      expectError(await extend({}, w.foreign.teacher.token), 404, NOT_FOUND);
    });
  });

  describe('publish and unpublish', () => {
    const publish = (assessmentId: string, token = w.teacher.token, instituteId = w.institute.id) =>
      api.post(A('publish'), { assessmentId, instituteId }, { token });

    it('publishes and notifies each assigned student once, none of the others', async () => {
      const { assessment } = await draft({
        questions: MIXED_QUESTIONS,
        assignedToAll: false,
        assignees: [student(0).user, student(2).user],
      });
      const response = await publish(assessment.id);
      expect(response.json().message).toBe('Assessment published');
      expect(data<AssessmentDetail>(response)).toMatchObject({ status: 'Published', published: true });
      expect(data<AssessmentDetail>(response).publishedAt).not.toBeNull();
      expect(await notices(assessment.id)).toEqual(ids(0, 2));
      // Again: nothing changes, nobody is told twice.
      expect((await publish(assessment.id)).statusCode).toBe(200);
      expect(await notices(assessment.id)).toEqual(ids(0, 2));
      // Reaching one more student of a published assessment tells only them.
      await api.post(
        A('updateAssignedStudents'),
        { assessmentId: assessment.id, students: [student(0).user.id, student(2).user.id, student(3).user.id] },
        { token: w.teacher.token },
      );
      expect(await notices(assessment.id)).toEqual(ids(0, 2, 3));
      const row = await t.database.query<{ title: string; body: string }>(
        `SELECT title, body FROM notifications WHERE type = 'ASSESSMENT_PUBLISHED' AND data->>'assessmentId' = $1 LIMIT 1`,
        [assessment.id],
      );
      expect(row[0]).toEqual({ title: `New assessment in ${w.klass.name}`, body: assessment.name });
    });

    it('two publishes at once notify each student once; two creates of one name make one', async () => {
      const { assessment } = await draft({ questions: MIXED_QUESTIONS });
      const both = await Promise.all([publish(assessment.id), publish(assessment.id, w.admin.token)]);
      expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(await notices(assessment.id)).toEqual(ids(0, 1, 2, 3));
      const name = fresh();
      const create = (token: string, createdBy: string) =>
        api.post(A('create'), { classId: w.klass.id, name, createdBy }, { token });
      const created = await Promise.all([
        create(w.teacher.token, w.teacher.user.id),
        create(w.admin.token, w.admin.user.id),
      ]);
      expect(created.map((response) => response.statusCode).sort()).toEqual([200, 400]);
      expect(created.find((response) => response.statusCode === 400)!.json()).toEqual({
        message: 'Assessment already exists',
        code: 'assessment.alreadyExists',
      });
    });

    it("turns the unique index's refusal of a racing duplicate into 'Assessment already exists'", async () => {
      const { assessment } = await draft();
      const duplicate = () =>
        t.app.db.insert(assessments).values({
          instituteId: w.institute.id,
          classId: w.klass.id,
          name: assessment.name,
          createdBy: w.teacher.user.id,
        });
      await expect(guardName(duplicate)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Assessment already exists',
        messageCode: 'assessment.alreadyExists',
      });
    });

    it('refuses no questions, an incomplete question, a wrong institute, writing nothing', async () => {
      const { assessment: empty } = await draft();
      const { assessment: broken } = await draft({
        questions: [
          MIXED_QUESTIONS[0]!,
          {
            type: 'TRUE_OR_FALSE',
            description: 'Sky is blue',
            options: [
              { id: 't', title: 'True' },
              { id: 'f', title: 'False' },
            ],
            correctOptions: [],
          },
        ],
      });
      const before = await countRows(t, 'notifications');
      expectError(await publish(empty.id), 400, 'Assessment Must Have At Least One Question');
      expectError(await publish(broken.id), 400, 'Question 2: correct answers must not be empty');
      expectError(
        await publish(broken.id, w.teacher.token, w.foreign.institute.id),
        400,
        'instituteId must be the institute of the assessment',
      );
      expectError(
        await api.post(A('publish'), { assessmentId: broken.id }, { token: w.teacher.token }),
        400,
        'Please provide: instituteId',
      );
      expect(await countRows(t, 'notifications')).toBe(before);
      const status = await api.get(A(`isPublished?assessmentId=${broken.id}`), { token: w.teacher.token });
      expect(status.json().data.isPublished).toBe(false);
    });

    it('refuses 401, a student 403, a teacher of another class 403, another institute 404', async () => {
      const { assessment } = await draft({ questions: MIXED_QUESTIONS });
      expectError(await publish(assessment.id, ''), 401, 'session expired');
      expectError(await publish(assessment.id, student(0).token), 403, FORBIDDEN);
      expectError(await publish(assessment.id, w.otherTeacher.token), 403, FORBIDDEN);
      expectError(await publish(assessment.id, w.foreign.teacher.token, w.foreign.institute.id), 404, NOT_FOUND);
      for (const token of ['', student(0).token, w.otherTeacher.token, w.foreign.teacher.token]) {
        const response = await api.post(A('unpublish'), { assessmentId: assessment.id }, { token: token || undefined });
        expect(response.statusCode).toBe(token === '' ? 401 : token === w.foreign.teacher.token ? 404 : 403);
      }
      expect(await notices(assessment.id)).toEqual([]);
    });

    it('unpublishes: students stop seeing it, their responses stay', async () => {
      const { assessment } = await draft({ questions: MIXED_QUESTIONS, status: ASSESSMENT_STATUS.published });
      await t.app.db.insert(assessmentResponses).values({ assessmentId: assessment.id, studentId: student(1).user.id });
      expect((await api.get(A(`read?assessmentId=${assessment.id}`), { token: student(1).token })).statusCode).toBe(
        200,
      );
      const response = await api.post(A('unpublish'), { assessmentId: assessment.id }, { token: w.admin.token });
      expect(response.json().message).toBe('Assessment unpublished');
      expect(data<AssessmentDetail>(response)).toMatchObject({
        status: 'Unpublished',
        published: false,
        publishedAt: null,
        stats: { startedCount: 1 },
      });
      expectError(await api.get(A(`read?assessmentId=${assessment.id}`), { token: student(1).token }), 404, NOT_FOUND);
      expect(await countRows(t, 'assessment_responses')).toBeGreaterThan(0);
    });
  });
});
