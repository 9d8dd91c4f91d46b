import { ASSESSMENT_STATUS } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { assessmentResponses, questionResponses } from '../../db/schema';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import { classForCaller } from '../../../test/authz/class-for-caller';

const staff = ['admin', 'instructor'] as const;
const everyone = ['admin', 'instructor', 'learner'] as const;

/**
 * A published, released assessment of a fresh class the caller is in, with a response: the caller's own
 * when they are a student, else another student's. Submitted with the short answer waiting, unless told.
 */
async function responseFor(ctx: AuthzContext, options: { submitted?: boolean } = {}) {
  const built = await classForCaller(ctx, 1);
  const student = ctx.caller.roles.includes('learner') ? ctx.caller.user : built.students.at(-1)!;
  const { assessment, questions } = await buildAssessment(ctx.db, {
    klass: built.klass,
    createdBy: built.teacher,
    status: ASSESSMENT_STATUS.published,
    questions: MIXED_QUESTIONS,
    settings: { resultsReleased: true, timeLimit: 30 },
  });
  const submitted = options.submitted ?? true;
  const [response] = await ctx.db
    .insert(assessmentResponses)
    .values({
      assessmentId: assessment.id,
      studentId: student.id,
      status: submitted ? 'SUBMITTED' : 'IN_PROGRESS',
      score: submitted ? 2 : null,
      maxScore: submitted ? 10 : null,
      submittedAt: submitted ? new Date() : null,
      questionOrder: questions.map((question) => question.id),
    })
    .returning();
  const shortAnswer = questions[3]!;
  if (submitted) {
    await ctx.db.insert(questionResponses).values([
      { responseId: response!.id, questionId: questions[0]!.id, answer: { selected: ['b'] }, autoScore: 2 },
      { responseId: response!.id, questionId: shortAnswer.id, answer: { text: 'Plants make food' } },
    ]);
  }
  return { ...built, student, assessment, questions, response: response!, shortAnswer };
}

const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload: Record<string, unknown>) => ({ method: 'POST' as const, url, payload });

export const authzCases = defineAuthzCases([
  {
    // A student starts (or resumes) their own; staff read a student's response with the key.
    route: 'GET /api/assessmentResponse/read',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => {
      const { assessment, student } = await responseFor(ctx, { submitted: false });
      return get(`/api/assessmentResponse/read?assessmentId=${assessment.id}&createdBy=${student.id}`);
    },
  },
  {
    route: 'POST /api/questionResponse/save',
    scope: 'institute',
    allowed: ['learner'],
    request: async (ctx) => {
      const { response, questions } = await responseFor(ctx, { submitted: false });
      return post('/api/questionResponse/save', {
        assessmentResponseId: response.id,
        questionId: questions[0]!.id,
        answer: { selected: ['b'] },
      });
    },
  },
  {
    route: 'POST /api/assessmentResponse/submit',
    scope: 'institute',
    allowed: ['learner'],
    request: async (ctx) => {
      const { response } = await responseFor(ctx, { submitted: false });
      return post('/api/assessmentResponse/submit', { assessmentResponseId: response.id });
    },
  },
  {
    route: 'GET /api/assessmentResponse/my-assessments',
    scope: 'self',
    allowed: ['learner'],
    request: async () => get('/api/assessmentResponse/my-assessments'),
  },
  {
    // Staff list what waits in their own classes (an admin: the institute's); nothing of another's leaks.
    route: 'GET /api/assessmentResponse/to-grade',
    scope: 'self',
    allowed: staff,
    request: async (ctx) => {
      await responseFor(ctx);
      return get('/api/assessmentResponse/to-grade');
    },
  },
  {
    route: 'POST /api/questionResponse/updateScore',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { response, shortAnswer } = await responseFor(ctx);
      return post('/api/questionResponse/updateScore', {
        assessmentResponseId: response.id,
        questionId: shortAnswer.id,
        score: 2,
      });
    },
  },
  {
    route: 'POST /api/assessmentResponse/updateScore',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/assessmentResponse/updateScore', {
        assessmentResponseId: (await responseFor(ctx)).response.id,
        score: 5,
      }),
  },
  {
    route: 'POST /api/assessmentResponse/updateStatus',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/assessmentResponse/updateStatus', {
        assessmentResponseId: (await responseFor(ctx)).response.id,
        status: 'GRADED',
      }),
  },
  {
    route: 'POST /api/assessmentResponse/generate-report',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/assessmentResponse/generate-report', {
        assessmentResponseId: (await responseFor(ctx)).response.id,
        remarks: 'Well done',
      }),
  },
  {
    route: 'POST /api/assessmentResponse/update-report',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { response } = await responseFor(ctx);
      await ctx.db
        .update(assessmentResponses)
        .set({ report: { remarks: 'Good' } })
        .where(eq(assessmentResponses.id, response.id));
      return post('/api/assessmentResponse/update-report', { assessmentResponseId: response.id, remarks: 'Better' });
    },
  },
  {
    route: 'GET /api/assessmentResponse/fetch',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => get(`/api/assessmentResponse/fetch?assessmentId=${(await responseFor(ctx)).assessment.id}`),
  },
  {
    // The student reads their own once released; another student's is 404 (routes test).
    route: 'GET /api/assessmentResponse/result',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) =>
      get(`/api/assessmentResponse/result?assessmentResponseId=${(await responseFor(ctx)).response.id}`),
  },
  {
    route: 'GET /api/assessment/result',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => get(`/api/assessment/result?assessmentId=${(await responseFor(ctx)).assessment.id}`),
  },
  {
    route: 'GET /api/assessment/result/csv',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => get(`/api/assessment/result/csv?assessmentId=${(await responseFor(ctx)).assessment.id}`),
  },
  {
    route: 'GET /api/assessment/bloom-report',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => get(`/api/assessment/bloom-report?assessmentId=${(await responseFor(ctx)).assessment.id}`),
  },
  {
    route: 'GET /api/assessmentResponse/bloom-report',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) =>
      get(`/api/assessmentResponse/bloom-report?assessmentResponseId=${(await responseFor(ctx)).response.id}`),
  },
  {
    route: 'GET /api/assessmentResponse/report-pdf',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) =>
      get(`/api/assessmentResponse/report-pdf?assessmentResponseId=${(await responseFor(ctx)).response.id}`),
  },
]);
