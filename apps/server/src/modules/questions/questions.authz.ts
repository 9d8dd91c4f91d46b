import { ASSESSMENT_STATUS } from '@bright/contracts';
import { type AuthzContext, defineAuthzCases, pngBytes } from '../../../test/authz';
import { generatedQuestions, questionBankItems, topics } from '../../db/schema';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import { classForCaller } from '../../../test/authz/class-for-caller';
import { attachStoredFiles, multipartBody } from './test-support';

const staff = ['admin', 'instructor'] as const;
const everyone = ['admin', 'instructor', 'learner'] as const;

/** A draft (or published) assessment with the six mixed questions, in a class the caller is in. */
async function assessmentFor(ctx: AuthzContext, status: string = ASSESSMENT_STATUS.unpublished) {
  const built = await classForCaller(ctx, 1);
  const { assessment, questions } = await buildAssessment(ctx.db, {
    klass: built.klass,
    createdBy: built.teacher,
    status,
    questions: MIXED_QUESTIONS,
  });
  return { ...built, assessment, questions, question: questions[0]! };
}

async function ownTopic(ctx: AuthzContext) {
  const [topic] = await ctx.db
    .insert(topics)
    .values({ instituteId: ctx.institute.id, name: `Topic ${ctx.unique()}` })
    .returning();
  return topic!;
}

