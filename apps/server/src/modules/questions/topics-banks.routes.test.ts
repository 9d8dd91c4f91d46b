import {
  ASSESSMENT_STATUS,
  type BankItem,
  type CuratedQuestion,
  type CuratedTopic,
  type ImportResult,
  type Question,
  type TopicNode,
} from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { generatedQuestions, questionBankItems, topics } from '../../db/schema';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';

const FORBIDDEN = 'Not authorized to perform this action';
const TREE = '/api/graph/topic/all-topics-with-hierarchy';

describe('topics, question banks, curated and generated questions', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 1 });
  });
  afterAll(() => t?.close());

  const teacher = () => ({ token: w.teacher.token });
  const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
  const draft = (questions = MIXED_QUESTIONS.slice(0, 2)) =>
    buildAssessment(t.app.db, { klass: w.klass, createdBy: w.teacher.user, questions });
  const ownTopic = async (instituteId: string, name: string, parentId: string | null = null) =>
    (await t.app.db.insert(topics).values({ instituteId, name, parentId }).returning())[0]!;
  const flatten = (nodes: TopicNode[]): TopicNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

  describe('the topic tree and topic/create', () => {
    it("shows curated topics and the institute's own as a tree, never another institute's", async () => {
      const mine = await ownTopic(w.institute.id, 'Our reading list', 'curated-english');
      const theirs = await ownTopic(w.foreign.institute.id, 'Their secret topic');
      const response = await api.get(`${TREE}?instituteId=${w.institute.id}`, teacher());
      expect(response.statusCode).toBe(200);
      const tree = dataOf<TopicNode[]>(response);
      expect(tree.map((node) => node.topicName)).toEqual(['English', 'Geography', 'Mathematics', 'Science']);
      const all = flatten(tree);
      const fractions = all.find((node) => node.topicId === 'curated-fractions')!;
      expect(fractions).toMatchObject({
        topicName: 'Fractions',
        hierarchy: 'Mathematics > Fractions',
        parentId: 'curated-mathematics',
        curated: true,
        curatedQuestionCount: 8,
      });
      expect(fractions.videos.length).toBeGreaterThan(0);
      expect(all.find((node) => node.topicId === mine.id)).toMatchObject({
        hierarchy: 'English > Our reading list',
        curated: false,
      });
      expect(all.some((node) => node.topicId === theirs.id)).toBe(false);
    });

    it('refuses 401, students, and another institute (404)', async () => {
      expectError(await api.get(`${TREE}?instituteId=${w.institute.id}`), 401, 'session expired');
      expectError(
        await api.get(`${TREE}?instituteId=${w.institute.id}`, { token: w.students[0]!.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.get(`${TREE}?instituteId=${w.foreign.institute.id}`, teacher()),
        404,
        'Institute not found',
      );
      expectError(await api.get(TREE, teacher()), 400, 'Please provide: instituteId');
    });

    it("creates an institute's own topics, unique among siblings, under known parents only", async () => {
      const create = (body: Record<string, unknown>, token = w.teacher.token) =>
        api.post('/api/topic/create', { instituteId: w.institute.id, ...body }, { token });
      const before = await countRows(t, 'topics');
      expectError(await create({ name: '  ' }), 400, 'Please Select a Topic');
      expectError(
        await create({ name: 'Plants', parentId: 'curated-science' }),
        400,
        'A topic with this name already exists here',
      );
      expectError(await create({ name: 'Anything', parentId: 'nope' }), 404, 'Topic not found');
      const foreignTopic = await ownTopic(w.foreign.institute.id, 'Foreign parent');
      expectError(await create({ name: 'Anything', parentId: foreignTopic.id }), 404, 'Topic not found');
      expectError(
        await api.post('/api/topic/create', { instituteId: w.foreign.institute.id, name: 'Sneaky' }, teacher()),
        404,
        'Institute not found',
      );
      expectError(await create({ name: 'Nope' }, w.students[0]!.token), 403, FORBIDDEN);
      expect(await countRows(t, 'topics')).toBe(before + 1);

      const made = await create({ name: 'Volcanoes', parentId: 'curated-geography' });
      expect(made.statusCode).toBe(200);
      expect(dataOf<TopicNode>(made)).toMatchObject({
        hierarchy: 'Geography > Volcanoes',
        curated: false,
        children: [],
      });
      let parent = dataOf<TopicNode>(made).topicId;
      for (const name of ['A', 'B', 'C']) parent = dataOf<TopicNode>(await create({ name, parentId: parent })).topicId;
      expectError(
        await create({ name: 'Too deep', parentId: parent }),
        400,
        'Topics can be nested at most 5 levels deep',
      );
    });

    it("sets a question's topic with the topic's own name, also on a published assessment", async () => {
      const { questions } = await buildAssessment(t.app.db, {
        klass: w.klass,
        createdBy: w.teacher.user,
        status: ASSESSMENT_STATUS.published,
        questions: MIXED_QUESTIONS.slice(0, 1),
      });
      const id = questions[0]!.id;
      const set = (topicId: string, token = w.teacher.token) =>
        api.post('/api/question/updateTopic', { questionId: id, topicId, topicName: 'Shown name' }, { token });
      const theirs = await ownTopic(w.foreign.institute.id, 'Theirs');
      expectError(await set('nope'), 404, 'Topic not found');
      expectError(await set(theirs.id), 404, 'Topic not found');
      expectError(await set('curated-fractions', w.otherTeacher.token), 403, FORBIDDEN);
      expectError(
        await api.post(
          '/api/question/updateTopic',
          { questionId: id, topicId: 'curated-fractions', topicName: '' },
          teacher(),
        ),
        400,
        'Please Select a Topic',
      );
      const done = await set('curated-fractions');
      expect(dataOf<Question>(done)).toMatchObject({ topicId: 'curated-fractions', topicName: 'Fractions' });
    });
  });

  describe('the question bank', () => {
    it("saves complete questions under a topic and lists the caller's institute's items only", async () => {
      const topic = await ownTopic(w.institute.id, 'Bank topic');
      const { questions } = await draft(MIXED_QUESTIONS);
      const before = await countRows(t, 'question_bank_items');
      expectError(
        await api.post('/api/questionBank/add', { questionId: questions[0]!.id }, teacher()),
        400,
        'Please Select a Topic',
      );
      // A short answer without accepted answers is complete (the teacher scores it); an MCQ without a key is not.
      expectError(
        await api.post(
          '/api/questionBank/add',
          {
            topicId: topic.id,
            type: 'MCQ',
            description: 'Pick one',
            options: [
              { id: 'a', title: 'A' },
              { id: 'b', title: 'B' },
            ],
          },
          teacher(),
        ),
        400,
        'correct answers must not be empty',
      );
      expectError(
        await api.post(
          '/api/questionBank/add',
          { questionId: questions[0]!.id, topicId: topic.id },
          { token: w.otherTeacher.token },
        ),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post(
          '/api/questionBank/add',
          { questionId: questions[0]!.id, topicId: topic.id },
          { token: w.foreign.teacher.token },
        ),
        404,
        'Question not found',
      );
      expect(await countRows(t, 'question_bank_items')).toBe(before);

      const saved = await api.post(
        '/api/questionBank/add',
        { questionId: questions[0]!.id, topicId: topic.id },
        teacher(),
      );
      expect(saved.statusCode).toBe(200);
      expect(dataOf<BankItem>(saved)).toMatchObject({
        topicId: topic.id,
        topicName: 'Bank topic',
        correctOptions: ['b'],
      });
      const written = await api.post(
        '/api/questionBank/add',
        { topicId: topic.id, type: 'NUMERIC', description: '7 × 6?', numeric: { value: 42, tolerance: 0 } },
        { token: w.admin.token },
      );
      expect(written.statusCode).toBe(200);

      const list = dataOf<BankItem[]>(
        await api.get(`/api/questionBank/fetchViaTopicId?topicId=${topic.id}`, teacher()),
      );
      expect(list.map((item) => item.description)).toEqual(['7 × 6?', 'What is 2 + 2?']);
      expectError(
        await api.get(`/api/questionBank/fetchViaTopicId?topicId=${topic.id}`, { token: w.foreign.teacher.token }),
        404,
        'Topic not found',
      );
      // Another institute looking at a curated topic sees only its own bank (nothing).
      await t.app.db
        .insert(questionBankItems)
        .values({ instituteId: w.institute.id, topicId: 'curated-plants', ...MIXED_QUESTIONS[1] });
      expect(
        dataOf<BankItem[]>(
          await api.get('/api/questionBank/fetchViaTopicId?topicId=curated-plants', { token: w.foreign.teacher.token }),
        ),
      ).toEqual([]);
    });

    it("imports the institute's items in order; another institute's item is 404 and nothing is written", async () => {
      const { assessment } = await draft();
      const [one, two] = await t.app.db
        .insert(questionBankItems)
        .values([
          { instituteId: w.institute.id, ...MIXED_QUESTIONS[2] },
          { instituteId: w.institute.id, ...MIXED_QUESTIONS[4] },
        ])
        .returning();
      const [foreign] = await t.app.db
        .insert(questionBankItems)
        .values({ instituteId: w.foreign.institute.id, ...MIXED_QUESTIONS[0] })
        .returning();
      const importing = (questionBankIds: string[], token = w.teacher.token) =>
        api.post('/api/question/importFromQuestionBank', { assessmentId: assessment.id, questionBankIds }, { token });
      const before = await countRows(t, 'questions');
      expectError(await importing([one!.id, foreign!.id]), 404, 'Question bank item not found');
      expectError(await importing([]), 400, 'Choose at least one question');
      expectError(await importing([one!.id], w.otherTeacher.token), 403, FORBIDDEN);
      expect(await countRows(t, 'questions')).toBe(before);
      const done = dataOf<ImportResult>(await importing([two!.id, one!.id]));
      expect(done.added.map((question) => [question.type, question.position, question.source])).toEqual([
        ['NUMERIC', 2, `bank:${two!.id}`],
        ['MULTIPLE_SELECT', 3, `bank:${one!.id}`],
      ]);
      expect(done.questions).toHaveLength(4);
    });
  });

  describe('curated questions', () => {
    it('lists a topic with the topics under it, and every topic with questions and videos', async () => {
      const maths = dataOf<CuratedQuestion[]>(
        await api.get('/api/curatedQuestion/fetchViaTopicId?topicId=curated-mathematics', teacher()),
      );
      expect(new Set(maths.map((question) => question.topicName))).toEqual(
        new Set(['Mathematics', 'Fractions', 'Algebra basics']),
      );
      expect(maths.find((question) => question.topicId === 'curated-fractions')!.hierarchy).toBe(
        'Mathematics > Fractions',
      );
      // Teachers see the key of curated questions (they are not students' questions).
      expect(maths.every((question) => question.type !== 'MCQ' || question.correctOptions.length === 1)).toBe(true);
      expectError(
        await api.get('/api/curatedQuestion/fetchViaTopicId?topicId=nope', teacher()),
        404,
        'Topic not found',
      );
      expectError(
        await api.get('/api/curatedQuestion/fetchViaTopicId?topicId=curated-plants', { token: w.students[0]!.token }),
        403,
        FORBIDDEN,
      );

      const all = dataOf<CuratedTopic[]>(
        await api.get('/api/curatedQuestion/fetchTopicsWithQuestionsAndVideos', teacher()),
      );
      expect(all.map((topic) => topic.hierarchy)).toEqual([
        'English > Grammar',
        'Geography > Continents',
        'Mathematics',
        'Mathematics > Algebra basics',
        'Mathematics > Fractions',
        'Science > Plants',
        'Science > The solar system',
      ]);
      expect(all.reduce((sum, topic) => sum + topic.questions.length, 0)).toBeGreaterThanOrEqual(40);
      expect(all.find((topic) => topic.topicId === 'curated-solar-system')!.videos[0]!.url).toMatch(/^https:\/\//);
    });

    it('copies curated questions to a draft in the order given, all or nothing', async () => {
      const { assessment } = await draft();
      const add = (ids: string[], token = w.teacher.token) =>
        api.post(
          '/api/curatedQuestion/addToAssesment',
          { assessmentId: assessment.id, curatedQuestionReferenceIds: ids },
          { token },
        );
      const before = await countRows(t, 'questions');
      expectError(await add(['curated-plants-q01', 'nope']), 404, 'Curated question not found');
      expectError(await add(['curated-plants-q01'], w.foreign.teacher.token), 404, 'Assessment not found');
      expect(await countRows(t, 'questions')).toBe(before);
      const done = dataOf<ImportResult>(await add(['curated-grammar-q06', 'curated-plants-q01']));
      expect(done.added.map((question) => [question.source, question.topicName, question.position])).toEqual([
        ['curated:curated-grammar-q06', 'Grammar', 2],
        ['curated:curated-plants-q01', 'Plants', 3],
      ]);
      expect(done.added[0]!.options.map((option) => option.match)).toEqual([
        'Adjective',
        'Noun',
        'Adverb',
        'Preposition',
      ]);
    });
  });

  describe('generated questions', () => {
    it("imports one group's questions of the institute; each must be complete", async () => {
      const { assessment } = await draft();
      const insert = (instituteId: string, groupId: string, content: (typeof MIXED_QUESTIONS)[number]) =>
        t.app.db
          .insert(generatedQuestions)
          .values({ instituteId, groupId, ...content })
          .returning()
          .then((rows) => rows[0]!);
      const good = await insert(w.institute.id, 'group-1', MIXED_QUESTIONS[1]!);
      const otherGroup = await insert(w.institute.id, 'group-2', MIXED_QUESTIONS[0]!);
      const foreign = await insert(w.foreign.institute.id, 'group-1', MIXED_QUESTIONS[0]!);
      const incomplete = await insert(w.institute.id, 'group-1', { type: 'MCQ', description: 'No options' });
      const importing = (groupId: string, questionIds: string[]) =>
        api.post(
          '/api/question/importGeneratedQuestions',
          { assessmentId: assessment.id, groupId, questionIds },
          teacher(),
        );
      const before = await countRows(t, 'questions');
      expectError(await importing('group-1', [good.id, otherGroup.id]), 404, 'Generated question not found');
      expectError(await importing('group-1', [good.id, foreign.id]), 404, 'Generated question not found');
      expectError(await importing('group-1', [good.id, incomplete.id]), 400, 'Question 2: option count must be valid');
      expectError(await importing('', [good.id]), 400, 'Please provide: groupId');
      expect(await countRows(t, 'questions')).toBe(before);
      const done = dataOf<ImportResult>(await importing('group-1', [good.id]));
      expect(done.added).toMatchObject([
        { type: 'TRUE_OR_FALSE', source: `generated:${good.id}`, correctOptions: ['true'] },
      ]);
    });
  });
});
