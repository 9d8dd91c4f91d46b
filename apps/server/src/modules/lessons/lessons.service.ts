import {
  type ConflictActionBody,
  LESSON_MESSAGES,
  type LessonDetail,
  type LiveWithName,
  isStaff,
  spaceOfType,
} from '@bright/contracts';
import type { z } from 'zod';
import type {
  AddIwbBody,
  PublishIwbBody,
  RenameIwbBody,
  UpdateLessonTypeBody,
  MoveToFolderBody,
} from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, forbidden } from '../../lib/app-error';
import { loadClassFor } from '../../lib/class-access';
import { loadLessonFor } from './lesson-access';
import { type Resolution, claimName, freeNameIn, raceSafe, slotOf, targetSlot } from './lesson-placement';
import { presentItems, presentLesson } from './lesson-views';
import { listOrder } from './lessons.policy';
import * as q from './lessons.queries';

type Out<T extends z.ZodType> = z.output<T>;
type AddInput = Out<typeof AddIwbBody>;

/** The result of a change that may have replaced another lesson. */
export interface Placed {
  lesson: LessonDetail;
  replacedId: string | null;
}

/** user_id and instituteId, when sent, must be the caller's own (the web sends them as the spec does). */
function checkCaller(actor: Actor, body: { user_id?: string; instituteId?: string }) {
  if (body.user_id !== undefined && body.user_id !== actor.userId) throw badRequest(LESSON_MESSAGES.userMismatch);
  if (body.instituteId !== undefined && body.instituteId !== actor.instituteId) {
    throw badRequest(LESSON_MESSAGES.instituteMismatch);
  }
}

/** flow/addIWB: a lesson with one page per slide (at least one), in one transaction. */
export async function createLesson(
  db: Db,
  actor: Actor,
  body: AddInput,
  resolution: Resolution = 'refuse',
): Promise<Placed> {
  checkCaller(actor, body);
  if (body.class_id) await loadClassFor(db, actor, body.class_id, 'teach');
  const space = spaceOfType(body.lessonType);
  const { lesson, replacedId } = await raceSafe(() =>
    db.transaction(async (tx) => {
      const slot = await targetSlot(tx, actor, space, body.parentId ?? null);
      const claimed = await claimName(tx, slot, body.name, resolution);
      const row = await q.insertLesson(tx, {
        ...slot,
        name: claimed.name,
        lessonType: body.lessonType,
        classId: body.class_id ?? null,
      });
      await q.insertPages(tx, row.id, Math.max(1, body.slides.length));
      // The slides' ink is the board's: the boards module's writeSlides(tx, row.id, body.slides) is called
      // here, inside this transaction, once that module is wired in; until then every page starts blank.
      return { lesson: row, replacedId: claimed.replacedId };
    }),
  );
  return { lesson: await presentLesson(db, lesson, 'owner'), replacedId };
}

export async function renameLesson(
  db: Db,
  actor: Actor,
  body: Out<typeof RenameIwbBody>,
  resolution: Resolution = 'refuse',
) {
  const { lesson } = await loadLessonFor(db, actor, body.flow_id, 'own');
  const placed = await raceSafe(() =>
    db.transaction(async (tx) => {
      const claimed = await claimName(tx, slotOf(lesson), body.name, resolution, lesson.id);
      return { row: await q.updateLesson(tx, lesson.id, { name: claimed.name }), replacedId: claimed.replacedId };
    }),
  );
  return { lesson: await presentLesson(db, placed.row ?? lesson, 'owner'), replacedId: placed.replacedId };
}

type MoveLessonInput = { flow_id: string; parentId: string | null };

/** A lesson into another folder of its space (or the top level), keeping its name unless told otherwise. */
export async function moveLesson(db: Db, actor: Actor, body: MoveLessonInput, resolution: Resolution = 'refuse') {
  const { lesson } = await loadLessonFor(db, actor, body.flow_id, 'own');
  const placed = await raceSafe(() =>
    db.transaction(async (tx) => {
      const slot = await targetSlot(tx, actor, lesson.space, body.parentId);
      const claimed = await claimName(tx, slot, lesson.name, resolution, lesson.id);
      const row = await q.updateLesson(tx, lesson.id, { folderId: slot.folderId, name: claimed.name });
      return { row, replacedId: claimed.replacedId };
    }),
  );
  return { lesson: await presentLesson(db, placed.row ?? lesson, 'owner'), replacedId: placed.replacedId };
}

/**
 * Teach or Content: the lesson moves to the top level of the matching space (My Lessons or My Content);
 * one kept in My Files stays where it is.
 */
