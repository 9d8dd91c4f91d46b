import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ASSESSMENT_STATUS, type AssessmentDetail, type QuestionContent } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentResponses, questionFiles } from '../../db/schema';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError, tokenFor } from '../../../test/api-client';
import { chargeStorage } from '../licences';
import { buildLicence, usedOf } from '../../../test/licence-factories';
import { seedDemo } from '../seed';
import { DEMO_ASSESSMENT_NAME } from './assessments.demo-seed';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';

const FORBIDDEN = 'Not authorized to perform this action';
const NOT_FOUND = 'Assessment not found';
const A = (path: string) => `/api/assessment/${path}`;

describe('assessment routes', () => {
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
  const fresh = () => `Quiz ${(counter += 1)}`;
  const draft = (extra: Partial<Parameters<typeof buildAssessment>[1]> = {}) =>
    buildAssessment(t.app.db, { klass: w.klass, createdBy: w.teacher.user, name: fresh(), ...extra });
  const published = (extra: Partial<Parameters<typeof buildAssessment>[1]> = {}) =>
    draft({ status: ASSESSMENT_STATUS.published, questions: MIXED_QUESTIONS, ...extra });
  const detail = (response: { json: () => unknown }) => (response.json() as { data: AssessmentDetail }).data;
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

  describe('POST create and createDraft', () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      classId: w.klass.id,
      name: fresh(),
      createdBy: w.teacher.user.id,
      ...extra,
    });

    it('creates a SUBJECTIVE TEST draft by default, with settings at their defaults and key stats', async () => {
      const response = await api.post(A('create'), body({ name: '  Algebra check  ' }), { token: w.teacher.token });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Assessment created');
      const created = detail(response);
      expect(created).toMatchObject({
        name: 'Algebra check',
        classId: w.klass.id,
        className: w.klass.name,
        type: 'SUBJECTIVE',
        category: 'TEST',
        status: 'Unpublished',
        published: false,
        createdBy: w.teacher.user.id,
        assignedToAll: true,
        settings: { timeLimit: 1, description: '', dueOn: null, shuffleQuestions: false, scoringGuide: '' },
        stats: { questionCount: 0, totalPoints: 0, assignedCount: 4, startedCount: 0, submittedCount: 0 },
        abilities: { canEdit: true, canTake: false },
      });
      expect(created.assignees!.students.map((s) => s.id).sort()).toEqual(ids(0, 1, 2, 3));
      const other = await api.post(
        A('createDraft'),
        body({ type: 'MCQ', category: 'ASSIGNMENT', createdBy: w.admin.user.id }),
        {
          token: w.admin.token,
        },
      );
      expect(other.statusCode).toBe(200);
      expect(detail(other)).toMatchObject({ type: 'MCQ', category: 'ASSIGNMENT' });
    });

    it('refuses 401, a student 403, a teacher of another class 403, another institute 404, writing nothing', async () => {
      const before = await countRows(t, 'assessments');
      for (const path of ['create', 'createDraft']) {
        expectError(await api.post(A(path), body()), 401, 'session expired');
        expectError(await api.post(A(path), body(), { token: student(0).token }), 403, FORBIDDEN);
        expectError(
          await api.post(A(path), body({ createdBy: w.otherTeacher.user.id }), { token: w.otherTeacher.token }),
          403,
          FORBIDDEN,
        );
        expectError(
          await api.post(A(path), body({ classId: w.foreign.klass.id, createdBy: w.admin.user.id }), {
            token: w.admin.token,
          }),
          404,
          'Class not found',
        );
      }
      expect(await countRows(t, 'assessments')).toBe(before);
    });

    it('answers 400 with exact messages, writing nothing', async () => {
      await api.post(A('create'), body({ name: 'Taken name' }), { token: w.teacher.token });
      const before = await countRows(t, 'assessments');
      const without = (field: string) => {
        const copy: Record<string, unknown> = body();
        delete copy[field];
        return copy;
      };
      const cases: Array<[unknown, string]> = [
        [body({ name: '   ' }), 'Please Enter Assessment Name'],
        [without('name'), 'Please Enter Assessment Name'],
        [without('classId'), 'Please provide: classId'],
        [without('createdBy'), 'Please provide: createdBy'],
        [body({ createdBy: w.otherTeacher.user.id }), 'createdBy must be the signed-in teacher'],
        [body({ type: 'ESSAY' }), 'type must be SUBJECTIVE or MCQ'],
        [body({ category: 'EXAM' }), 'category must be TEST or ASSIGNMENT'],
        [body({ name: 'x'.repeat(201) }), 'Assessment name must be at most 200 characters'],
        [body({ name: '<b>x</b>' }), 'Assessment name must not contain < or >'],
        [body({ name: 'Taken name' }), 'Assessment already exists'],
        [body({ name: 'TAKEN NAME' }), 'Assessment already exists'],
      ];
      for (const [payload, message] of cases) {
        expectError(await api.post(A('create'), payload, { token: w.teacher.token }), 400, message);
      }
      expect(await countRows(t, 'assessments')).toBe(before);
      // The same name in another class is fine.
      const elsewhere = await api.post(
        A('create'),
        { classId: w.otherClass.id, name: 'Taken name', createdBy: w.otherTeacher.user.id },
        { token: w.otherTeacher.token },
      );
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  describe('POST createDraftandPublish', () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      classId: w.klass.id,
      name: fresh(),
      type: 'MCQ',
      category: 'TEST',
      questions: MIXED_QUESTIONS,
      ...extra,
    });
    const written = async () => [
      await countRows(t, 'assessments'),
      await countRows(t, 'questions'),
      await countRows(t, 'assessment_assignees'),
      await countRows(t, 'notifications'),
    ];

    it('creates, adds the questions, assigns the chosen students and publishes, notifying them', async () => {
      const response = await api.post(
        A('createDraftandPublish'),
        body({ students: [student(0).user.id, student(2).user.id] }),
        {
          token: w.teacher.token,
        },
      );
      expect(response.statusCode).toBe(200);
      const created = detail(response);
      expect(created).toMatchObject({
        status: 'Published',
        published: true,
        assignedToAll: false,
        stats: { questionCount: 6, totalPoints: 10, assignedCount: 2 },
      });
      expect(created.publishedAt).not.toBeNull();
      expect(await notices(created.id)).toEqual(ids(0, 2));
      const questions = await t.database.query<{ type: string; position: number }>(
        'SELECT type, position FROM questions WHERE assessment_id = $1 ORDER BY position',
        [created.id],
      );
      expect(questions.map((q) => q.type)).toEqual(MIXED_QUESTIONS.map((q) => q.type));
    });

    it('assigns ALL by default', async () => {
      const created = detail(await api.post(A('createDraftandPublish'), body(), { token: w.teacher.token }));
      expect(created.assignedToAll).toBe(true);
      expect(await notices(created.id)).toEqual(ids(0, 1, 2, 3));
    });

    it('writes nothing when one question is bad, a student is not in the class, or the name is taken', async () => {
      const taken = fresh();
      await api.post(A('createDraftandPublish'), body({ name: taken }), { token: w.teacher.token });
      const before = await written();
      const noOptions: Partial<QuestionContent> = { type: 'MCQ', description: 'Pick', options: [], correctOptions: [] };
      const ghost: Partial<QuestionContent> = {
        type: 'MCQ',
        options: [
          { id: 'a', title: 'A' },
          { id: 'b', title: 'B' },
        ],
        correctOptions: ['z'],
      };
      const cases: Array<[unknown, string]> = [
        [body({ questions: [MIXED_QUESTIONS[0], noOptions] }), 'Question 2: option count must be valid'],
        [
          body({ questions: [MIXED_QUESTIONS[0], MIXED_QUESTIONS[1], ghost] }),
          'Question 3: A correct option must be one of the options',
        ],
        [
          body({ questions: [{ ...MIXED_QUESTIONS[0], correctOptions: [] }] }),
          'Question 1: correct answers must not be empty',
        ],
        [body({ questions: [{ ...MIXED_QUESTIONS[0], points: -1 }] }), 'points must be a number from 0 to 1000'],
        [body({ questions: [] }), 'Assessment Must Have At Least One Question'],
        [body({ students: [w.outsider.user.id] }), '1 or more students are not a part of the class'],
        [body({ students: [] }), 'Choose at least one student, or ALL'],
        [body({ students: 'SOME' }), 'students must be ALL or a list of student ids'],
        [body({ name: taken }), 'Assessment already exists'],
        [body({ name: '' }), 'Please Enter Assessment Name'],
      ];
      for (const [payload, message] of cases) {
        expectError(await api.post(A('createDraftandPublish'), payload, { token: w.teacher.token }), 400, message);
      }
      expect(await written()).toEqual(before);
    });

    it('refuses 401, a student 403, a teacher of another class 403, another institute 404', async () => {
      const before = await written();
      expectError(await api.post(A('createDraftandPublish'), body()), 401, 'session expired');
      expectError(await api.post(A('createDraftandPublish'), body(), { token: student(0).token }), 403, FORBIDDEN);
      expectError(await api.post(A('createDraftandPublish'), body(), { token: w.otherTeacher.token }), 403, FORBIDDEN);
      expectError(
        await api.post(A('createDraftandPublish'), body(), { token: w.foreign.teacher.token }),
        404,
        'Class not found',
      );
      expect(await written()).toEqual(before);
    });
  });

  describe('POST update and remove', () => {
    it('renames, changes type and category; refuses a taken name, empty setData, unknown fields', async () => {
      const { assessment } = await draft();
      const other = await draft();
      const update = (setData: unknown, token = w.teacher.token) =>
        api.post(A('update'), { assessmentId: assessment.id, setData }, { token });
      expect(detail(await update({ name: 'Renamed quiz' })).name).toBe('Renamed quiz');
      expect(detail(await update({ type: 'MCQ' })).type).toBe('MCQ');
      expect(detail(await update({ category: 'ASSIGNMENT' }, w.admin.token)).category).toBe('ASSIGNMENT');
      expect(detail(await update({ name: 'renamed QUIZ' })).name).toBe('renamed QUIZ');
      expectError(await update({ name: other.assessment.name }), 400, 'Assessment already exists');
      expectError(await update({ name: ' ' }), 400, 'Please Enter Assessment Name');
      expectError(await update({}), 400, 'Nothing to update');
      expectError(await update({ type: 'ESSAY' }), 400, 'type must be SUBJECTIVE or MCQ');
      expectError(await update({ colour: 'red' }), 400, 'Unknown field: colour');
      expectError(
        await api.post(A('update'), { assessmentId: assessment.id }, { token: w.teacher.token }),
        400,
        'Please provide: setData',
      );
      expectError(
        await api.post(A('update'), { setData: { name: 'x' } }, { token: w.teacher.token }),
        400,
        'Please provide: assessmentId',
      );
      expectError(await update({ name: 'x' }, student(0).token), 403, FORBIDDEN);
      expectError(await update({ name: 'x' }, w.otherTeacher.token), 403, FORBIDDEN);
      expectError(await update({ name: 'x' }, w.foreign.teacher.token), 404, NOT_FOUND);
      expectError(
        await api.post(A('update'), { assessmentId: assessment.id, setData: { name: 'x' } }),
        401,
        'session expired',
      );
      expectError(
        await api.post(A('update'), { assessmentId: 'nope', setData: { name: 'x' } }, { token: w.teacher.token }),
        404,
        NOT_FOUND,
      );
    });

    it('removes an assessment with its questions, responses and stored files', async () => {
      const { assessment, questions } = await published();
      const folder = path.join(t.app.config.dataDir, 'files', 'questions');
      mkdirSync(folder, { recursive: true });
      const [pic, att, keep] = ['a', 'b', 'c'].map((char) => `${char.repeat(32)}.png`);
      for (const name of [pic!, att!, keep!]) writeFileSync(path.join(folder, name), 'x');
      await t.app.db.insert(questionFiles).values([
        {
          questionId: questions[0]!.id,
          kind: 'image',
          storedName: `questions/${pic}`,
          fileName: 'p.png',
          contentType: 'image/png',
          size: 1,
        },
        {
          questionId: questions[1]!.id,
          storedName: `questions/${att}`,
          fileName: 'n.png',
          contentType: 'image/png',
          size: 1,
        },
      ]);
      await t.database.query('UPDATE questions SET image = $1 WHERE id = $2', [`questions/${pic}`, questions[0]!.id]);
      await t.app.db.insert(assessmentResponses).values({ assessmentId: assessment.id, studentId: student(0).user.id });
      const licence = await buildLicence(t, w.institute);
      await t.app.db.transaction((tx) =>
        chargeStorage(tx, { instituteId: w.institute.id, userId: w.teacher.user.id }, 2),
      );
      expect(await usedOf(t, licence.id, 'storage')).toBe(2);
      const body = { assessmentId: assessment.id };
      expectError(await api.post(A('remove'), body), 401, 'session expired');
      expectError(await api.post(A('remove'), body, { token: student(0).token }), 403, FORBIDDEN);
      expectError(await api.post(A('remove'), body, { token: w.otherTeacher.token }), 403, FORBIDDEN);
      expectError(await api.post(A('remove'), body, { token: w.foreign.teacher.token }), 404, NOT_FOUND);
      const response = await api.post(A('remove'), body, { token: w.teacher.token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Assessment removed', data: { assessmentId: assessment.id } });
      const left = await t.database.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM questions WHERE assessment_id = $1)::int
              + (SELECT count(*) FROM assessment_responses WHERE assessment_id = $1)::int AS n`,
        [assessment.id],
      );
      expect(left[0]!.n).toBe(0);
      expect(existsSync(path.join(folder, pic!))).toBe(false);
      expect(existsSync(path.join(folder, att!))).toBe(false);
      expect(existsSync(path.join(folder, keep!))).toBe(true);
      expect(await usedOf(t, licence.id, 'storage')).toBe(0);
      expectError(await api.post(A('remove'), body, { token: w.teacher.token }), 404, NOT_FOUND);
    });
  });

  describe('GET read, isExist, isPublished', () => {
    it('gives teachers everything with key stats, an assigned student the assessment without teacher-only fields', async () => {
      const { assessment } = await published({ settings: { scoringGuide: 'Half marks for units' } });
      await t.app.db.insert(assessmentResponses).values([
        { assessmentId: assessment.id, studentId: student(0).user.id, status: 'SUBMITTED', submittedAt: new Date() },
        { assessmentId: assessment.id, studentId: student(1).user.id },
      ]);
      const url = A(`read?assessmentId=${assessment.id}`);
      const teacherView = detail(await api.get(url, { token: w.teacher.token }));
      expect(teacherView.stats).toEqual({
        questionCount: 6,
        totalPoints: 10,
        assignedCount: 4,
        startedCount: 2,
        submittedCount: 1,
      });
      expect(teacherView.settings.scoringGuide).toBe('Half marks for units');
      expect(detail(await api.get(url, { token: w.admin.token })).abilities.canEdit).toBe(true);
      const studentView = detail(await api.get(url, { token: student(0).token }));
      expect(studentView).toMatchObject({
        id: assessment.id,
        status: 'Published',
        stats: null,
        assignees: null,
        settings: { scoringGuide: null, timeLimit: 1 },
        abilities: { canEdit: false, canTake: true },
      });
      expectError(await api.get(url), 401, 'session expired');
      expectError(await api.get(url, { token: w.otherTeacher.token }), 403, FORBIDDEN);
      expectError(await api.get(url, { token: w.outsider.token }), 403, FORBIDDEN);
      expectError(await api.get(url, { token: w.foreign.teacher.token }), 404, NOT_FOUND);
    });

    it('answers 404 to a student for a draft or an assessment assigned to others', async () => {
      const { assessment: drafted } = await draft({ questions: MIXED_QUESTIONS });
      const { assessment: others } = await published({ assignedToAll: false, assignees: [student(1).user] });
      for (const id of [drafted.id, others.id]) {
        expectError(await api.get(A(`read?assessmentId=${id}`), { token: student(0).token }), 404, NOT_FOUND);
        expectError(await api.get(A(`isPublished?assessmentId=${id}`), { token: student(0).token }), 404, NOT_FOUND);
      }
      expect(detail(await api.get(A(`read?assessmentId=${others.id}`), { token: student(1).token })).id).toBe(
        others.id,
      );
    });

    it('isExist is false for what the caller may not open, isPublished tells the status', async () => {
      const { assessment: drafted } = await draft();
      const { assessment: live } = await published();
      const exists = async (id: string, token: string) =>
        (await api.get(A(`isExist?assessmentId=${id}`), { token })).json().data.isAssessmentExists;
      expect(await exists(drafted.id, w.teacher.token)).toBe(true);
      expect(await exists(drafted.id, student(0).token)).toBe(false);
      expect(await exists(live.id, student(0).token)).toBe(true);
      expect(await exists(live.id, w.foreign.teacher.token)).toBe(false);
      expect(await exists('no-such-id', w.teacher.token)).toBe(false);
      expectError(await api.get(A(`isExist?assessmentId=${live.id}`)), 401, 'session expired');
      expectError(await api.get(A('isExist'), { token: w.teacher.token }), 400, 'Please provide: assessmentId');
      const status = await api.get(A(`isPublished?assessmentId=${drafted.id}`), { token: w.teacher.token });
      expect(status.json().data).toEqual({ assessmentId: drafted.id, isPublished: false, status: 'Unpublished' });
      const liveStatus = await api.get(A(`isPublished?assessmentId=${live.id}`), { token: student(0).token });
      expect(liveStatus.json().data).toMatchObject({ isPublished: true, status: 'Published' });
      expectError(
        await api.get(A(`isPublished?assessmentId=${live.id}`), { token: w.foreign.teacher.token }),
        404,
        NOT_FOUND,
      );
    });
  });
  describe('demo data', () => {
    it('gives the demo class a published six-question test that every demo student can open', async () => {
      await seedDemo(t.app.db);
      const [row] = await t.database.query<{ id: string; institute_id: string }>(
        'SELECT id, institute_id FROM assessments WHERE name = $1',
        [DEMO_ASSESSMENT_NAME],
      );
      const people = await t.database.query<{ id: string }>(
        "SELECT id FROM users WHERE email LIKE 'student%@demo.test' ORDER BY email",
      );
      expect(people).toHaveLength(5);
      for (const person of people) {
        const token = await tokenFor(t, person, row!.institute_id);
        const read = await api.get(A(`read?assessmentId=${row!.id}`), { token });
        expect(detail(read)).toMatchObject({ status: 'Published', abilities: { canTake: true } });
      }
      const [teacher] = await t.database.query<{ id: string }>(
        "SELECT id FROM users WHERE email = 'teacher@demo.test'",
      );
      const token = await tokenFor(t, teacher!, row!.institute_id);
      const stats = detail(await api.get(A(`read?assessmentId=${row!.id}`), { token })).stats;
      expect(stats).toMatchObject({ questionCount: 6, assignedCount: 5 });
      const levels = await t.database.query<{ n: number }>(
        'SELECT count(DISTINCT bloom_level)::int AS n FROM questions WHERE assessment_id = $1',
        [row!.id],
      );
      expect(levels[0]!.n).toBe(6);
    });
  });
});
