import { ASSESSMENT_STATUS } from '@bright/contracts';
import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { classForCaller } from '../../../test/authz/class-for-caller';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import { SAMPLE_AIKEN, importBody } from './interop.test-support';

const staff = ['admin', 'instructor'] as const;

/** A fresh draft assessment (with questions) in a class the caller is in. */
async function draftForCaller(ctx: AuthzContext) {
  const built = await classForCaller(ctx, 1);
  const { assessment } = await buildAssessment(ctx.db, {
    klass: built.klass,
    createdBy: built.teacher,
    name: `Quiz ${ctx.unique()}`,
    status: ASSESSMENT_STATUS.unpublished,
    questions: MIXED_QUESTIONS.slice(0, 2),
  });
  return assessment;
}

export const authzCases = defineAuthzCases([
  {
    // Exporting shows the key: the class's teachers and the admins (a student of the class: 404 on a draft).
    route: 'GET /api/assessment/export-qti',
    scope: 'institute',
    allowed: staff,
    denied: 404,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/assessment/export-qti?assessmentId=${(await draftForCaller(ctx)).id}`,
    }),
  },
  {
    route: 'POST /api/assessment/import',
    scope: 'institute',
    allowed: staff,
    denied: 404,
    request: async (ctx) => {
      const body = importBody(
        { assessmentId: (await draftForCaller(ctx)).id },
        { name: 'questions.txt', bytes: Buffer.from(SAMPLE_AIKEN) },
      );
      return { method: 'POST', url: '/api/assessment/import', payload: body.payload, contentType: body.contentType };
    },
  },
]);
