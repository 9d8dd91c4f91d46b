import {
  FOLDER_MESSAGES,
  LESSON_MESSAGES,
  MESSAGES,
  addIwbRoute,
  createFolderRoute,
  deleteFolderRoute,
  duplicateIwbRoute,
  folderContentsRoute,
  folderHierarchyRoute,
  getWhiteBoardInfoRoute,
  getWhiteBoardPaginatedRoute,
  getWhiteBoardRoute,
  getWhiteboardByFlowIdRoute,
  keepBothRoute,
  lessonsAlreadyLiveWithNameRoute,
  moveContentLessonsToMyFilesRoute,
  moveToFolderRoute,
  publishIwbRoute,
  removeIwbRoute,
  renameFolderRoute,
  renameIwbRoute,
  replaceLessonRoute,
  searchLessonsRoute,
  updateLessonTypeRoute,
  v2GetWhiteBoardRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import * as folders from './folders.service';
import * as lists from './lesson-lists.service';
import * as lessons from './lessons.service';

export async function lessonRoutes(app: FastifyInstance) {
  const db = app.db;

  addRoute(app, addIwbRoute, async ({ actor, body }) => ({
    message: LESSON_MESSAGES.created,
    data: (await lessons.createLesson(db, actor(), body)).lesson,
  }));

  addRoute(app, getWhiteBoardRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await lessons.listLessons(db, actor(), query.class_id),
  }));

  addRoute(app, getWhiteBoardInfoRoute, async ({ actor, params }) => ({
    message: MESSAGES.ok,
    data: await lessons.readLesson(db, actor(), params.id),
  }));

  addRoute(app, publishIwbRoute, async ({ actor, body }) => ({
    message: body.isPublic ? LESSON_MESSAGES.published : LESSON_MESSAGES.unpublished,
    data: await lessons.publishLesson(db, actor(), body),
  }));

  addRoute(app, removeIwbRoute, async ({ actor, body }) => ({
    message: LESSON_MESSAGES.removed,
    data: await lessons.removeLesson(db, actor(), body.flow_id),
  }));

  addRoute(app, renameIwbRoute, async ({ actor, body }) => ({
    message: LESSON_MESSAGES.renamed,
    data: (await lessons.renameLesson(db, actor(), body)).lesson,
  }));

  addRoute(app, lessonsAlreadyLiveWithNameRoute, async ({ actor, params }) => ({
    message: MESSAGES.ok,
    data: await lessons.liveWithName(db, actor(), params.id),
  }));

  addRoute(app, duplicateIwbRoute, async ({ actor, body }) => ({
    message: LESSON_MESSAGES.duplicated,
    data: await lessons.duplicateLesson(db, actor(), body.flow_id),
  }));

  addRoute(app, updateLessonTypeRoute, async ({ actor, body }) => ({
    message: LESSON_MESSAGES.typeUpdated,
    data: (await lessons.updateLessonType(db, actor(), body)).lesson,
  }));

  addRoute(app, v2GetWhiteBoardRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await lists.lessonsIn(db, actor(), query.space, query.folderId),
  }));

  addRoute(app, getWhiteboardByFlowIdRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await lessons.readLesson(db, actor(), query.flow_id),
  }));

  addRoute(app, searchLessonsRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await lists.searchLessons(db, actor(), query),
  }));

  addRoute(app, getWhiteBoardPaginatedRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await lists.lessonPage(db, actor(), query),
  }));

  addRoute(app, moveToFolderRoute, async ({ actor, body }) => {
    const caller = actor();
    if (body.folder_id) {
      const folder = await folders.moveFolder(db, caller, { folder_id: body.folder_id, parentId: body.parentId });
      return { message: LESSON_MESSAGES.moved, data: { lesson: null, folder } };
    }
    const { lesson } = await lessons.moveLesson(db, caller, { flow_id: body.flow_id!, parentId: body.parentId });
    return { message: LESSON_MESSAGES.moved, data: { lesson, folder: null } };
  });

  addRoute(app, replaceLessonRoute, async ({ actor, body }) => ({
    message: LESSON_MESSAGES.replaced,
    data: await lessons.resolveConflict(db, actor(), body, 'replace'),
  }));

  addRoute(app, keepBothRoute, async ({ actor, body }) => ({
    message: LESSON_MESSAGES.keptBoth,
    data: (await lessons.resolveConflict(db, actor(), body, 'keepBoth')).lesson,
  }));

  addRoute(app, moveContentLessonsToMyFilesRoute, async ({ actor, body }) => ({
    message: LESSON_MESSAGES.movedToFiles,
    data: await lists.moveContentToFiles(db, actor(), body),
  }));

  addRoute(app, createFolderRoute, async ({ actor, body }) => ({
    message: FOLDER_MESSAGES.created,
    data: await folders.createFolder(db, actor(), body),
  }));

  addRoute(app, folderContentsRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await folders.folderContents(db, actor(), query),
  }));

  addRoute(app, renameFolderRoute, async ({ actor, body }) => ({
    message: FOLDER_MESSAGES.renamed,
    data: await folders.renameFolder(db, actor(), body),
  }));

  addRoute(app, folderHierarchyRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await folders.folderHierarchy(db, actor(), query.space),
  }));

  addRoute(app, deleteFolderRoute, async ({ actor, params }) => ({
    message: FOLDER_MESSAGES.deleted,
    data: await folders.deleteFolder(db, actor(), params.id),
  }));
}
