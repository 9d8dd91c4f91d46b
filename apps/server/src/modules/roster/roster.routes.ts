import {
  MESSAGES,
  ROSTER_EXAMPLE_ROWS,
  ROSTER_LIMITS,
  ROSTER_MESSAGES,
  rosterExampleRoute,
  rosterImportRoute,
  rosterPreviewRoute,
} from '@bright/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import { exampleCsv } from './roster.csv';
import * as roster from './roster.service';
import { readRosterUpload } from './roster.upload';

export async function rosterRoutes(app: FastifyInstance) {
  // Registered here, so multipart bodies are accepted by this module's routes only.
  await app.register(multipart, {
    limits: { fileSize: ROSTER_LIMITS.maxBytes, files: 2, fields: 5, parts: 8, headerPairs: 100 },
  });
  const db = app.db;

  addRoute(app, rosterPreviewRoute, async ({ actor, request }) => {
    const caller = actor();
    return { message: MESSAGES.ok, data: await roster.previewRoster(db, caller, await readRosterUpload(request)) };
  });

  addRoute(app, rosterImportRoute, async ({ actor, request }) => {
    const caller = actor();
    const ctx = { db, mailer: app.mailer, appUrl: app.config.appUrl, log: request.log };
    const data = await roster.importRoster(ctx, caller, await readRosterUpload(request));
    return { message: ROSTER_MESSAGES.imported(data.total), data };
  });

  addRoute(app, rosterExampleRoute, async ({ actor, reply }) => {
    actor();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="students-example.csv"')
      .send(Buffer.from(exampleCsv(ROSTER_EXAMPLE_ROWS), 'utf8'));
  });
}