const post = (url: string, payload: unknown) => ({ method: 'POST' as const, url, payload: payload as object });

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/question/create',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => post('/api/question/create', { assessmentId: (await assessmentFor(ctx)).assessment.id }),
  },
  {
    route: 'POST /api/question/duplicate',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => post('/api/question/duplicate', { questionId: (await assessmentFor(ctx)).question.id }),
  },
  {
    route: 'GET /api/question/read',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/question/read?questionId=${(await assessmentFor(ctx)).question.id}`,
    }),
  },
  {
    route: 'GET /api/question/fetch',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/question/fetch?assessmentId=${(await assessmentFor(ctx)).assessment.id}`,
    }),
  },
  {
    route: 'POST /api/question/update',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/question/update', {
        questionId: (await assessmentFor(ctx)).question.id,
        setData: { description: 'What is 3 + 1?' },
      }),
  },
  {
    route: 'POST /api/question/remove',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => post('/api/question/remove', { questionId: (await assessmentFor(ctx)).question.id }),
  },
  {
    route: 'POST /api/question/reorder',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { assessment, questions } = await assessmentFor(ctx);
      return post('/api/question/reorder', {
        assessmentId: assessment.id,
        questionIds: questions.map((question) => question.id).reverse(),
      });
    },
  },
  {
    route: 'POST /api/question/updateCorrectOption',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/question/updateCorrectOption', {
        questionId: (await assessmentFor(ctx)).question.id,
        correctOptions: ['a'],
      }),
  },
  {
    route: 'POST /api/question/add-question',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/question/add-question', {
        body: {
          assessmentId: (await assessmentFor(ctx)).assessment.id,
          type: 'TRUE_OR_FALSE',
          description: 'Water is wet.',
          options: [
            { id: 'true', title: 'True' },
            { id: 'false', title: 'False' },
          ],
          correctOptions: ['true'],
        },
      }),
  },
  {
    route: 'POST /api/question/add-answer-rubric',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/question/add-answer-rubric', {
        body: { questionId: (await assessmentFor(ctx)).questions[3]!.id, answer: 'Light to food', rubric: '1 point' },
      }),
  },
  {
    route: 'GET /api/question/answer-rubric/:id',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/question/answer-rubric/${(await assessmentFor(ctx)).question.id}`,
    }),
  },
  {
    route: 'POST /api/question/uploadImage',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { question } = await assessmentFor(ctx);
      return {
        method: 'POST',
        url: '/api/question/uploadImage',
        ...multipartBody({ questionId: question.id }, [
          { field: 'photo', filename: 'q.png', type: 'image/png', bytes: pngBytes() },
        ]),
      };
    },
  },
  {
    route: 'POST /api/question/removeUploadedImage',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { question } = await assessmentFor(ctx);
      await attachStoredFiles(ctx.db, ctx.app.config.dataDir, question.id, pngBytes());
      return post('/api/question/removeUploadedImage', { questionId: question.id });
    },
  },
  {
    route: 'POST /api/question/insertFiles',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { question } = await assessmentFor(ctx);
      return {
        method: 'POST',
        url: '/api/question/insertFiles',
        ...multipartBody({ questionId: question.id }, [
          { field: 'files', filename: 'notes.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%x\n') },
        ]),
      };
    },
  },
  {
    route: 'POST /api/question/removeFiles',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { question } = await assessmentFor(ctx);
      const { attachment } = await attachStoredFiles(ctx.db, ctx.app.config.dataDir, question.id, pngBytes());
      return post('/api/question/removeFiles', { questionId: question.id, fileIds: [attachment.id] });
    },
  },
  {
    route: 'POST /api/question/uploadOptionImage',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { question } = await assessmentFor(ctx);
      return {
        method: 'POST',
        url: '/api/question/uploadOptionImage',
        ...multipartBody({ questionId: question.id, optionId: 'a' }, [
          { field: 'photo', filename: 'a.png', type: 'image/png', bytes: pngBytes() },
        ]),
      };
    },
  },
  {
    // The assessment's teachers, the admins and its assigned students once published.
    route: 'GET /api/question/image/:questionId',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => {
      const { question } = await assessmentFor(ctx, ASSESSMENT_STATUS.published);
      await attachStoredFiles(ctx.db, ctx.app.config.dataDir, question.id, pngBytes());
      return { method: 'GET', url: `/api/question/image/${question.id}` };
    },
  },
  {
    // A draft's files stay with its teachers: a student of the class is told it does not exist.
    route: 'GET /api/question/image/:questionId',
    name: 'draft',
    scope: 'institute',
    allowed: staff,
    denied: 404,
    request: async (ctx) => {
      const { question } = await assessmentFor(ctx);
      await attachStoredFiles(ctx.db, ctx.app.config.dataDir, question.id, pngBytes());
      return { method: 'GET', url: `/api/question/image/${question.id}` };
    },
  },
  {
    route: 'GET /api/question/file/:fileId',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => {
      const { question } = await assessmentFor(ctx, ASSESSMENT_STATUS.published);
      const { attachment } = await attachStoredFiles(ctx.db, ctx.app.config.dataDir, question.id, pngBytes());
      return { method: 'GET', url: `/api/question/file/${attachment.id}` };
    },
  },
  {
    route: 'POST /api/question/updateTopic',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/question/updateTopic', {
        questionId: (await assessmentFor(ctx)).question.id,
        topicId: 'curated-fractions',
        topicName: 'Fractions',
      }),
  },
  {
    route: 'GET /api/graph/topic/all-topics-with-hierarchy',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/graph/topic/all-topics-with-hierarchy?instituteId=${ctx.institute.id}`,
    }),
  },
  {
    route: 'POST /api/topic/create',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/topic/create', {
        instituteId: ctx.institute.id,
        name: `Topic ${ctx.unique()}`,
        parentId: 'curated-science',
      }),
  },
  {
    route: 'GET /api/questionBank/fetchViaTopicId',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/questionBank/fetchViaTopicId?topicId=${(await ownTopic(ctx)).id}`,
    }),
  },
  {
    route: 'POST /api/questionBank/add',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/questionBank/add', {
        questionId: (await assessmentFor(ctx)).question.id,
        topicId: (await ownTopic(ctx)).id,
      }),
  },
  {
    // Curated questions are shared by every institute: nothing to hide from another one.
    route: 'GET /api/curatedQuestion/fetchViaTopicId',
    scope: 'self',
    allowed: staff,
    request: async () => ({ method: 'GET', url: '/api/curatedQuestion/fetchViaTopicId?topicId=curated-mathematics' }),
  },
  {
    route: 'GET /api/curatedQuestion/fetchTopicsWithQuestionsAndVideos',
    scope: 'self',
    allowed: staff,
    request: async () => ({ method: 'GET', url: '/api/curatedQuestion/fetchTopicsWithQuestionsAndVideos' }),
  },
  {
    route: 'POST /api/curatedQuestion/addToAssesment',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/curatedQuestion/addToAssesment', {
        assessmentId: (await assessmentFor(ctx)).assessment.id,
        curatedQuestionReferenceIds: ['curated-fractions-q01', 'curated-plants-q03'],
      }),
  },
  {
    route: 'POST /api/question/importFromQuestionBank',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { assessment } = await assessmentFor(ctx);
      const [item] = await ctx.db
        .insert(questionBankItems)
        .values({ instituteId: ctx.institute.id, ...MIXED_QUESTIONS[1] })
        .returning();
      return post('/api/question/importFromQuestionBank', { assessmentId: assessment.id, questionBankIds: [item!.id] });
    },
  },
  {
    route: 'POST /api/question/importGeneratedQuestions',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { assessment } = await assessmentFor(ctx);
      const groupId = `group-${ctx.unique()}`;
      const [row] = await ctx.db
        .insert(generatedQuestions)
        .values({ groupId, instituteId: ctx.institute.id, ...MIXED_QUESTIONS[0] })
        .returning();
      return post('/api/question/importGeneratedQuestions', {
        assessmentId: assessment.id,
        groupId,
        questionIds: [row!.id],
      });
    },
  },
]);
