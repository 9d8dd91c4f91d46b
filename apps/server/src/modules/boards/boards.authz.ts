import { ROLES } from '@bright/contracts';
import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { multipartFile, pngBytes } from '../../../test/authz/uploads';
import { buildMyFile, lessonForCaller } from './board-fixtures';
import { setBackground } from './boards.queries';

const staff = ['admin', 'instructor'] as const;

async function pageOfCaller(ctx: AuthzContext) {
  const { lesson, pages } = await lessonForCaller(ctx, 3);
  return { lessonId: lesson.id, pageId: pages[1]!.id, pages };
}

/** A lesson whose second page shows a picture of its owner's. */
async function lessonWithPicture(ctx: AuthzContext) {
  const { lesson, pages } = await lessonForCaller(ctx);
  const file = await buildMyFile(ctx.db, ctx.institute.id, lesson.ownerId, {
    dataDir: ctx.app.config.dataDir,
    bytes: pngBytes(),
  });
  await setBackground(ctx.db, pages[1]!.id, { kind: 'image', fileId: file.id });
  return { lesson, file };
}

const post = (url: string) => async (payload: Record<string, unknown>) => ({ method: 'POST' as const, url, payload });

export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/board/recent',
    scope: 'self',
    allowed: ROLES,
    request: async () => ({ method: 'GET', url: '/api/board/recent' }),
  },
  {
    // The owner writes; a student of a class the lesson is published to reads.
    route: 'GET /api/board/lesson/:lessonId',
    scope: 'institute',
    allowed: ROLES,
    request: async (ctx) => ({ method: 'GET', url: `/api/board/lesson/${(await lessonForCaller(ctx)).lesson.id}` }),
  },
  {
    route: 'GET /api/board/lesson/:lessonId/pages/:pageId/state',
    scope: 'institute',
    allowed: ROLES,
    request: async (ctx) => {
      const { lessonId, pageId } = await pageOfCaller(ctx);
      return { method: 'GET', url: `/api/board/lesson/${lessonId}/pages/${pageId}/state` };
    },
  },
  {
    route: 'GET /api/board/lesson/:lessonId/files/:fileId',
    scope: 'institute',
    allowed: ROLES,
    request: async (ctx) => {
      const { lesson, file } = await lessonWithPicture(ctx);
      return { method: 'GET', url: `/api/board/lesson/${lesson.id}/files/${file.id}` };
    },
  },
  {
    route: 'POST /api/board/pages/add',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => post('/api/board/pages/add')({ lessonId: (await pageOfCaller(ctx)).lessonId }),
  },
  {
    route: 'POST /api/board/pages/reorder',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { lessonId, pages } = await pageOfCaller(ctx);
      return post('/api/board/pages/reorder')({ lessonId, pageIds: pages.map((page) => page.id).reverse() });
    },
  },
  ...(['duplicate', 'delete', 'clear'] as const).map((action) => ({
    route: `POST /api/board/pages/${action}`,
    scope: 'institute' as const,
    allowed: staff,
    request: async (ctx: AuthzContext) => post(`/api/board/pages/${action}`)(await pageIds(ctx)),
  })),
  {
    route: 'POST /api/board/pages/background',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { lessonId, pageId } = await pageOfCaller(ctx);
      const file = await buildMyFile(ctx.db, ctx.institute.id, ctx.caller.user.id);
      return post('/api/board/pages/background')({ lessonId, pageId, background: { kind: 'image', fileId: file.id } });
    },
  },
  {
    route: 'POST /api/board/present',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => post('/api/board/present')(await pageIds(ctx)),
  },
  {
    route: 'POST /api/board/files',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { lessonId } = await pageOfCaller(ctx);
      const upload = multipartFile('file', 'picture.png', 'image/png', pngBytes());
      const withLesson = Buffer.concat([
        Buffer.from(
          `--${boundaryOf(upload.contentType)}\r\nContent-Disposition: form-data; name="lessonId"\r\n\r\n${lessonId}\r\n`,
        ),
        upload.payload,
      ]);
      return { method: 'POST', url: '/api/board/files', payload: withLesson, contentType: upload.contentType };
    },
  },
]);

async function pageIds(ctx: AuthzContext) {
  const { lessonId, pageId } = await pageOfCaller(ctx);
  return { lessonId, pageId };
}

const boundaryOf = (contentType: string) => contentType.split('boundary=')[1]!;
