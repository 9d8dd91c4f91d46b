import { type AuthzContext, type AuthzRequest, defineAuthzCases } from '../../../test/authz';
import { classForCaller } from '../../../test/authz/class-for-caller';
import { buildFolder, buildLesson, publishTo } from '../../../test/lesson-factories';

const staff = ['admin', 'instructor'] as const;
const everyone = ['admin', 'instructor', 'learner'] as const;

/** A fresh lesson of the caller's in ctx.institute (for another institute's caller: theirs, in A, so 404). */
const ownLesson = (ctx: AuthzContext, extra: Partial<Parameters<typeof buildLesson>[1]> = {}) =>
  buildLesson(ctx.db, { ownerId: ctx.caller.user.id, instituteId: ctx.institute.id, ...extra });

const ownFolder = (ctx: AuthzContext, extra: Partial<Parameters<typeof buildFolder>[1]> = {}) =>
  buildFolder(ctx.db, { ownerId: ctx.caller.user.id, instituteId: ctx.institute.id, ...extra });

/** Another teacher's lesson of the same institute, published nowhere. */
const othersLesson = async (ctx: AuthzContext) =>
  buildLesson(ctx.db, { ownerId: (await ctx.member(['instructor'])).user.id, instituteId: ctx.institute.id });

/** A lesson published to a class the caller is in (a teacher: their own lesson; an admin: as admin). */
async function publishedToCallersClass(ctx: AuthzContext) {
  const { klass, teacher } = await classForCaller(ctx);
  const lesson = await buildLesson(ctx.db, { ownerId: teacher.id, instituteId: ctx.institute.id });
  await publishTo(ctx.db, lesson.id, klass.id);
  return { klass, lesson };
}

