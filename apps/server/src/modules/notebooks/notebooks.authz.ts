import type { Role } from '@bright/contracts';
import { sql } from 'drizzle-orm';
import { type AuthzCase, type AuthzContext, defineAuthzCases, multipartFile } from '../../../test/authz';
import { matrixLicence } from '../../../test/authz/licence-support';
import { notebookFolders, notebookPassages, notebookSources, notebookThreads, notebooks } from '../../db/schema';
import { PHOTOSYNTHESIS } from './test-support';

// A notebook is its owner's: every case acts on the caller's own, in ctx.institute (so another institute's
// caller gets 404). Writing is for teachers by role; reading, asking and threads for any owner or reader.
const everyone = ['admin', 'instructor', 'learner'] as const;
const teachers = ['admin', 'instructor'] as const;

async function ownNotebook(ctx: AuthzContext) {
  const [notebook] = await ctx.db
    .insert(notebooks)
    .values({ instituteId: ctx.institute.id, ownerId: ctx.caller.user.id, name: `Notebook ${ctx.unique()}` })
    .returning();
  const [source] = await ctx.db
    .insert(notebookSources)
    .values({ notebookId: notebook!.id, kind: 'user', title: 'Plants', language: 'en', bytes: PHOTOSYNTHESIS.length })
    .returning();
  await ctx.db.insert(notebookPassages).values({
    sourceId: source!.id,
    notebookId: notebook!.id,
    ownerId: ctx.caller.user.id,
    ordinal: 0,
    text: PHOTOSYNTHESIS,
    config: 'english',
    tsv: sql`to_tsvector('english', ${PHOTOSYNTHESIS})`,
  } as never);
  return { notebook: notebook!, source: source! };
}

async function ownThread(ctx: AuthzContext) {
  const { notebook } = await ownNotebook(ctx);
  const [thread] = await ctx.db
    .insert(notebookThreads)
    .values({ notebookId: notebook.id, userId: ctx.caller.user.id, title: 'Plants', mode: 'GENERAL' })
    .returning();
  return thread!;
}

async function ownFolder(ctx: AuthzContext) {
  const [folder] = await ctx.db
    .insert(notebookFolders)
    .values({ instituteId: ctx.institute.id, ownerId: ctx.caller.user.id, name: `Folder ${ctx.unique()}` })
    .returning();
  return folder!;
}

const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });

const own = (route: string, allowed: readonly Role[], request: AuthzCase['request']): AuthzCase => ({
  route,
  scope: 'institute',
  allowed,
  request,
});

export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/learn-ai/notebooks',
    scope: 'self',
    allowed: everyone,
    request: async () => get('/api/learn-ai/notebooks'),
  },
  {
    route: 'POST /api/learn-ai/notebooks',
    scope: 'self',
    allowed: teachers,
    request: async () => post('/api/learn-ai/notebooks', { name: 'Biology' }),
  },
  {
    route: 'GET /api/learn-ai/notebooks/search',
    scope: 'self',
    allowed: everyone,
    request: async () => get('/api/learn-ai/notebooks/search?q=chlorophyll'),
  },
  {
    route: 'GET /api/learn-ai/threads',
    scope: 'self',
    allowed: everyone,
    request: async () => get('/api/learn-ai/threads'),
  },
  {
    route: 'POST /api/learn-ai/notebooks/folders/create',
    scope: 'self',
    allowed: teachers,
    request: async () => post('/api/learn-ai/notebooks/folders/create', { name: 'Science' }),
  },
  own('GET /api/learn-ai/notebooks/read', everyone, async (ctx) =>
    get(`/api/learn-ai/notebooks/read?notebookId=${(await ownNotebook(ctx)).notebook.id}`),
  ),
  own('POST /api/learn-ai/notebooks/update', teachers, async (ctx) =>
    post('/api/learn-ai/notebooks/update', { notebookId: (await ownNotebook(ctx)).notebook.id, name: 'Renamed' }),
  ),
  own('POST /api/learn-ai/notebooks/delete', teachers, async (ctx) =>
    post('/api/learn-ai/notebooks/delete', { notebookId: (await ownNotebook(ctx)).notebook.id }),
  ),
  own('POST /api/learn-ai/notebooks/share', teachers, async (ctx) =>
    post('/api/learn-ai/notebooks/share', { notebookId: (await ownNotebook(ctx)).notebook.id, classIds: [] }),
  ),
  own('POST /api/learn-ai/notebooks/folders/rename', teachers, async (ctx) =>
    post('/api/learn-ai/notebooks/folders/rename', { folderId: (await ownFolder(ctx)).id, name: 'Renamed' }),
  ),
  own('POST /api/learn-ai/notebooks/folders/delete', teachers, async (ctx) =>
    post('/api/learn-ai/notebooks/folders/delete', { folderId: (await ownFolder(ctx)).id }),
  ),
  own('POST /api/learn-ai/notebooks/sources/text', teachers, async (ctx) =>
    post('/api/learn-ai/notebooks/sources/text', {
      notebookId: (await ownNotebook(ctx)).notebook.id,
      title: 'More',
      text: PHOTOSYNTHESIS,
    }),
  ),
  own('POST /api/learn-ai/notebooks/sources/upload', teachers, async (ctx) => {
    const { notebook } = await ownNotebook(ctx);
    const vtt = Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nHello class\n');
    const file = multipartFile('file', 'lesson.vtt', 'text/vtt', vtt);
    const boundary = file.contentType.split('boundary=')[1]!;
    const field = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="notebookId"\r\n\r\n${notebook.id}\r\n`,
    );
    return {
      method: 'POST',
      url: '/api/learn-ai/notebooks/sources/upload',
      payload: Buffer.concat([field, file.payload]),
      contentType: file.contentType,
    };
  }),
  own('GET /api/learn-ai/notebooks/sources/read', everyone, async (ctx) =>
    get(`/api/learn-ai/notebooks/sources/read?sourceId=${(await ownNotebook(ctx)).source.id}`),
  ),
  own('POST /api/learn-ai/notebooks/sources/delete', teachers, async (ctx) =>
    post('/api/learn-ai/notebooks/sources/delete', { sourceId: (await ownNotebook(ctx)).source.id }),
  ),
  own('POST /api/learn-ai/threads', everyone, async (ctx) =>
    post('/api/learn-ai/threads', { notebookId: (await ownNotebook(ctx)).notebook.id }),
  ),
  own('GET /api/learn-ai/threads/read', everyone, async (ctx) =>
    get(`/api/learn-ai/threads/read?threadId=${(await ownThread(ctx)).id}`),
  ),
  own('POST /api/learn-ai/threads/delete', everyone, async (ctx) =>
    post('/api/learn-ai/threads/delete', { threadId: (await ownThread(ctx)).id }),
  ),
  own('POST /api/learn-ai/chat-completion/bright-ai', everyone, async (ctx) => {
    await matrixLicence(ctx);
    return post('/api/learn-ai/chat-completion/bright-ai', {
      notebookId: (await ownNotebook(ctx)).notebook.id,
      question: 'What does chlorophyll absorb?',
    });
  }),
]);
