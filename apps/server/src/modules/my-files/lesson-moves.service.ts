import { MY_FILES_MESSAGES as M } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { enforce } from '../../lib/authorize';
import { canUseOwnItem } from './my-files.policy';
import { toLessonItem } from './my-files.presenter';
import * as q from './my-files.queries';

/**
 * Content lessons move between My Content and My Files (lessons.space CONTENT and FILES). They land at
 * the top of the other space, since folders belong to one space; a lesson of the same name already
 * there is refused, the lessons' own replace or keep-both choice being theirs to offer.
 */
async function moveOwnLesson(
  db: Db,
  actor: Actor,
  lessonId: string,
  from: 'CONTENT' | 'FILES',
  to: 'CONTENT' | 'FILES',
) {
  return db.transaction(async (tx) => {
    const lesson = await q.lockLesson(tx, lessonId);
    if (!lesson) throw notFound(M.lessonNotFound);
    enforce(canUseOwnItem(actor, lesson), M.lessonNotFound);
    const movable = lesson.space === from && (from === 'FILES' || lesson.lessonType === 'CONTENT');
    if (!movable) throw badRequest(from === 'CONTENT' ? M.notContentLesson : M.notInMyFiles);
    if (await q.lessonNameInUse(tx, lesson, to)) throw badRequest(M.lessonNameTaken);
    return q.moveLesson(tx, lesson.id, to);
  });
}

export async function moveLessonToMyFiles(db: Db, actor: Actor, lessonId: string) {
  return toLessonItem(await moveOwnLesson(db, actor, lessonId, 'CONTENT', 'FILES'));
}

export async function moveLessonToContent(db: Db, actor: Actor, lessonId: string) {
  const lesson = await moveOwnLesson(db, actor, lessonId, 'FILES', 'CONTENT');
  return { lessonId: lesson.id, space: 'CONTENT' as const };
}
