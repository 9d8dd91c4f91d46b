import { ASSESSMENT_STATUS } from '@bright/contracts';
import { type AuthzCase, type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { classForCaller } from '../../../test/authz/class-for-caller';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';

const staff = ['admin', 'instructor'] as const;
const everyone = ['admin', 'instructor', 'learner'] as const;

/** A fresh assessment in a class the caller is in (a student is assigned through ALL). */
async function assessmentForCaller(ctx: AuthzContext, options: { published?: boolean; questions?: boolean } = {}) {
  const built = await classForCaller(ctx, 1);
  const { assessment } = await buildAssessment(ctx.db, {
    klass: built.klass,
    createdBy: built.teacher,
    name: `Quiz ${ctx.unique()}`,
    status: options.published ? ASSESSMENT_STATUS.published : ASSESSMENT_STATUS.unpublished,
    questions: options.questions === false ? [] : MIXED_QUESTIONS.slice(0, 2),
  });
  return { ...built, assessment };
}

/** A POST on one assessment of the caller's class that only its teachers and the admins may send. */
const teachPost = (path: string, payload: (ids: { assessmentId: string; studentId: string }) => object): AuthzCase => ({
  route: `POST /api/assessment/${path}`,
  scope: 'institute',
  allowed: staff,
  request: async (ctx) => {
    const { assessment, students } = await assessmentForCaller(ctx);
    return {
      method: 'POST',
      url: `/api/assessment/${path}`,
      payload: {
        assessmentId: assessment.id,
        ...payload({ assessmentId: assessment.id, studentId: students.at(-1)!.id }),
      },
    };
  },
});

const createCase = (path: string): AuthzCase => ({
  route: `POST /api/assessment/${path}`,
  scope: 'institute',
  allowed: staff,
  request: async (ctx) => ({
    method: 'POST',
    url: `/api/assessment/${path}`,
    payload: {
      classId: (await classForCaller(ctx)).klass.id,
      name: `Quiz ${ctx.unique()}`,
      createdBy: ctx.caller.user.id,
    },
  }),
});

const readCase = (
  path: string,
  published: boolean,
  allowed: readonly ('admin' | 'instructor' | 'learner')[],
  denied: 403 | 404 = published ? 403 : 404,
): AuthzCase => ({
  route: `GET /api/assessment/${path}`,
  name: published ? 'published' : 'draft',
  scope: 'institute',
  allowed,
  // A student of the class learns nothing of a draft: 404 (assessment-access).
  denied,
  request: async (ctx) => ({
    method: 'GET',
    url: `/api/assessment/${path}?assessmentId=${(await assessmentForCaller(ctx, { published })).assessment.id}`,
  }),
});

export const authzCases = defineAuthzCases([
  createCase('create'),
  createCase('createDraft'),
  {
    route: 'POST /api/assessment/createDraftandPublish',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/assessment/createDraftandPublish',
      payload: {
        classId: (await classForCaller(ctx, 1)).klass.id,
        name: `Quiz ${ctx.unique()}`,
        questions: MIXED_QUESTIONS.slice(0, 2),
      },
    }),
  },
  teachPost('update', () => ({ setData: { name: `Renamed ${Math.random().toString(36).slice(2, 8)}` } })),
  teachPost('remove', () => ({})),
  teachPost('setting/update', () => ({ setData: { timeLimit: 15 } })),
  teachPost('updateAssignedStudents', ({ studentId }) => ({ students: [studentId] })),
  teachPost('extendTime', ({ studentId }) => ({ studentId, extraMinutes: 5 })),
  teachPost('unpublish', () => ({})),
  {
    route: 'POST /api/assessment/publish',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { assessment } = await assessmentForCaller(ctx);
      return {
        method: 'POST',
        url: '/api/assessment/publish',
        payload: { assessmentId: assessment.id, instituteId: assessment.instituteId },
      };
    },
  },
  readCase('read', true, everyone),
  readCase('read', false, staff),
  readCase('isPublished', true, everyone),
  readCase('isPublished', false, staff),
  readCase('setting/read', false, staff, 403),
  {
    // Answers {isAssessmentExists: false} (200) for what the caller may not open, another institute's
    // included: it reveals nothing, and the webview shows its not-available picture instead of an error.
    route: 'GET /api/assessment/isExist',
    scope: 'self',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/assessment/isExist?assessmentId=${(await assessmentForCaller(ctx)).assessment.id}`,
    }),
  },
  {
    route: 'GET /api/assessment/fetch',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/assessment/fetch?classId=${(await assessmentForCaller(ctx)).klass.id}`,
    }),
  },
  {
    route: 'GET /api/assessment/fetch-paginated',
    name: 'one class',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/assessment/fetch-paginated?classId=${(await assessmentForCaller(ctx)).klass.id}&filter=UNPUBLISHED`,
    }),
  },
  {
    route: 'GET /api/assessment/fetch-paginated',
    name: 'every class taught',
    scope: 'self',
    allowed: staff,
    request: async () => ({ method: 'GET', url: '/api/assessment/fetch-paginated?sort=NAME' }),
  },
]);
