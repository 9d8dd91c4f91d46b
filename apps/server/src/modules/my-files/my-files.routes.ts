import {
  MESSAGES,
  MY_FILES_MESSAGES as M,
  MY_FILES_UPLOAD,
  addFlashcardRoute,
  addQuizcardRoute,
  deleteMyFileRoute,
  fetchMyFilesPageRoute,
  fetchMyFilesRoute,
  getMyFileRoute,
  moveLessonToContentRoute,
  moveToMyFilesRoute,
  myFileContentRoute,
  renameMyFileRoute,
  updateMyFileRoute,
  uploadMyFileRoute,
} from '@bright/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition';
import { createFileStore } from '../../lib/file-store';
import { addRoute } from '../../lib/route';
import { moveLessonToContent, moveLessonToMyFiles } from './lesson-moves.service';
import { readUploadRequest } from './my-files-multipart';
import * as myFiles from './my-files.service';

/** Shown in place rather than downloaded: pictures and PDFs (the preview). */
const INLINE = /^(image\/|application\/pdf$)/;

export async function myFilesRoutes(app: FastifyInstance) {
  // Registered here, so multipart bodies are accepted by this module's routes only.
  await app.register(multipart, {
    limits: { fileSize: MY_FILES_UPLOAD.maxBytes, files: 2, fields: 4, parts: 6, headerPairs: 100 },
  });
  const files = createFileStore(app.config.dataDir, 'my-files');
  const context = (log: FastifyInstance['log']): myFiles.MyFilesContext => ({ db: app.db, files, log });

  addRoute(app, fetchMyFilesRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: { items: await myFiles.listItems(app.db, actor(), query) },
  }));

  addRoute(app, fetchMyFilesPageRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await myFiles.pageItems(app.db, actor(), query),
  }));

  addRoute(app, getMyFileRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await myFiles.getFile(app.db, actor(), query.fileId),
  }));

  addRoute(app, uploadMyFileRoute, async ({ actor, request }) => {
    const caller = actor();
    const input = await readUploadRequest(request);
    return { message: M.uploaded, data: await myFiles.uploadFile(context(request.log), caller, input) };
  });

  addRoute(app, myFileContentRoute, async ({ actor, params, reply, request }) => {
    const file = await myFiles.readContent(context(request.log), actor(), params.id);
    return reply
      .type(file.type)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(INLINE.test(file.type) ? 'inline' : 'attachment', file.name))
      .send(file.bytes);
  });

  addRoute(app, updateMyFileRoute, async ({ actor, body }) => ({
    message: M.updated,
    data: await myFiles.updateFile(app.db, actor(), body),
  }));

  addRoute(app, renameMyFileRoute, async ({ actor, body }) => ({
    message: M.renamed,
    data: await myFiles.renameFile(app.db, actor(), body.fileId, body.name),
  }));

  addRoute(app, deleteMyFileRoute, async ({ actor, body, request }) => ({
    message: M.deleted,
    data: await myFiles.deleteFile(context(request.log), actor(), body.fileId),
  }));

  addRoute(app, addFlashcardRoute, async ({ actor, body }) => ({
    message: M.flashcardsSaved,
    data: await myFiles.addCards(app.db, actor(), 'FLASHCARD', body),
  }));

  addRoute(app, addQuizcardRoute, async ({ actor, body }) => ({
    message: M.quizcardsSaved,
    data: await myFiles.addCards(app.db, actor(), 'QUIZCARD', body),
  }));

  addRoute(app, moveToMyFilesRoute, async ({ actor, body }) => ({
    message: M.movedToFiles,
    data: await moveLessonToMyFiles(app.db, actor(), body.lessonId),
  }));

  addRoute(app, moveLessonToContentRoute, async ({ actor, body }) => ({
    message: M.movedToContent,
    data: await moveLessonToContent(app.db, actor(), body.lessonId),
  }));
}
