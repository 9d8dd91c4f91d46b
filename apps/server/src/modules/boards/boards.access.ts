import { BOARD_MESSAGES, type BoardAccess } from '@bright/contracts';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/app-error';
import { seatOnBoard } from './board-seats';
import { type LessonRow, findLesson, isPublishedToStudent } from './boards.queries';

/**
 * The caller's access to a lesson's board: its owner (in the institute the session acts in) writes; a
 * student of a class it is published to reads, as does a member of a live class of it (a pen holder also
 * writes strokes, decided per update by the sockets); anyone else nothing. The lessons module will own this
 * rule (its `lessonAccess`); this is the one place to swap it in.
 */
export async function lessonAccess(db: Executor, actor: Actor, lesson: LessonRow): Promise<BoardAccess | null> {
  if (!actor.instituteId || actor.instituteId !== lesson.instituteId) return null;
  if (lesson.ownerId === actor.userId) return 'owner';
  if (await isPublishedToStudent(db, lesson.id, actor.userId)) return 'reader';
  return (await seatOnBoard(db, actor, lesson.id)) ? 'reader' : null;
}

export type BoardNeed = 'read' | 'edit';

/**
 * Loads a lesson for a board call: 404 when it does not exist or belongs to another institute (ids
 * reveal nothing), 403 when the caller may not open it, or may only read it and asks to write.
 */
export async function loadBoardLesson(db: Executor, actor: Actor, lessonId: string, need: BoardNeed) {
  const lesson = await findLesson(db, lessonId);
  if (!lesson || lesson.instituteId !== actor.instituteId) throw notFound(BOARD_MESSAGES.lessonNotFound);
  const access = await lessonAccess(db, actor, lesson);
  if (!access) throw forbidden();
  if (need === 'edit' && access !== 'owner') throw forbidden(BOARD_MESSAGES.readOnly);
  return { lesson, access };
}