const post = (url: string, payload: object): AuthzRequest => ({ method: 'POST', url, payload });
const get = (url: string): AuthzRequest => ({ method: 'GET', url });

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/flow/addIWB',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/flow/addIWB', {
        name: `Lesson ${ctx.unique()}`,
        parentId: (await ownFolder(ctx)).id,
        slides: [{}, {}],
      }),
  },
  {
    // Without class_id: the caller's own lessons, a teacher's thing.
    route: 'GET /api/flow/getWhiteBoard',
    name: 'own lessons',
    scope: 'self',
    allowed: staff,
    request: async () => get('/api/flow/getWhiteBoard'),
  },
  {
    route: 'GET /api/flow/getWhiteBoard',
    name: "a class's published lessons",
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => get(`/api/flow/getWhiteBoard?class_id=${(await publishedToCallersClass(ctx)).klass.id}`),
  },
  {
    route: 'GET /api/flow/getWhiteBoardInfo/:id',
    name: 'published to the caller',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => get(`/api/flow/getWhiteBoardInfo/${(await publishedToCallersClass(ctx)).lesson.id}`),
  },
  {
    // Another teacher's draft: nobody else reads it, not even an admin.
    route: 'GET /api/flow/getWhiteBoardInfo/:id',
    name: "another teacher's draft",
    scope: 'institute',
    allowed: [],
    request: async (ctx) => get(`/api/flow/getWhiteBoardInfo/${(await othersLesson(ctx)).id}`),
  },
  {
    route: 'POST /api/flow/publishIwb',
    name: 'own lesson',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { klass } = await classForCaller(ctx);
      return post('/api/flow/publishIwb', { flow_id: (await ownLesson(ctx)).id, class_id: klass.id, isPublic: true });
    },
  },
  {
    route: 'POST /api/flow/publishIwb',
    name: "another teacher's lesson",
    scope: 'institute',
    allowed: [],
    request: async (ctx) => {
      const { klass } = await classForCaller(ctx);
      return post('/api/flow/publishIwb', {
        flow_id: (await othersLesson(ctx)).id,
        class_id: klass.id,
        isPublic: true,
      });
    },
  },
  {
    route: 'POST /api/flow/removeIwb',
    name: 'own lesson',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => post('/api/flow/removeIwb', { flow_id: (await ownLesson(ctx)).id }),
  },
  {
    route: 'POST /api/flow/removeIwb',
    name: "another teacher's lesson",
    scope: 'institute',
    allowed: [],
    request: async (ctx) => post('/api/flow/removeIwb', { flow_id: (await othersLesson(ctx)).id }),
  },
  {
    route: 'POST /api/flow/renameIwb',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => post('/api/flow/renameIwb', { flow_id: (await ownLesson(ctx)).id, name: ctx.unique() }),
  },
  {
    route: 'GET /api/flow/lessonsAlreadyLiveWithName/:id',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => get(`/api/flow/lessonsAlreadyLiveWithName/${(await ownLesson(ctx)).id}`),
  },
  {
    route: 'POST /api/flow/duplicateIWB',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => post('/api/flow/duplicateIWB', { flow_id: (await ownLesson(ctx)).id }),
  },
  {
    route: 'POST /api/flow/updateLessonType',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/flow/updateLessonType', { flow_id: (await ownLesson(ctx)).id, lessonType: 'CONTENT' }),
  },
  {
    route: 'GET /api/v2/flow/getWhiteBoard',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => get(`/api/v2/flow/getWhiteBoard?folderId=${(await ownFolder(ctx)).id}`),
  },
  {
    route: 'GET /api/v2/flow/get-whiteboard-by-flow-id',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) =>
      get(`/api/v2/flow/get-whiteboard-by-flow-id?flow_id=${(await publishedToCallersClass(ctx)).lesson.id}`),
  },
  {
    route: 'GET /api/v2/flow/search',
    scope: 'self',
    allowed: staff,
    request: async () => get('/api/v2/flow/search?query=lesson'),
  },
  {
    route: 'GET /api/v2/flow/getWhiteBoard-paginated',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => get(`/api/v2/flow/getWhiteBoard-paginated?folderId=${(await ownFolder(ctx)).id}`),
  },
  {
    route: 'POST /api/v2/flow/move-to-folder',
    name: 'a lesson',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/v2/flow/move-to-folder', { flow_id: (await ownLesson(ctx)).id, parentId: (await ownFolder(ctx)).id }),
  },
  {
    route: 'POST /api/v2/flow/move-to-folder',
    name: 'a folder',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/v2/flow/move-to-folder', {
        folder_id: (await ownFolder(ctx)).id,
        parentId: (await ownFolder(ctx)).id,
      }),
  },
  {
    route: 'POST /api/v2/flow/replace',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const taken = await ownLesson(ctx);
      const renamed = await ownLesson(ctx);
      return post('/api/v2/flow/replace', { action: 'rename', flow_id: renamed.id, name: taken.name });
    },
  },
  {
    route: 'POST /api/v2/flow/keep-both',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const taken = await ownLesson(ctx);
      const renamed = await ownLesson(ctx);
      return post('/api/v2/flow/keep-both', { action: 'rename', flow_id: renamed.id, name: taken.name });
    },
  },
  {
    route: 'POST /api/v2/flow/move-content-lessons-to-my-files',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/v2/flow/move-content-lessons-to-my-files', {
        flow_ids: [(await ownLesson(ctx, { lessonType: 'CONTENT' })).id],
      }),
  },
  {
    route: 'POST /api/v2/folder',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/v2/folder', { name: `Unit ${ctx.unique()}`, parentId: (await ownFolder(ctx)).id }),
  },
  {
    route: 'GET /api/v2/folder',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => get(`/api/v2/folder?id=${(await ownFolder(ctx)).id}`),
  },
  {
    route: 'POST /api/v2/folder/rename',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) =>
      post('/api/v2/folder/rename', { id: (await ownFolder(ctx)).id, name: `Unit ${ctx.unique()}` }),
  },
  {
    route: 'GET /api/v2/folder/hierarchy',
    scope: 'self',
    allowed: staff,
    request: async () => get('/api/v2/folder/hierarchy?space=CONTENT'),
  },
  {
    route: 'DELETE /api/v2/folder/:id',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({ method: 'DELETE', url: `/api/v2/folder/${(await ownFolder(ctx)).id}` }),
  },
]);
