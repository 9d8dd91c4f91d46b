import { ASSESSMENT_STATUS, type Question, type QuestionList } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';

const FORBIDDEN = 'Not authorized to perform this action';
const PUBLISHED = 'Unpublish the assessment to change its questions';

describe('question routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 2 });
  });
  afterAll(() => t?.close());

  const draft = (questions = MIXED_QUESTIONS) =>
    buildAssessment(t.app.db, { klass: w.klass, createdBy: w.teacher.user, questions });
  const published = () =>
    buildAssessment(t.app.db, {
      klass: w.klass,
      createdBy: w.teacher.user,
      status: ASSESSMENT_STATUS.published,
      questions: MIXED_QUESTIONS,
    });
  const teacher = () => ({ token: w.teacher.token });
  const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
  const stored = async (questionId: string) =>
    (await t.database.query<Record<string, unknown>>('SELECT * FROM questions WHERE id = $1', [questionId]))[0];

  describe('refusals', () => {
    it('answers 401 without a token, 403 to a student and to a teacher of another class, 404 to another institute', async () => {
      const { assessment, questions } = await draft();
      const questionId = questions[0]!.id;
      const before = await countRows(t, 'questions');
      const calls: Array<[string, 'GET' | 'POST', unknown]> = [
        ['/api/question/create', 'POST', { assessmentId: assessment.id }],
        ['/api/question/duplicate', 'POST', { questionId }],
        [`/api/question/read?questionId=${questionId}`, 'GET', undefined],
        [`/api/question/fetch?assessmentId=${assessment.id}`, 'GET', undefined],
        ['/api/question/update', 'POST', { questionId, setData: { description: 'Changed' } }],
        ['/api/question/remove', 'POST', { questionId }],
        ['/api/question/updateCorrectOption', 'POST', { questionId, correctOptions: ['a'] }],
      ];
      for (const [url, method, payload] of calls) {
        const send = (token?: string) =>
          method === 'GET' ? api.get(url, { token }) : api.post(url, payload, { token });
        expectError(await send(), 401, 'session expired');
        expectError(await send(w.students[0]!.token), 403, FORBIDDEN);
        expectError(await send(w.otherTeacher.token), 403, FORBIDDEN);
        const foreign = await send(w.foreign.teacher.token);
        expect(foreign.statusCode, url).toBe(404);
        expect(['Assessment not found', 'Question not found']).toContain(foreign.json().message);
      }
      expect(await countRows(t, 'questions')).toBe(before);
      expect((await stored(questionId))!.description).toBe('What is 2 + 2?');
    });

    it('answers 404 for unknown ids and 400 with the spec messages', async () => {
      const { assessment } = await draft();
      expectError(await api.get('/api/question/read?questionId=nope', teacher()), 404, 'Question not found');
      expectError(
        await api.post('/api/question/create', { assessmentId: 'nope' }, teacher()),
        404,
        'Assessment not found',
      );
      expectError(await api.post('/api/question/create', {}, teacher()), 400, 'Please provide: assessmentId');
      expectError(
        await api.post('/api/question/create', { assessmentId: assessment.id, points: -1 }, teacher()),
        400,
        'points must be a number from 0 to 1000',
      );
      expectError(await api.post('/api/question/remove', {}, teacher()), 400, 'Please provide: questionId');
    });
  });

  describe('create, read, fetch, duplicate, remove, reorder', () => {
    it('creates questions with starting options for their type, in order', async () => {
      const { assessment } = await draft([]);
      const mcq = dataOf<Question>(await api.post('/api/question/create', { assessmentId: assessment.id }, teacher()));
      expect(mcq).toMatchObject({ type: 'MCQ', points: 1, position: 0, description: '', correctOptions: [] });
      expect(mcq.options).toHaveLength(4);
      expect(mcq.options.every((option) => option.title === '')).toBe(true);
      const tf = await api.post(
        '/api/question/create',
        { assessmentId: assessment.id, type: 'TRUE_OR_FALSE', description: 'Is water wet?', points: 2, tempId: 't-1' },
        teacher(),
      );
      expect(tf.statusCode).toBe(200);
      expect(dataOf<Question>(tf)).toMatchObject({
        type: 'TRUE_OR_FALSE',
        position: 1,
        points: 2,
        tempId: 't-1',
        options: [
          { id: 'true', title: 'True' },
          { id: 'false', title: 'False' },
        ],
      });
      const short = dataOf<Question>(
        await api.post('/api/question/create', { assessmentId: assessment.id, type: 'SHORT_ANSWER' }, teacher()),
      );
      expect(short.options).toEqual([]);
      const list = dataOf<QuestionList>(
        await api.get(`/api/question/fetch?assessmentId=${assessment.id}`, { token: w.admin.token }),
      );
      expect(list.questions.map((question) => question.type)).toEqual(['MCQ', 'TRUE_OR_FALSE', 'SHORT_ANSWER']);
      expect(list.abilities.canEdit).toBe(true);
      const read = dataOf<Question>(await api.get(`/api/question/read?questionId=${tf.json().data.id}`, teacher()));
      expect(read.correctOptions).toEqual([]);
      expect(read.files).toEqual([]);
    });

    it('duplicates right after the original, removes and closes up, reorders the whole list', async () => {
      const { assessment, questions } = await draft();
      const copy = dataOf<Question>(
        await api.post('/api/question/duplicate', { questionId: questions[1]!.id }, teacher()),
      );
      expect(copy).toMatchObject({ position: 2, description: 'The sun is a star.', correctOptions: ['true'] });
      const order = async () =>
        dataOf<QuestionList>(await api.get(`/api/question/fetch?assessmentId=${assessment.id}`, teacher())).questions;
      expect((await order()).map((question) => question.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect((await order())[2]!.id).toBe(copy.id);

      expect((await api.post('/api/question/remove', { questionId: questions[0]!.id }, teacher())).statusCode).toBe(
        200,
      );
      const after = await order();
      expect(after.map((question) => question.position)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(after[0]!.id).toBe(questions[1]!.id);

      const reversed = after.map((question) => question.id).reverse();
      const reordered = await api.post(
        '/api/question/reorder',
        { assessmentId: assessment.id, questionIds: reversed },
        teacher(),
      );
      expect(reordered.statusCode).toBe(200);
      expect(dataOf<QuestionList>(reordered).questions.map((question) => question.id)).toEqual(reversed);
      expectError(
        await api.post(
          '/api/question/reorder',
          { assessmentId: assessment.id, questionIds: reversed.slice(1) },
          teacher(),
        ),
        400,
        'questionIds must list every question of the assessment once',
      );
      expectError(
        await api.post(
          '/api/question/reorder',
          { assessmentId: assessment.id, questionIds: [...reversed.slice(1), reversed[1]!] },
          teacher(),
        ),
        400,
        'questionIds must list every question of the assessment once',
      );
      expect((await order()).map((question) => question.id)).toEqual(reversed);
    });
  });

  describe('update', () => {
    it('skips a blank questionId silently, writing nothing', async () => {
      const { questions } = await draft();
      const response = await api.post(
        '/api/question/update',
        { questionId: '  ', setData: { description: 'x' } },
        teacher(),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Nothing to update', data: null });
      expect((await stored(questions[0]!.id))!.description).toBe('What is 2 + 2?');
    });

    it('changes fields and allows empty options while editing', async () => {
      const { questions } = await draft();
      const id = questions[0]!.id;
      const response = await api.post(
        '/api/question/update',
        {
          questionId: id,
          setData: {
            description: 'What is 3 + 3?',
            points: 0,
            bloomLevel: 'APPLY',
            options: [
              { id: 'a', title: '6' },
              { id: 'b', title: '' },
              { id: 'c', title: '' },
            ],
            correctOptions: ['a'],
          },
        },
        teacher(),
      );
      expect(response.statusCode).toBe(200);
      expect(dataOf<Question>(response)).toMatchObject({
        description: 'What is 3 + 3?',
        points: 0,
        bloomLevel: 'APPLY',
      });
    });

    it('refuses bad edits with exact messages and writes nothing', async () => {
      const { questions } = await draft();
      const id = questions[0]!.id;
      const update = (setData: unknown) => api.post('/api/question/update', { questionId: id, setData }, teacher());
      const cases: Array<[unknown, string]> = [
        [{ points: -1 }, 'points must be a number from 0 to 1000'],
        [{ points: 1001 }, 'points must be a number from 0 to 1000'],
        [{ options: [] }, 'option count must be valid'],
        [{ options: [{ id: 'a', title: 'only' }] }, 'option count must be valid'],
        [
          {
            options: [
              { id: 'a', title: 'Same' },
              { id: 'b', title: 'same' },
            ],
          },
          'Options must be different from each other',
        ],
        [
          {
            options: [
              { id: 'a', title: 'One' },
              { id: 'a', title: 'Two' },
            ],
          },
          'Options must be different from each other',
        ],
        [{ correctOptions: ['zzz'] }, 'A correct option must be one of the options'],
        [{ correctOptions: ['a', 'b'] }, 'This question type has exactly one correct option'],
        [{}, 'Nothing to update'],
        [undefined, 'Please provide: setData'],
        [{ colour: 'red' }, 'Unrecognized key: "colour"'],
        [
          {
            options: [
              { id: 'a', title: 'x', image: 'https://evil.example/x.png' },
              { id: 'b', title: 'y' },
            ],
          },
          'An option picture must be uploaded with question/uploadOptionImage',
        ],
      ];
      for (const [setData, message] of cases) {
        const response = await update(setData);
        expect(response.statusCode, JSON.stringify(setData)).toBe(400);
        if (message.startsWith('Unrecognized')) continue;
        expect(response.json().message, JSON.stringify(setData)).toBe(message);
      }
      const row = await stored(id);
      expect(row).toMatchObject({ points: 2, correct_options: ['b'] });
      expect((row!.options as unknown[]).length).toBe(3);
    });

    it('resets what no longer fits when the type changes', async () => {
      const { questions } = await draft();
      const update = (id: string, setData: unknown) =>
        api.post('/api/question/update', { questionId: id, setData }, teacher()).then((r) => dataOf<Question>(r));
      // MULTIPLE_SELECT → MCQ keeps the options and one correct option.
      const mcq = await update(questions[2]!.id, { type: 'MCQ' });
      expect(mcq.options.map((option) => option.title)).toEqual(['2', '3', '4', '5']);
      expect(mcq.correctOptions).toEqual(['p2']);
      // MCQ → SHORT_ANSWER clears options; → TRUE_OR_FALSE gets True/False.
      expect(await update(questions[0]!.id, { type: 'SHORT_ANSWER' })).toMatchObject({
        options: [],
        correctOptions: [],
      });
      expect((await update(questions[0]!.id, { type: 'TRUE_OR_FALSE' })).options.map((o) => o.title)).toEqual([
        'True',
        'False',
      ]);
      // NUMERIC → FILL_IN_THE_BLANK drops the numeric answer; → ORDERING takes the listed order.
      expect((await update(questions[4]!.id, { type: 'FILL_IN_THE_BLANK' })).numeric).toBeNull();
      const ordering = await update(questions[2]!.id, { type: 'ORDERING' });
      expect(ordering.correctOptions).toEqual(ordering.options.map((option) => option.id));
      const reordered = await update(questions[2]!.id, { options: [...ordering.options].reverse() });
      expect(reordered.correctOptions).toEqual(['p5', 'p4', 'p3', 'p2']);
      // A type change with the new fields sent at once takes the fields sent.
      const matching = await update(questions[3]!.id, {
        type: 'MATCHING',
        options: [
          { id: 'x', title: 'Cat', match: 'Meow' },
          { id: 'y', title: 'Dog', match: 'Woof' },
        ],
      });
      expect(matching.options).toEqual([
        { id: 'x', title: 'Cat', match: 'Meow' },
        { id: 'y', title: 'Dog', match: 'Woof' },
      ]);
    });
  });

  describe('updateCorrectOption', () => {
    it('sets them, refusing empty, unknown and several for a single-answer question', async () => {
      const { questions } = await draft();
      const set = (questionId: string, correctOptions: unknown) =>
        api.post('/api/question/updateCorrectOption', { questionId, correctOptions }, teacher());
      expectError(await set(questions[0]!.id, []), 400, 'correct answers must not be empty');
      expectError(await set(questions[0]!.id, ['nope']), 400, 'A correct option must be one of the options');
      expectError(await set(questions[0]!.id, ['a', 'b']), 400, 'This question type has exactly one correct option');
      expectError(await set(questions[3]!.id, ['a']), 400, 'A correct option must be one of the options');
      expect((await stored(questions[0]!.id))!.correct_options).toEqual(['b']);
      expect(dataOf<Question>(await set(questions[0]!.id, ['c'])).correctOptions).toEqual(['c']);
      expect(dataOf<Question>(await set(questions[2]!.id, ['p2', 'p5'])).correctOptions).toEqual(['p2', 'p5']);
    });
  });

  describe('add-question and answer-rubric', () => {
    it('adds a whole question only when complete', async () => {
      const { assessment } = await draft();
      const add = (body: Record<string, unknown>) =>
        api.post('/api/question/add-question', { body: { assessmentId: assessment.id, ...body } }, teacher());
      const before = await countRows(t, 'questions');
      expectError(await add({ type: 'MCQ', description: 'No options' }), 400, 'option count must be valid');
      expectError(
        await add({
          type: 'MCQ',
          options: [
            { id: 'a', title: 'Yes' },
            { id: 'b', title: 'Yes' },
          ],
          correctOptions: ['a'],
        }),
        400,
        'Options must be different from each other',
      );
      expectError(
        await add({
          type: 'MCQ',
          options: [
            { id: 'a', title: 'Yes' },
            { id: 'b', title: 'No' },
          ],
          correctOptions: ['c'],
        }),
        400,
        'A correct option must be one of the options',
      );
      expectError(
        await add({
          type: 'MCQ',
          options: [
            { id: 'a', title: 'Yes' },
            { id: 'b', title: 'No' },
          ],
        }),
        400,
        'correct answers must not be empty',
      );
      expectError(await add({ type: 'NUMERIC', points: -3 }), 400, 'points must be a number from 0 to 1000');
      expect(await countRows(t, 'questions')).toBe(before);
      const ok = await add({
        type: 'NUMERIC',
        description: 'How many legs has a spider?',
        numeric: { value: 8, tolerance: 0 },
        bloomLevel: 'REMEMBER',
      });
      expect(ok.statusCode).toBe(200);
      expect(dataOf<Question>(ok)).toMatchObject({ position: 6, numeric: { value: 8, tolerance: 0 } });
    });

    it('saves and reads the answer and rubric, also once published', async () => {
      const { questions } = await published();
      const id = questions[3]!.id;
      const saved = await api.post(
        '/api/question/add-answer-rubric',
        { body: { questionId: id, answer: 'Plants make food from light.', rubric: '1 point: light; 2 points: food' } },
        teacher(),
      );
      expect(saved.statusCode).toBe(200);
      const read = await api.get(`/api/question/answer-rubric/${id}`, teacher());
      expect(dataOf(read)).toEqual({
        questionId: id,
        answer: 'Plants make food from light.',
        rubric: '1 point: light; 2 points: food',
      });
      expectError(await api.get(`/api/question/answer-rubric/${id}`, { token: w.students[0]!.token }), 403, FORBIDDEN);
      expectError(await api.get(`/api/question/answer-rubric/${id}`, { token: w.otherTeacher.token }), 403, FORBIDDEN);
    });
  });

  describe('a published assessment', () => {
    it('refuses every change to its questions with 409, writing nothing', async () => {
      const { assessment, questions } = await published();
      const id = questions[0]!.id;
      const before = await countRows(t, 'questions');
      const calls: Array<[string, unknown]> = [
        ['/api/question/create', { assessmentId: assessment.id }],
        ['/api/question/duplicate', { questionId: id }],
        ['/api/question/update', { questionId: id, setData: { description: 'Changed' } }],
        ['/api/question/remove', { questionId: id }],
        ['/api/question/reorder', { assessmentId: assessment.id, questionIds: questions.map((q) => q.id).reverse() }],
        ['/api/question/updateCorrectOption', { questionId: id, correctOptions: ['a'] }],
        [
          '/api/question/add-question',
          { body: { assessmentId: assessment.id, type: 'NUMERIC', numeric: { value: 1, tolerance: 0 } } },
        ],
      ];
      for (const [url, payload] of calls) expectError(await api.post(url, payload, teacher()), 409, PUBLISHED);
      expect(await countRows(t, 'questions')).toBe(before);
      expect(await stored(id)).toMatchObject({ description: 'What is 2 + 2?', correct_options: ['b'], position: 0 });
      const list = dataOf<QuestionList>(await api.get(`/api/question/fetch?assessmentId=${assessment.id}`, teacher()));
      expect(list).toMatchObject({ published: true, abilities: { canEdit: false } });
    });
  });
});
