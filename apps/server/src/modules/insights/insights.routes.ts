import {
  INSIGHTS_MESSAGES,
  MESSAGES,
  accessLogRoute,
  assignPracticeRoute,
  classInsightsPdfRoute,
  classInsightsRoute,
  classStudentsRoute,
  endSessionRoute,
  fetchClassAnalyticsRoute,
  fetchClassEqRoute,
  learningPathRoute,
  startSessionRoute,
  studentProfilePdfRoute,
  studentTopicsProficiencyRoute,
  studentsPerformanceRoute,
  topicsProficiencyRoute,
} from '@bright/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition';
import { addRoute } from '../../lib/route';
import { onResponseScoresChanged } from '../assessment-responses';
import { onQuestionsChanged } from '../questions';
import { accessLog } from './access-log.service';
import * as engagement from './engagement.service';
import { refreshAssessmentSkills, refreshResponseSkills } from './insights.aggregates';
import { renderClassInsightsPdf, renderStudentProfilePdf } from './insights.pdf';
import * as insights from './insights.service';
import { assignPractice, learningPath } from './learning-path.service';

const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header(
      'content-disposition',
      contentDisposition('attachment', `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim()}.pdf`),
    )
    .send(pdf);

export async function insightsRoutes(app: FastifyInstance) {
  const db = app.db;
  // Grading keeps the Bloom and topic aggregates current, in its own transaction.
  onResponseScoresChanged(refreshResponseSkills);
  // A question's topic, Bloom level or points edited after grading (the assessment back in draft).
  onQuestionsChanged(refreshAssessmentSkills);
  const ok = <T>(data: T) => ({ message: MESSAGES.ok, data });

  addRoute(app, classInsightsRoute, async ({ actor, query }) => ok(await insights.classInsights(db, actor(), query)));
  addRoute(app, studentsPerformanceRoute, async ({ actor, query }) =>
    ok(await insights.studentsPerformance(db, actor(), query)),
  );
  addRoute(app, topicsProficiencyRoute, async ({ actor, query }) =>
    ok(await insights.topicsProficiency(db, actor(), query)),
  );
  addRoute(app, classStudentsRoute, async ({ actor, query }) =>
    ok(await insights.classStudents(db, actor(), query.classId)),
  );
  addRoute(app, studentTopicsProficiencyRoute, async ({ actor, query }) =>
    ok(await insights.studentProfile(db, actor(), query, studentTopicsProficiencyRoute.path)),
  );
  addRoute(app, classInsightsPdfRoute, async ({ actor, query, reply }) => {
    const { summary, students } = await insights.classReport(db, actor(), query);
    return sendPdf(reply, `insights ${summary.className}`, await renderClassInsightsPdf(summary, students));
  });
  addRoute(app, studentProfilePdfRoute, async ({ actor, query, reply }) => {
    const profile = await insights.studentProfile(db, actor(), query, studentProfilePdfRoute.path);
    const name = [profile.student.first_name, profile.student.last_name].filter(Boolean).join(' ');
    return sendPdf(reply, `insights ${name} ${profile.className}`, await renderStudentProfilePdf(profile));
  });
  addRoute(app, learningPathRoute, async ({ actor, query }) =>
    ok(await learningPath(db, actor(), query, learningPathRoute.path)),
  );
  addRoute(app, assignPracticeRoute, async ({ actor, body }) => ({
    message: INSIGHTS_MESSAGES.practiceAssigned,
    data: await assignPractice(db, actor(), body),
  }));
  addRoute(app, accessLogRoute, async ({ actor, query }) => ok(await accessLog(db, actor(), query)));
  addRoute(app, startSessionRoute, async ({ actor, body }) =>
    ok(await engagement.startSession(db, actor(), body.classId)),
  );
  addRoute(app, endSessionRoute, async ({ actor, body }) =>
    ok(await engagement.endSession(db, actor(), body.sessionId)),
  );
  addRoute(app, fetchClassEqRoute, async ({ actor, query }) => ok(await engagement.classEq(db, actor(), query)));
  addRoute(app, fetchClassAnalyticsRoute, async ({ actor, query }) =>
    ok(await engagement.classAnalytics(db, actor(), query)),
  );
}
