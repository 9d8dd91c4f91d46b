import {
  MESSAGES,
  NOTEBOOK_MESSAGES as M,
  NOTEBOOK_UPLOAD,
  addTextSourceRoute,
  chatCompletionRoute,
  createNotebookFolderRoute,
  createNotebookRoute,
  createThreadRoute,
  deleteNotebookFolderRoute,
  deleteNotebookRoute,
  deleteSourceRoute,
  deleteThreadRoute,
  listNotebooksRoute,
  listThreadsRoute,
  readNotebookRoute,
  readSourceRoute,
  readThreadRoute,
  renameNotebookFolderRoute,
  searchNotebooksRoute,
  shareNotebookRoute,
  updateNotebookRoute,
  uploadSourceRoute,
} from '@bright/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { addRoute } from '../../lib/route';
import { createProviders } from '../ai';
import { chat } from './chat.service';
import * as notebooks from './notebooks.service';
import { searchPassages } from './search';
import { readSourceUpload } from './source-upload';
import * as sources from './sources.service';
import * as threads from './threads.service';
import { loadNotebookFor } from './notebooks.service';

/** AI notebooks and threads on the Learn-AI host (/api/learn-ai). */
export async function notebooksRoutes(app: FastifyInstance, options: { config: Config }) {
  // Registered here, so multipart bodies are accepted by this module's routes only.
  await app.register(multipart, { limits: { fileSize: NOTEBOOK_UPLOAD.maxBytes, files: 1, fields: 6, parts: 8 } });
  const db = app.db;
  // Answers come from the school's own AI service when its admin has set one, else the server's.
  const providers = createProviders(db, options.config);

  addRoute(app, listNotebooksRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await notebooks.listNotebooks(db, actor()),
  }));
  addRoute(app, createNotebookRoute, async ({ actor, body }) => ({
    message: M.created,
    data: await notebooks.createNotebook(db, actor(), body),
  }));
  addRoute(app, readNotebookRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await notebooks.readNotebook(db, actor(), query.notebookId),
  }));
  addRoute(app, updateNotebookRoute, async ({ actor, body }) => ({
    message: M.updated,
    data: await notebooks.updateNotebook(db, actor(), body),
  }));
  addRoute(app, deleteNotebookRoute, async ({ actor, body }) => ({
    message: M.deleted,
    data: await notebooks.deleteNotebook(db, actor(), body.notebookId),
  }));
  addRoute(app, shareNotebookRoute, async ({ actor, body }) => ({
    message: M.updated,
    data: await notebooks.shareNotebook(db, actor(), body.notebookId, body.classIds),
  }));
  addRoute(app, createNotebookFolderRoute, async ({ actor, body }) => ({
    message: M.folderCreated,
    data: await notebooks.createFolder(db, actor(), body.name),
  }));
  addRoute(app, renameNotebookFolderRoute, async ({ actor, body }) => ({
    message: M.folderUpdated,
    data: await notebooks.renameFolder(db, actor(), body.folderId, body.name),
  }));
  addRoute(app, deleteNotebookFolderRoute, async ({ actor, body }) => ({
    message: M.folderDeleted,
    data: await notebooks.deleteFolder(db, actor(), body.folderId),
  }));

  addRoute(app, addTextSourceRoute, async ({ actor, body }) => ({
    message: M.sourceAdded,
    data: await sources.addTextSource(db, actor(), body),
  }));
  addRoute(app, uploadSourceRoute, async ({ actor, request }) => {
    const caller = actor();
    return { message: M.sourceAdded, data: await sources.uploadSource(db, caller, await readSourceUpload(request)) };
  });
  addRoute(app, readSourceRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await sources.readSource(db, actor(), query.sourceId),
  }));
  addRoute(app, deleteSourceRoute, async ({ actor, body }) => ({
    message: M.sourceDeleted,
    data: await sources.deleteSource(db, actor(), body.sourceId),
  }));

  addRoute(app, searchNotebooksRoute, async ({ actor, query }) => {
    const caller = actor();
    if (query.notebookId) await loadNotebookFor(db, caller, query.notebookId, 'read');
    const teaches = caller.roles.includes('admin') || caller.roles.includes('instructor');
    const scope = query.notebookId
      ? { notebookId: query.notebookId }
      : teaches
        ? { ownerId: caller.userId, instituteId: caller.instituteId ?? '' }
        : { learnerId: caller.userId };
    return { message: MESSAGES.ok, data: { hits: await searchPassages(db, scope, query.q) } };
  });

  addRoute(app, listThreadsRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: { threads: await threads.listThreads(db, actor(), query) },
  }));
  addRoute(app, createThreadRoute, async ({ actor, body }) => ({
    message: M.threadCreated,
    data: await threads.createThread(db, actor(), body),
  }));
  addRoute(app, readThreadRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await threads.readThread(db, actor(), query.threadId),
  }));
  addRoute(app, deleteThreadRoute, async ({ actor, body }) => ({
    message: M.threadDeleted,
    data: await threads.deleteThread(db, actor(), body.threadId),
  }));
  addRoute(app, chatCompletionRoute, async ({ actor, body, reply, request }) => {
    const caller = actor();
    await chat({ db, engine: await providers.engineFor(caller.instituteId), log: request.log }, caller, body, reply);
    return reply as never;
  });
}
