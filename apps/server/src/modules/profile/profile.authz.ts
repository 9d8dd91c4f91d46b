import { PROFILE_PICTURE } from '@bright/contracts';
import { type AuthzContext, defineAuthzCases, multipartFile, pngBytes } from '../../../test/authz';

const everyone = ['admin', 'instructor', 'learner'] as const;
const picture = () => multipartFile(PROFILE_PICTURE.field, 'me.png', 'image/png', pngBytes());

/** A fresh member of ctx.institute who has uploaded a picture (through the real route). */
async function memberWithPicture(ctx: AuthzContext) {
  const member = await ctx.member(['learner']);
  const upload = picture();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/profile/picture',
    payload: upload.payload,
    headers: { 'content-type': upload.contentType, access_token: await ctx.session(member) },
  });
  if (response.statusCode !== 200) throw new Error(`picture upload failed: ${response.statusCode} ${response.body}`);
  return member;
}

export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/teacher/teacherInfo',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'GET', url: '/api/teacher/teacherInfo' }),
  },
  {
    route: 'POST /api/profile/update',
    scope: 'self',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/profile/update',
      payload: { firstName: ctx.caller.user.firstName },
    }),
  },
  {
    route: 'POST /api/profile/picture',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'POST', url: '/api/profile/picture', ...picture() }),
  },
  {
    // Any member of the same institute sees a member's picture (a student's too).
    route: 'GET /api/profile/picture/:userId',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({ method: 'GET', url: `/api/profile/picture/${(await memberWithPicture(ctx)).user.id}` }),
  },
  {
    route: 'POST /api/admin/saveUserLanguage',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'POST', url: '/api/admin/saveUserLanguage', payload: { language: 'en' } }),
  },
  {
    route: 'GET /api/admin/getUserLanguage',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'GET', url: '/api/admin/getUserLanguage' }),
  },
]);
