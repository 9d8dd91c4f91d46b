import {
  MESSAGES,
  RESPONSE_MESSAGES,
  assessmentBloomReportRoute,
  assessmentResultCsvRoute,
  assessmentResultRoute,
  fetchResponsesRoute,
  generateReportRoute,
  myAssessmentsRoute,
  toGradeRoute,
  readResponseRoute,
  responseBloomReportRoute,
  responseReportPdfRoute,
  responseResultRoute,
  saveAnswerRoute,
  submitResponseRoute,
  updateQuestionScoreRoute,
  updateReportRoute,
  updateResponseScoreRoute,
  updateResponseStatusRoute,
} from '@bright/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition';
import { createAnswerWriter } from './answer-writer';
import { assessmentsToGrade } from './to-grade.service';
import { addRoute } from '../../lib/route';
import * as grading from './grading.service';
import * as results from './results.service';
import * as taking from './taking.service';

/** An attachment's name, ASCII for old clients and UTF-8 for the rest. */
function attachment(reply: FastifyReply, type: string, filename: string, body: Buffer) {
  return reply.type(type).header('content-disposition', contentDisposition('attachment', filename)).send(body);
}

export async function assessmentResponseRoutes(app: FastifyInstance) {
  const db = app.db;
  const ok = <T>(data: T) => ({ message: MESSAGES.ok, data });
  const answers = createAnswerWriter(db);

  addRoute(app, readResponseRoute, async ({ actor, query }) => ok(await taking.readResponse(db, actor(), query)));

  addRoute(app, saveAnswerRoute, async ({ actor, body }) => ({
    message: RESPONSE_MESSAGES.answerSaved,
    data: await answers.save(actor(), body),
  }));

  addRoute(app, submitResponseRoute, async ({ actor, body }) => ({
    message: RESPONSE_MESSAGES.submitted,
    data: await answers.submit(actor(), body.assessmentResponseId),
  }));

  addRoute(app, myAssessmentsRoute, async ({ actor, query }) =>
    ok(await taking.myAssessments(db, actor(), query.classId)),
  );

  addRoute(app, toGradeRoute, async ({ actor }) => ok(await assessmentsToGrade(db, actor())));

  addRoute(app, updateQuestionScoreRoute, async ({ actor, body }) => ({
    message: RESPONSE_MESSAGES.scoreUpdated,
    data: await grading.updateQuestionScore(db, actor(), body),
  }));

  addRoute(app, updateResponseScoreRoute, async ({ actor, body }) => ({
    message: RESPONSE_MESSAGES.scoreUpdated,
    data: await grading.updateResponseScore(db, actor(), body),
  }));

  addRoute(app, updateResponseStatusRoute, async ({ actor, body }) => ({
    message: RESPONSE_MESSAGES.statusUpdated,
    data: await grading.updateStatus(db, actor(), body),
  }));

  addRoute(app, generateReportRoute, async ({ actor, body }) => ({
    message: RESPONSE_MESSAGES.reportSaved,
    data: await grading.generateReport(db, actor(), body),
  }));

  addRoute(app, updateReportRoute, async ({ actor, body }) => ({
    message: RESPONSE_MESSAGES.reportSaved,
    data: await grading.updateReport(db, actor(), body),
  }));

  addRoute(app, fetchResponsesRoute, async ({ actor, query }) =>
    ok(await grading.fetchRoster(db, actor(), query.assessmentId)),
  );

  addRoute(app, responseResultRoute, async ({ actor, query }) =>
    ok(await grading.responseResult(db, actor(), query.assessmentResponseId)),
  );

  addRoute(app, assessmentResultRoute, async ({ actor, query }) =>
    ok(await results.assessmentResult(db, actor(), query.assessmentId)),
  );

  addRoute(app, assessmentBloomReportRoute, async ({ actor, query }) =>
    ok(await results.classBloomReport(db, actor(), query.assessmentId)),
  );

  addRoute(app, responseBloomReportRoute, async ({ actor, query }) =>
    ok(await results.responseBloomReport(db, actor(), query.assessmentResponseId)),
  );

  addRoute(app, assessmentResultCsvRoute, async ({ actor, query, reply }) => {
    const { filename, csv } = await results.resultCsv(db, actor(), query.assessmentId);
    return attachment(reply, 'text/csv; charset=utf-8', filename, Buffer.from(csv, 'utf8'));
  });

  addRoute(app, responseReportPdfRoute, async ({ actor, query, reply }) => {
    const { filename, pdf } = await results.reportPdf(db, actor(), query.assessmentResponseId);
    return attachment(reply, 'application/pdf', filename, pdf);
  });
}
