import {
  CLASS_MESSAGES,
  type ClassRequest,
  type ClassRequestEvents,
  JOIN_MESSAGES,
  type JoinInfo,
  joinPath,
} from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { newCode } from '../../lib/tokens';
import { enforce } from '../../lib/authorize';
import { knownRoles } from '../../lib/roles';
import { findClassWithMembership, classVerdict, loadClassFor } from '../../lib/class-access';
import { findMemberRoles } from '../classes';
import { enforceLimit } from '../licences';
import { countMemberships, insertMembership, lockMembership } from '../people';
import { joinVerdict } from './joining.policy';
import { toClassRequest } from './joining.presenter';
import * as q from './joining.queries';

/** Sends a typed event to users' rooms on /notifications; called only after commit. */
export type Notify = <E extends keyof ClassRequestEvents>(
  userIds: string[],
  event: E,
  ...args: Parameters<ClassRequestEvents[E]>
) => void;

export interface JoiningContext {
  db: Db;
  appUrl: string;
  notify: Notify;
}

const codeOf = (appUrl: string, classId: string, joinCode: string) => ({
  classId,
  joinCode,
  link: `${appUrl}${joinPath(joinCode)}`,
});

export async function joinCode(ctx: JoiningContext, actor: Actor, classId: string) {
  const { klass } = await loadClassFor(ctx.db, actor, classId, 'manage');
  return codeOf(ctx.appUrl, klass.id, klass.joinCode);
}

/** A new code at once; the old link stops working. Pending requests stay as they are. */
export async function rotateJoinCode(ctx: JoiningContext, actor: Actor, classId: string) {
  await loadClassFor(ctx.db, actor, classId, 'manage');
  const row = await ctx.db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = newCode(6);
      if (!(await q.joinCodeTaken(tx, code))) return q.setJoinCode(tx, classId, code);
    }
    throw new Error('Could not make a unique join code');
  });
  if (!row) throw notFound(CLASS_MESSAGES.classNotFound);
  return codeOf(ctx.appUrl, classId, row.joinCode);
}

async function standing(db: Db, actor: Actor, klass: { id: string; instituteId: string }) {
  const [roles, place, latest] = await Promise.all([
    findMemberRoles(db, klass.instituteId, actor.userId),
    findClassWithMembership(db, klass.id, actor.userId),
    q.latestRequest(db, klass.id, actor.userId),
  ]);
  return {
    verdict: joinVerdict(
      roles ? knownRoles(roles) : undefined,
      Boolean(place?.membership),
      latest?.status === 'PENDING',
    ),
    latest,
  };
}

/** What someone following a join link sees: the class, its teachers, and where they stand. */
export async function joinInfo(db: Db, actor: Actor, code: string): Promise<JoinInfo> {
  const found = await q.findClassByJoinCode(db, code);
  if (!found) throw notFound(JOIN_MESSAGES.invalidCode);
  const { verdict, latest } = await standing(db, actor, found.klass);
  return {
    className: found.klass.name,
    instituteName: found.instituteName,
    teachers: await teacherNames(db, found.klass.id),
    state:
      verdict === 'member'
        ? 'member'
        : verdict === 'pending'
          ? 'PENDING'
          : latest?.status === 'DECLINED'
            ? 'DECLINED'
            : 'none',
    canRequest: verdict === 'ok',
  };
}

async function teacherNames(db: Db, classId: string) {
  const rows = await q.teacherNamesOf(db, classId);
  return rows.map((user) => [user.firstName, user.lastName].filter(Boolean).join(' '));
}

/** A student asks to join by code; the class's teachers are told after the commit. */
export async function createRequest(ctx: JoiningContext, actor: Actor, code: string): Promise<ClassRequest> {
  const found = await q.findClassByJoinCode(ctx.db, code);
  if (!found) throw notFound(JOIN_MESSAGES.invalidCode);
  const { verdict } = await standing(ctx.db, actor, found.klass);
  if (verdict === 'staff') throw badRequest(JOIN_MESSAGES.onlyStudents);
  if (verdict === 'member') throw badRequest(CLASS_MESSAGES.studentInClass);
  if (verdict === 'pending') throw badRequest(JOIN_MESSAGES.requestPending);
  const inserted = await ctx.db.transaction((tx) => q.insertRequest(tx, found.klass.id, actor.userId));
  if (!inserted) throw badRequest(JOIN_MESSAGES.requestPending);
  const request = toClassRequest((await q.findRequest(ctx.db, inserted.id))!);
  ctx.notify(await q.teachersOf(ctx.db, found.klass.id), 'classRequest', request);
  return request;
}

export async function myRequests(db: Db, actor: Actor) {
  return (await q.requestsOfUser(db, actor.userId)).map(toClassRequest);
}

/** Requests waiting on the caller: one class's, or every class they teach (admins: the institute's). */
export async function pendingRequests(db: Db, actor: Actor, classId: string | undefined) {
  if (!actor.instituteId) return [];
  if (classId) await loadClassFor(db, actor, classId, 'teach');
  const rows = await q.pendingRequests(db, {
    instituteId: actor.instituteId,
    classId,
    teacherId: classId || actor.roles.includes('admin') ? undefined : actor.userId,
  });
  return rows.map(toClassRequest);
}

/**
 * Approves or declines a pending request. Approving adds the student to the class, and to the
 * institute as a student when they are new to it; staff of the institute cannot be added as students.
 */
export async function decideRequest(ctx: JoiningContext, actor: Actor, requestId: string, approve: boolean) {
  const found = await q.findRequest(ctx.db, requestId);
  if (!found) throw notFound(JOIN_MESSAGES.requestNotFound);
  const place = await findClassWithMembership(ctx.db, found.classId, actor.userId);
  enforce(classVerdict(actor, place!.klass, place!.membership, 'teach'), JOIN_MESSAGES.requestNotFound);
  await ctx.db.transaction(async (tx) => {
    const request = await q.lockRequest(tx, requestId);
    if (!request) throw notFound(JOIN_MESSAGES.requestNotFound);
    if (request.status !== 'PENDING') throw badRequest(JOIN_MESSAGES.requestDecided);
    if (approve) await admit(tx, found.instituteId, found.classId, found.userId);
    await q.decideRequest(tx, requestId, approve ? 'APPROVED' : 'DECLINED', actor.userId);
  });
  const decided = toClassRequest((await q.findRequest(ctx.db, requestId))!);
  ctx.notify([decided.userId], 'classRequestDecided', decided);
  return decided;
}

async function admit(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  instituteId: string,
  classId: string,
  userId: string,
) {
  const roles = await lockMembership(tx, instituteId, userId);
  if (roles && !roles.includes('learner')) throw badRequest(JOIN_MESSAGES.onlyStudents);
  if (!roles) {
    await enforceLimit(tx, instituteId, 'STUDENT');
    const isDefault = (await countMemberships(tx, userId)) === 0;
    await insertMembership(tx, { instituteId, userId, roles: ['learner'], isDefault });
  }
  await q.insertLearner(tx, classId, userId);
}
