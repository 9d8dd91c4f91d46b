import {
  InsertFilesFields,
  MESSAGES,
  QUESTION_FILES,
  QUESTION_IMAGE,
  QUESTION_ROUTE_MESSAGES as M,
  UploadImageFields,
  UploadOptionImageFields,
  addAnswerRubricRoute,
  addCuratedToAssessmentRoute,
  addQuestionRoute,
  addToBankRoute,
  createQuestionRoute,
  createTopicRoute,
  curatedTopicsRoute,
  duplicateQuestionRoute,
  fetchBankViaTopicRoute,
  fetchCuratedViaTopicRoute,
  fetchQuestionsRoute,
  importFromBankRoute,
  importGeneratedRoute,
  insertQuestionFilesRoute,
  questionFileRoute,
  questionImageRoute,
  readAnswerRubricRoute,
  readQuestionRoute,
  removeQuestionFilesRoute,
  removeQuestionRoute,
  removeUploadedImageRoute,
  reorderQuestionsRoute,
  topicsHierarchyRoute,
  updateCorrectOptionRoute,
  updateQuestionRoute,
  updateTopicRoute,
  uploadOptionImageRoute,
  uploadQuestionImageRoute,
} from '@bright/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition';
import { createFileStore } from '../../lib/file-store';
import { addRoute } from '../../lib/route';
import * as banks from './banks.service';
import { ensureCuratedQuestions } from './curated.seed';
import type { QuestionContext } from './question-access';
import * as files from './question-files.service';
import { readUpload } from './question-multipart';
import * as questions from './questions.service';
import * as topics from './topics.service';

const IMAGE_UPLOAD = {
  fileField: QUESTION_IMAGE.field,
  maxFiles: 1,
  maxBytes: QUESTION_IMAGE.maxBytes,
  tooLarge: M.imageTooLarge,
  tooMany: `${M.unknownField}: ${QUESTION_IMAGE.field}`,
  missingFile: M.providePhoto,
};

function sendFile(reply: FastifyReply, file: files.ServedFile) {
  const inline = /^(image|audio)\//.test(file.contentType);
  return reply
    .type(file.contentType)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName))
    .send(file.bytes);
}