export async function updateLessonType(
  db: Db,
  actor: Actor,
  body: Out<typeof UpdateLessonTypeBody>,
  resolution: Resolution = 'refuse',
) {
  const { lesson } = await loadLessonFor(db, actor, body.flow_id, 'own');
  const space = lesson.space === 'FILES' ? 'FILES' : spaceOfType(body.lessonType);
  const placed = await raceSafe(() =>
    db.transaction(async (tx) => {
      if (space === lesson.space) {
        return { row: await q.updateLesson(tx, lesson.id, { lessonType: body.lessonType }), replacedId: null };
      }
      const slot = { ...slotOf(lesson), space, folderId: null };
      const claimed = await claimName(tx, slot, lesson.name, resolution, lesson.id);
      const set = { lessonType: body.lessonType, space, folderId: null, name: claimed.name };
      return { row: await q.updateLesson(tx, lesson.id, set), replacedId: claimed.replacedId };
    }),
  );
  return { lesson: await presentLesson(db, placed.row ?? lesson, 'owner'), replacedId: placed.replacedId };
}

/** v2 flow/replace and keep-both: the interrupted change, finished the way the teacher chose. */
export async function resolveConflict(
  db: Db,
  actor: Actor,
  body: Out<typeof ConflictActionBody>,
  resolution: Exclude<Resolution, 'refuse'>,
): Promise<Placed> {
  switch (body.action) {
    case 'create':
      return createLesson(db, actor, body, resolution);
    case 'rename':
      return renameLesson(db, actor, body, resolution);
    case 'move':
      return moveLesson(db, actor, body, resolution);
    case 'type':
      return updateLessonType(db, actor, body, resolution);
  }
}

export async function removeLesson(db: Db, actor: Actor, flowId: string) {
  const { lesson } = await loadLessonFor(db, actor, flowId, 'own');
  await db.transaction((tx) => q.deleteLessons(tx, [lesson.id]));
  return { flow_id: lesson.id };
}

/** A copy with its pages and their ink, beside the original under the next free name, unpublished. */
export async function duplicateLesson(db: Db, actor: Actor, flowId: string) {
  const { lesson } = await loadLessonFor(db, actor, flowId, 'own');
  const copy = await raceSafe(() =>
    db.transaction(async (tx) => {
      const slot = slotOf(lesson);
      const row = await q.insertLesson(tx, {
        ...slot,
        name: await freeNameIn(tx, slot, lesson.name),
        lessonType: lesson.lessonType,
        classId: lesson.classId,
        tags: lesson.tags,
      });
      const pageIds = await q.copyPages(tx, lesson.id, row.id);
      const current = lesson.currentPageId ? (pageIds.get(lesson.currentPageId) ?? null) : null;
      return current ? ((await q.updateLesson(tx, row.id, { currentPageId: current })) ?? row) : row;
    }),
  );
  return presentLesson(db, copy, 'owner');
}

/** To a class the caller teaches (or administers), or taken back; the dialog's tags are kept on the lesson. */
export async function publishLesson(db: Db, actor: Actor, body: Out<typeof PublishIwbBody>) {
  const { lesson } = await loadLessonFor(db, actor, body.flow_id, 'own');
  const { klass } = await loadClassFor(db, actor, body.class_id, 'teach');
  const row = await db.transaction(async (tx) => {
    const publication = { lessonId: lesson.id, classId: klass.id, publishedBy: actor.userId };
    if (body.isPublic) await q.publish(tx, publication);
    else await q.unpublish(tx, publication);
    return body.tags ? q.updateLesson(tx, lesson.id, { tags: body.tags }) : lesson;
  });
  return presentLesson(db, row ?? lesson, 'owner');
}

export async function readLesson(db: Db, actor: Actor, flowId: string) {
  const { lesson, right } = await loadLessonFor(db, actor, flowId, 'read');
  return presentLesson(db, lesson, right);
}

const LIST_MAX = 500;

/** flow/getWhiteBoard: the caller's own lessons, or (class_id) those published to a class of theirs. */
export async function listLessons(db: Db, actor: Actor, classId?: string) {
  if (classId) {
    await loadClassFor(db, actor, classId, 'read');
    const { rows } = await q.listLessons(db, q.publishedTo(classId), listOrder('LAST_MODIFIED'), 0, LIST_MAX);
    return presentItems(db, actor, rows);
  }
  if (!isStaff(actor.roles)) throw forbidden();
  const where = q.mine({ userId: actor.userId, instituteId: actor.instituteId! }, ['LESSONS', 'CONTENT']);
  const { rows } = await q.listLessons(db, where, listOrder('LAST_MODIFIED'), 0, LIST_MAX);
  return presentItems(db, actor, rows);
}

/** Where this lesson, or another of the author's with its name, is already live. */
export async function liveWithName(db: Db, actor: Actor, flowId: string): Promise<LiveWithName> {
  const { lesson } = await loadLessonFor(db, actor, flowId, 'own');
  const rows = await q.liveWithName(db, lesson);
  return {
    lessonId: lesson.id,
    name: lesson.name,
    classes: rows.map((row) => ({ ...row, sameLesson: row.lessonId === lesson.id })),
  };
}

export type MoveInput = Out<typeof MoveToFolderBody>;
