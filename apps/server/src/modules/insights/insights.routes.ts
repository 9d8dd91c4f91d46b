import {
  INSIGHTS_MESSAGES,
  MESSAGES,
  accessLogRoute,
  assignPracticeRoute,
  classInsightsRoute,
  classStudentsRoute,
  endSessionRoute,
  fetchClassAnalyticsRoute,
  fetchClassEqRoute,
  learningPathRoute,
  startSessionRoute,
  studentTopicsProficiencyRoute,
  studentsPerformanceRoute,
  topicsProficiencyRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import { onResponseScoresChanged } from '../assessment-responses';
import { accessLog } from './access-log.service';
import * as engagement from './engagement.service';
import { refreshResponseSkills } from './insights.aggregates';
import * as insights from './insights.service';
import { assignPractice, learningPath } from './learning-path.service';

export async function insightsRoutes(app: FastifyInstance) {
  const db = app.db;
  // Grading keeps the Bloom and topic aggregates current, in its own transaction.
  onResponseScoresChanged(refreshResponseSkills);
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
