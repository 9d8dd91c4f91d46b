import { ROLES } from '@bright/contracts';
import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { classForCaller } from '../../../test/authz/class-for-caller';
import { matrixLicence } from '../../../test/authz/licence-support';
import { gameForCaller, quizAssessment } from './live-quiz.fixtures';

const staff = ['admin', 'instructor'] as const;

async function assessmentForCaller(ctx: AuthzContext) {
  await matrixLicence(ctx);
  const { klass, teacher } = await classForCaller(ctx);
  return (await quizAssessment(ctx.db, klass, teacher)).assessment;
}

const reportOf = (path: string) => async (ctx: AuthzContext) => ({
  method: 'GET' as const,
  url: path,
  query: { gameId: (await gameForCaller(ctx)).id },
});

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/live-quiz/create',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/live-quiz/create',
      payload: { assessmentId: (await assessmentForCaller(ctx)).id },
    }),
  },
  {
    // Anyone who reads the class: its teacher, its students, the institute's admins.
    route: 'GET /api/live-quiz/active',
    scope: 'institute',
    allowed: ROLES,
    request: async (ctx) => ({
      method: 'GET',
      url: '/api/live-quiz/active',
      query: { classId: (await classForCaller(ctx)).klass.id },
    }),
  },
  {
    route: 'GET /api/live-quiz/report',
    scope: 'institute',
    allowed: staff,
    request: reportOf('/api/live-quiz/report'),
  },
  {
    route: 'GET /api/live-quiz/report/csv',
    scope: 'institute',
    allowed: staff,
    request: reportOf('/api/live-quiz/report/csv'),
  },
  {
    route: 'GET /api/live-quiz/report/pdf',
    scope: 'institute',
    allowed: staff,
    request: reportOf('/api/live-quiz/report/pdf'),
  },
]);