export async function questionRoutes(app: FastifyInstance) {
  // Registered here, so multipart bodies are accepted by this module's routes only; each upload sets its limits.
  await app.register(multipart, {
    limits: { fileSize: QUESTION_FILES.maxBytes, files: QUESTION_FILES.maxFiles + 1, fields: 10, parts: 25 },
  });
  const db = app.db;
  const store = createFileStore(app.config.dataDir, 'questions');
  const ctx = (log: FastifyInstance['log']): QuestionContext => ({ db, files: store, log });

  // The curated topics and questions exist on every database (seeded once, idempotently).
  app.addHook('onReady', async () => {
    await db.transaction((tx) => ensureCuratedQuestions(tx));
  });

  addRoute(app, createQuestionRoute, async ({ actor, body }) => ({
    message: M.created,
    data: await questions.createQuestion(db, actor(), body),
  }));
  addRoute(app, duplicateQuestionRoute, async ({ actor, body, request }) => ({
    message: M.duplicated,
    data: await questions.duplicateQuestion(ctx(request.log), actor(), body.questionId),
  }));
  addRoute(app, readQuestionRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await questions.readQuestion(db, actor(), query.questionId),
  }));
  addRoute(app, fetchQuestionsRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await questions.fetchQuestions(db, actor(), query.assessmentId),
  }));
  addRoute(app, updateQuestionRoute, async ({ actor, body, request }) => {
    const data = await questions.updateQuestion(ctx(request.log), actor(), body);
    return { message: data ? M.updated : M.skipped, data };
  });
  addRoute(app, removeQuestionRoute, async ({ actor, body, request }) => ({
    message: M.removed,
    data: await questions.removeQuestion(ctx(request.log), actor(), body.questionId),
  }));
  addRoute(app, reorderQuestionsRoute, async ({ actor, body }) => ({
    message: M.reordered,
    data: await questions.reorderQuestions(db, actor(), body),
  }));
  addRoute(app, updateCorrectOptionRoute, async ({ actor, body }) => ({
    message: M.updated,
    data: await questions.updateCorrectOption(db, actor(), body),
  }));
  addRoute(app, addQuestionRoute, async ({ actor, body, request }) => ({
    message: M.added,
    data: await questions.addQuestion(ctx(request.log), actor(), body.body),
  }));
  addRoute(app, addAnswerRubricRoute, async ({ actor, body }) => ({
    message: M.answerRubricSaved,
    data: await questions.saveAnswerRubric(db, actor(), body.body),
  }));
  addRoute(app, readAnswerRubricRoute, async ({ actor, params }) => ({
    message: MESSAGES.ok,
    data: await questions.readAnswerRubric(db, actor(), params.id),
  }));

  // Files
  addRoute(app, uploadQuestionImageRoute, async ({ actor, request }) => {
    const caller = actor();
    const input = await readUpload(request, { ...IMAGE_UPLOAD, fields: UploadImageFields });
    return { message: M.imageUploaded, data: await files.uploadImage(ctx(request.log), caller, input) };
  });
  addRoute(app, removeUploadedImageRoute, async ({ actor, body, request }) => ({
    message: M.imageRemoved,
    data: await files.removeImage(ctx(request.log), actor(), body.questionId),
  }));
  addRoute(app, insertQuestionFilesRoute, async ({ actor, request }) => {
    const caller = actor();
    const input = await readUpload(request, {
      fileField: QUESTION_FILES.field,
      maxFiles: QUESTION_FILES.maxFiles,
      maxBytes: QUESTION_FILES.maxBytes,
      tooLarge: M.fileTooLarge,
      tooMany: M.tooManyFiles,
      missingFile: M.provideFiles,
      fields: InsertFilesFields,
    });
    return { message: M.filesInserted, data: await files.insertFiles(ctx(request.log), caller, input) };
  });
  addRoute(app, removeQuestionFilesRoute, async ({ actor, body, request }) => ({
    message: M.filesRemoved,
    data: await files.removeFiles(ctx(request.log), actor(), body),
  }));
  addRoute(app, uploadOptionImageRoute, async ({ actor, request }) => {
    const caller = actor();
    const input = await readUpload(request, { ...IMAGE_UPLOAD, fields: UploadOptionImageFields });
    return { message: M.imageUploaded, data: await files.uploadOptionImage(ctx(request.log), caller, input) };
  });
  addRoute(app, questionImageRoute, async ({ actor, params, reply, request }) =>
    sendFile(reply, await files.readImage(ctx(request.log), actor(), params.questionId)),
  );
  addRoute(app, questionFileRoute, async ({ actor, params, reply, request }) =>
    sendFile(reply, await files.readFile(ctx(request.log), actor(), params.fileId)),
  );

  // Topics
  addRoute(app, updateTopicRoute, async ({ actor, body }) => ({
    message: M.topicUpdated,
    data: await topics.updateQuestionTopic(db, actor(), body),
  }));
  addRoute(app, topicsHierarchyRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await topics.topicsTree(db, actor(), query.instituteId),
  }));
  addRoute(app, createTopicRoute, async ({ actor, body }) => ({
    message: M.topicCreated,
    data: await topics.createTopic(db, actor(), body),
  }));

  // Banks and curated questions
  addRoute(app, fetchBankViaTopicRoute, async ({ actor, query, request }) => ({
    message: MESSAGES.ok,
    data: await banks.fetchBank(ctx(request.log), actor(), query.topicId),
  }));
  addRoute(app, addToBankRoute, async ({ actor, body, request }) => ({
    message: M.savedToBank,
    data: await banks.addToBank(ctx(request.log), actor(), body),
  }));
  addRoute(app, fetchCuratedViaTopicRoute, async ({ actor, query, request }) => ({
    message: MESSAGES.ok,
    data: await banks.fetchCurated(ctx(request.log), actor(), query.topicId),
  }));
  addRoute(app, addCuratedToAssessmentRoute, async ({ actor, body, request }) => ({
    message: M.imported,
    data: await banks.addCurated(ctx(request.log), actor(), body),
  }));
  addRoute(app, curatedTopicsRoute, async ({ actor, request }) => ({
    message: MESSAGES.ok,
    data: await banks.curatedTopics(ctx(request.log), actor()),
  }));
  addRoute(app, importFromBankRoute, async ({ actor, body, request }) => ({
    message: M.imported,
    data: await banks.importFromBank(ctx(request.log), actor(), body),
  }));
  addRoute(app, importGeneratedRoute, async ({ actor, body, request }) => ({
    message: M.imported,
    data: await banks.importGenerated(ctx(request.log), actor(), body),
  }));
}
