import { IMPORT_LIMITS, INTEROP_MESSAGES, exportQtiRoute, importQuestionsRoute } from '@bright/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition';
import { addRoute } from '../../lib/route';
import { exportQti, importQuestions, type InteropContext } from './assessment-interop.service';
import { readImportRequest } from './interop-multipart';
import { createFileStore } from '../../lib/file-store';

/** An assessment's name as a file name: without the characters file systems refuse. */
const portableName = (name: string) => name.replace(/["\\/:;*?<>|]/g, '_');

export async function assessmentInteropRoutes(app: FastifyInstance) {
  // Registered here, so multipart bodies are accepted by this module's routes only.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 3, parts: 5, headerPairs: 100 },
  });
  const ctx: InteropContext = { db: app.db, files: createFileStore(app.config.dataDir, 'questions') };

  addRoute(app, exportQtiRoute, async ({ actor, query, reply }) => {
    const file = await exportQti(ctx, actor(), query.assessmentId);
    return reply
      .type('application/zip')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition('attachment', portableName(file.fileName)))
      .send(Buffer.from(file.bytes));
  });

  addRoute(app, importQuestionsRoute, async ({ actor, request }) => {
    const caller = actor();
    const input = await readImportRequest(request);
    const data = await importQuestions(ctx, caller, input);
    return { message: input.dryRun ? INTEROP_MESSAGES.previewed : INTEROP_MESSAGES.imported, data };
  });
}
