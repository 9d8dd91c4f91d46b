import { randomInt } from 'node:crypto';
import {
  provideMessage,
  LIVE_CLASS_MESSAGES as M,
  LIVE_CODE_ALPHABET,
  LIVE_CODE_LENGTH,
  type LiveClass,
  type LivePresenter,
  type LiveRole,
} from '@bright/contracts';
import type { z } from 'zod';
import type { StartLiveClassBody } from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { enforce } from '../../lib/authorize';
import type { Caller } from '../../lib/class-access';
import { loadClassFor } from '../../lib/class-access';
import { loadLessonFor } from '../lessons';
import { withLicence } from '../licences';
import { type Membership, canEnd, canJoin, canPresent, liveRole, mayHoldPen } from './live-classes.policy';
import { toLiveClass } from './live-classes.presenter';
import * as q from './live-classes.queries';

export const newJoinCode = () =>
  Array.from({ length: LIVE_CODE_LENGTH }, () => LIVE_CODE_ALPHABET[randomInt(LIVE_CODE_ALPHABET.length)]).join('');

/** Raised inside the start transaction when another request started the lesson first: undoes the charge. */
class AlreadyLive extends Error {}

/**
 * Starts a live class of one of the caller's lessons for a class they teach. A lesson already live answers
 * its running session (no second charge); otherwise one liveConference session is counted for the day,
 * in the transaction that creates it (406 NO_OF_SESSION_PER_DAY_LIMIT_EXHAUSTED past the plan's number).
 */
export async function start(db: Db, actor: Actor, body: z.output<typeof StartLiveClassBody>): Promise<LiveClass> {
  const { lesson } = await loadLessonFor(db, actor, body.lessonId, 'own');
  const classId = body.classId ?? lesson.classId;
  if (!classId) throw badRequest(provideMessage('classId'));
  await loadClassFor(db, actor, classId, 'teach');
  const running = await q.findLiveOfLesson(db, lesson.id);
  if (running) return read(db, actor, running.id);
  try {
    const id = await withLicence(
      db,
      { instituteId: lesson.instituteId, userId: actor.userId },
      { feature: 'liveConference' },
      async (tx) => {
        const row = await q.insertLiveClass(tx, {
          instituteId: lesson.instituteId,
          lessonId: lesson.id,
          classId,
          teacherId: actor.userId,
          mode: body.mode,
          code: newJoinCode(),
          presenterPageId: lesson.currentPageId,
        });
        if (!row) throw new AlreadyLive();
        return row.id;
      },
    );
    return read(db, actor, id);
  } catch (error) {
    if (!(error instanceof AlreadyLive)) throw error;
    const winner = await q.findLiveOfLesson(db, lesson.id);
    if (!winner) throw error;
    return read(db, actor, winner.id);
  }
}

export interface LoadedLive {
  detail: q.LiveClassDetail;
  membership: Membership;
  role: LiveRole;
}

/** Loads a session and authorizes the caller in one place: 404 for another institute's, 403 for a non-member. */
export async function loadLiveFor(
  db: Executor,
  actor: Caller,
  id: string,
  need: 'join' | 'present' | 'end',
): Promise<LoadedLive> {
  const detail = await q.findDetail(db, id);
  if (!detail) throw new AppError('NOT_FOUND', M.notFound);
  const membership = await q.membershipOf(db, detail.live.classId, actor.userId);
  enforce(canJoin(actor, detail.live, membership), M.notFound);
  if (need === 'present') enforce(canPresent(actor, detail.live), M.notFound, M.teacherOnly);
  if (need === 'end') enforce(canEnd(actor, detail.live), M.notFound, M.teacherOnly);
  return { detail, membership, role: liveRole(actor, detail.live, membership) };
}

/** As loadLiveFor, and refuses a session that has ended with 'Live Session Ended'. */
export async function loadRunningFor(db: Executor, actor: Caller, id: string, need: 'join' | 'present' | 'end') {
  const loaded = await loadLiveFor(db, actor, id, need);
  if (loaded.detail.live.status !== 'LIVE') throw badRequest(M.ended);
  return loaded;
}

export async function read(db: Executor, actor: Caller, id: string) {
  return toLiveClass((await loadLiveFor(db, actor, id, 'join')).detail, actor);
}

export async function list(db: Executor, actor: Actor) {
  if (!actor.instituteId) return [];
  const rows = await q.listLive(db, actor.userId, actor.instituteId, actor.roles.includes('admin'));
  return rows.map((row) => toLiveClass(row, actor));
}

/** A join code: unknown is 404, a finished session's code is 400 'Live Session Ended'. */
export async function findByCode(db: Executor, actor: Caller, code: string) {
  const detail = await q.findDetailByCode(db, code);
  if (!detail) throw new AppError('NOT_FOUND', M.notFound);
  const loaded = await loadRunningFor(db, actor, detail.live.id, 'join');
  return toLiveClass(loaded.detail, actor);
}

/** Ends a session; `endedNow` is false when it had already ended (the call is idempotent). */
export async function end(db: Db, actor: Caller, id: string) {
  const loaded = await loadLiveFor(db, actor, id, 'end');
  const ended = await q.endLive(db, id);
  const detail = (await q.findDetail(db, id))!;
  return { liveClass: toLiveClass(detail, actor), endedNow: Boolean(ended), classId: loaded.detail.live.classId };
}

/** Ends a session because its teacher did not come back in time; no caller. */
export const endUnattended = async (db: Db, id: string) => Boolean(await q.endLive(db, id));

export async function grantPen(db: Db, actor: Caller, id: string, userId: string, granted: boolean) {
  const { detail } = await loadRunningFor(db, actor, id, 'present');
  if (granted && !mayHoldPen(await q.membershipOf(db, detail.live.classId, userId))) throw badRequest(M.penForStudents);
  const row = await q.setPen(db, id, userId, granted);
  if (!row) throw badRequest(M.ended);
  return row.penHolders;
}

export async function setView(db: Db, actor: Caller, id: string, view: LivePresenter & { pageId: string }) {
  const { detail } = await loadRunningFor(db, actor, id, 'present');
  if (!(await q.pageOfLesson(db, detail.live.lessonId, view.pageId))) throw new AppError('NOT_FOUND', M.notFound);
  await q.setPresenter(db, id, view);
  return { pageId: view.pageId, scale: view.scale, x: view.x, y: view.y };
}

/**
 * What a running live class gives a user on its lesson's board: 'writer' with the pen, 'reader' as a member
 * of the class or an admin, null otherwise. The boards module asks this for every write of a non-owner.
 */
export async function boardSeat(db: Executor, actor: Caller, lessonId: string): Promise<'writer' | 'reader' | null> {
  const adminOf = actor.roles.includes('admin') ? actor.instituteId : null;
  const seat = await q.liveSeatOnLesson(db, lessonId, actor.userId, adminOf);
  if (!seat) return null;
  return seat.penHolders.includes(actor.userId) ? 'writer' : 'reader';
}
