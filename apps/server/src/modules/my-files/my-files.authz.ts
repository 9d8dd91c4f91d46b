import { type AuthzContext, defineAuthzCases, multipartFile, pngBytes } from '../../../test/authz';
import { lessons, myFiles } from '../../db/schema';
import { createFileStore } from '../../lib/file-store';

// My Files is a teacher's own: admins and teachers reach their own; students are refused by role.
const teachers = ['admin', 'instructor'] as const;

/** A row of the caller's My Files in ctx.institute (an upload with its stored file, or a deck). */
async function ownFile(ctx: AuthzContext, kind: 'FILE' | 'FLASHCARD' = 'FILE') {
  const png = pngBytes();
  const storedName =
    kind === 'FILE' ? await createFileStore(ctx.app.config.dataDir, 'my-files').save(png, 'image/png') : null;
  const [row] = await ctx.db
    .insert(myFiles)
    .values({
      instituteId: ctx.institute.id,
      ownerId: ctx.caller.user.id,
      kind,
      name: `file-${ctx.unique()}.png`,
      storedName,
      contentType: storedName ? 'image/png' : null,
      size: storedName ? png.length : 0,
      content: kind === 'FLASHCARD' ? { cards: [{ front: 'Hola', back: 'Hello' }] } : null,
    })
    .returning();
  return row!;
}

async function ownLesson(ctx: AuthzContext, space: 'CONTENT' | 'FILES') {
  const [row] = await ctx.db
    .insert(lessons)
    .values({
      instituteId: ctx.institute.id,
      ownerId: ctx.caller.user.id,
      space,
      lessonType: 'CONTENT',
      name: `Lesson ${ctx.unique()}`,
    })
    .returning();
  return row!;
}

const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });

export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/myFiles/fetch',
    scope: 'self',
    allowed: teachers,
    request: async () => get('/api/myFiles/fetch'),
  },
  {
    route: 'GET /api/myFiles/fetch-paginated',
    scope: 'self',
    allowed: teachers,
    request: async () => get('/api/myFiles/fetch-paginated?skip=0&limit=5'),
  },
  {
    route: 'GET /api/myFiles/get',
    scope: 'institute',
    allowed: teachers,
    request: async (ctx) => get(`/api/myFiles/get?fileId=${(await ownFile(ctx, 'FLASHCARD')).id}`),
  },
  {
    route: 'GET /api/myFiles/file/:id',
    scope: 'institute',
    allowed: teachers,
    request: async (ctx) => get(`/api/myFiles/file/${(await ownFile(ctx)).id}`),
  },
  {
    route: 'POST /api/myFiles/upload',
    scope: 'self',
    allowed: teachers,
    request: async () => ({
      method: 'POST',
      url: '/api/myFiles/upload',
      ...multipartFile('file', 'board.png', 'image/png', pngBytes()),
    }),
  },
  {
    route: 'POST /api/myFiles/update',
    scope: 'institute',
    allowed: teachers,
    request: async (ctx) =>
      post('/api/myFiles/update', {
        fileId: (await ownFile(ctx, 'FLASHCARD')).id,
        setData: { flashcards: [{ front: 'Uno', back: 'One' }] },
      }),
  },
  {
    route: 'POST /api/myFiles/rename',
    scope: 'institute',
    allowed: teachers,
    request: async (ctx) => post('/api/myFiles/rename', { fileId: (await ownFile(ctx)).id, name: `n-${ctx.unique()}` }),
  },
  {
    route: 'POST /api/myFiles/delete',
    scope: 'institute',
    allowed: teachers,
    request: async (ctx) => post('/api/myFiles/delete', { fileId: (await ownFile(ctx)).id }),
  },
  {
    route: 'POST /api/myFiles/add-flashcard',
    scope: 'self',
    allowed: teachers,
    request: async (ctx) =>
      post('/api/myFiles/add-flashcard', { name: `Deck ${ctx.unique()}`, cards: [{ front: 'chat', back: 'cat' }] }),
  },
  {
    route: 'POST /api/myFiles/add-quizcard',
    scope: 'self',
    allowed: teachers,
    request: async (ctx) =>
      post('/api/myFiles/add-quizcard', {
        name: `Quiz ${ctx.unique()}`,
        cards: [{ question: '2 + 2?', options: ['3', '4'], answer: 1 }],
      }),
  },
  {
    route: 'POST /api/myFiles/move-to-my-files',
    scope: 'institute',
    allowed: teachers,
    request: async (ctx) => post('/api/myFiles/move-to-my-files', { lessonId: (await ownLesson(ctx, 'CONTENT')).id }),
  },
  {
    route: 'POST /api/myFiles/move-lesson-to-content',
    scope: 'institute',
    allowed: teachers,
    request: async (ctx) =>
      post('/api/myFiles/move-lesson-to-content', { lessonId: (await ownLesson(ctx, 'FILES')).id }),
  },
]);
