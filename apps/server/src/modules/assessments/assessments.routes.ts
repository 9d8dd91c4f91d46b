import {
  ASSESSMENT_MESSAGES,
  MESSAGES,
  createAssessmentRoute,
  createDraftAndPublishRoute,
  createDraftRoute,
  extendTimeRoute,
  fetchAssessmentsRoute,
  fetchPaginatedAssessmentsRoute,
  isAssessmentExistRoute,
  isAssessmentPublishedRoute,
  publishAssessmentRoute,
  readAssessmentRoute,
  readSettingsRoute,
  removeAssessmentRoute,
  unpublishAssessmentRoute,
  updateAssessmentRoute,
  updateAssignedStudentsRoute,
  updateSettingsRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { createFileStore } from '../../lib/file-store';
import { addRoute } from '../../lib/route';
import { notificationPusher } from '../notifications';
import * as publishing from './assessment-publishing.service';
import * as assessments from './assessments.service';

export async function assessmentRoutes(app: FastifyInstance) {
  const db = app.db;
  const push = notificationPusher(app);
  // The same store (DATA_DIR/files/questions) the questions module writes question files with.
  const questionFiles = createFileStore(app.config.dataDir, 'questions');
  const removeFile = (stored: string) => questionFiles.remove(stored);
  const context = (log: FastifyInstance['log']): assessments.AssessmentContext => ({ db, push, removeFile, log });

  addRoute(app, createAssessmentRoute, async ({ actor, body }) => ({
    message: ASSESSMENT_MESSAGES.created,
    data: await assessments.createAssessment(db, actor(), body),
  }));

  addRoute(app, createDraftRoute, async ({ actor, body }) => ({
    message: ASSESSMENT_MESSAGES.created,
    data: await assessments.createAssessment(db, actor(), body),
  }));

  addRoute(app, createDraftAndPublishRoute, async ({ actor, body, request }) => ({
    message: ASSESSMENT_MESSAGES.published,
    data: await publishing.createAndPublish(context(request.log), actor(), body),
  }));

  addRoute(app, updateAssessmentRoute, async ({ actor, body }) => ({
    message: ASSESSMENT_MESSAGES.updated,
    data: await assessments.updateAssessment(db, actor(), body),
  }));

  addRoute(app, removeAssessmentRoute, async ({ actor, body, request }) => ({
    message: ASSESSMENT_MESSAGES.removed,
    data: await assessments.removeAssessment(context(request.log), actor(), body.assessmentId),
  }));

  addRoute(app, readAssessmentRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await assessments.readAssessment(db, actor(), query.assessmentId),
  }));

  addRoute(app, isAssessmentExistRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await assessments.isExist(db, actor(), query.assessmentId),
  }));

  addRoute(app, isAssessmentPublishedRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await assessments.isPublished(db, actor(), query.assessmentId),
  }));

  addRoute(app, fetchAssessmentsRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await assessments.fetchAssessments(db, actor(), query.classId),
  }));

  addRoute(app, fetchPaginatedAssessmentsRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await assessments.fetchPaginated(db, actor(), query),
  }));

  addRoute(app, readSettingsRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await assessments.readSettings(db, actor(), query.assessmentId),
  }));

  addRoute(app, updateSettingsRoute, async ({ actor, body }) => ({
    message: ASSESSMENT_MESSAGES.settingsSaved,
    data: await assessments.updateSettings(db, actor(), body),
  }));

  addRoute(app, updateAssignedStudentsRoute, async ({ actor, body, request }) => ({
    message: ASSESSMENT_MESSAGES.assigned,
    data: await publishing.updateAssignedStudents(context(request.log), actor(), body),
  }));

  addRoute(app, extendTimeRoute, async ({ actor, body }) => ({
    message: ASSESSMENT_MESSAGES.timeExtended,
    data: await publishing.extendTime(db, actor(), body),
  }));

  addRoute(app, publishAssessmentRoute, async ({ actor, body, request }) => ({
    message: ASSESSMENT_MESSAGES.published,
    data: await publishing.publish(context(request.log), actor(), body),
  }));

  addRoute(app, unpublishAssessmentRoute, async ({ actor, body }) => ({
    message: ASSESSMENT_MESSAGES.unpublished,
    data: await publishing.unpublish(db, actor(), body.assessmentId),
  }));
}
