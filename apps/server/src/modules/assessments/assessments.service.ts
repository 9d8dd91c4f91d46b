import { ASSESSMENT_MESSAGES, type AssessmentDetail, CLASS_MESSAGES, isPublishedStatus } from '@bright/contracts';
import type { FetchPaginatedQuery, SettingsSetData } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { assessments } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { enforce } from '../../lib/authorize';
import { type Caller, classVerdict, loadClassFor } from '../../lib/class-access';
import { releaseStorage } from '../licences';
import type { PushNotifications } from '../notifications';
import { type AssessmentRow, type LoadedAssessment, loadAssessmentFor } from './assessment-access';
import { listOrder } from './assessments.policy';
import {
  toAssessmentAssignees,
  toAssessmentDetail,
  toAssessmentListItem,
  toAssessmentSettings,
  toStats,
} from './assessments.presenter';
import * as q from './assessments.queries';

export interface AssessmentContext {
  db: Db;
  push: PushNotifications;
  /** The shared store's remove for DATA_DIR/files/questions (lib/file-store). */
  removeFile: (stored: string) => Promise<void>;
  log: FastifyBaseLogger;
}

type Parsed<T extends z.ZodType> = z.output<T>;
type CreateInput = { classId: string; name: string; createdBy?: string; type: string; category: string };

export function checkCreatedBy(actor: Actor, createdBy: string | undefined) {
  if (createdBy !== undefined && createdBy !== actor.userId) throw badRequest(ASSESSMENT_MESSAGES.createdByMismatch);
}

const isUniqueViolation = (error: unknown): boolean => {
  const found = error as { code?: string; cause?: unknown } | null;
  if (!found || typeof found !== 'object') return false;
  return found.code === '23505' || isUniqueViolation(found.cause);
};

/** Two writers racing for one name: the unique index decides, and the loser hears the spec's text. */
export async function guardName<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(ASSESSMENT_MESSAGES.alreadyExists);
    throw error;
  }
}

export async function insertNamed(tx: Executor, values: typeof assessments.$inferInsert) {
  if (await q.findByName(tx, values.classId, values.name)) throw badRequest(ASSESSMENT_MESSAGES.alreadyExists);
  return q.insertAssessment(tx, values);
}

export const learnerSet = async (db: Executor, classId: string) =>
  new Set((await q.learnersOf(db, classId)).map((learner) => learner.id));

const teaches = (actor: Caller, loaded: Pick<LoadedAssessment, 'klass' | 'membership'>) =>
  classVerdict(actor, loaded.klass, loaded.membership, 'teach') === 'ok';

/** assessment/read's shape: everything for those who teach, the student view otherwise. */
export async function presentDetail(db: Executor, actor: Caller, loaded: LoadedAssessment): Promise<AssessmentDetail> {
  const { assessment: row, klass } = loaded;
  const view = { className: klass.name, canTake: loaded.assignedToCaller };
  if (!teaches(actor, loaded)) {
    return toAssessmentDetail(row, { ...view, teaches: false, assignees: null, stats: null });
  }
  const [learners, assignees, counts] = await Promise.all([
    q.learnersOf(db, row.classId),
    q.assigneeRows(db, row.id),
    q.countsOf(db, row.id),
  ]);
  return toAssessmentDetail(row, {
    ...view,
    teaches: true,
    assignees: toAssessmentAssignees(row, learners, assignees),
    stats: toStats(counts),
  });
}

/** A new draft in a class: its teachers and the admins; the name is unique in the class, any case. */
export async function createAssessment(db: Db, actor: Actor, body: CreateInput) {
  const loaded = await loadClassFor(db, actor, body.classId, 'teach');
  checkCreatedBy(actor, body.createdBy);
  const row = await guardName(() =>
    db.transaction((tx) =>
      insertNamed(tx, {
        instituteId: loaded.klass.instituteId,
        classId: loaded.klass.id,
        name: body.name,
        type: body.type,
        category: body.category,
        createdBy: actor.userId,
      }),
    ),
  );
  return presentDetail(db, actor, { ...loaded, assessment: row, assignedToCaller: false });
}

export async function updateAssessment(
  db: Db,
  actor: Actor,
  body: { assessmentId: string; setData: { name?: string; type?: string; category?: string } },
) {
  const loaded = await loadAssessmentFor(db, actor, body.assessmentId, 'teach');
  const { name, type, category } = body.setData;
  const row = await guardName(() =>
    db.transaction(async (tx) => {
      if (name !== undefined && (await q.findByName(tx, loaded.assessment.classId, name, loaded.assessment.id))) {
        throw badRequest(ASSESSMENT_MESSAGES.alreadyExists);
      }
      const set = Object.fromEntries(Object.entries({ name, type, category }).filter(([, v]) => v !== undefined));
      return q.updateAssessment(tx, loaded.assessment.id, set);
    }),
  );
  if (!row) throw notFound(ASSESSMENT_MESSAGES.assessmentNotFound);
  return presentDetail(db, actor, { ...loaded, assessment: row });
}

/** Deletes the assessment with its questions and responses, gives back their storage, then removes the files. */
export async function removeAssessment(ctx: AssessmentContext, actor: Actor, assessmentId: string) {
  const { assessment } = await loadAssessmentFor(ctx.db, actor, assessmentId, 'teach');
  const stored = await ctx.db.transaction(async (tx) => {
    const files = await q.storedFilesOf(tx, assessmentId);
    if (!(await q.deleteAssessment(tx, assessmentId))) throw notFound(ASSESSMENT_MESSAGES.assessmentNotFound);
    await releaseStorage(tx, assessment.instituteId, files.bytes);
    return files.names;
  });
  await Promise.all(
    stored.map((name) =>
      ctx.removeFile(name).catch((error) => ctx.log.warn({ err: error }, 'question file not removed')),
    ),
  );
  return { assessmentId };
}

export async function readAssessment(db: Db, actor: Actor, assessmentId: string) {
  return presentDetail(db, actor, await loadAssessmentFor(db, actor, assessmentId, 'read'));
}

/** False for what the caller may not open (unknown, another institute's, a student's draft). */
export async function isExist(db: Db, actor: Actor, assessmentId: string) {
  try {
    await loadAssessmentFor(db, actor, assessmentId, 'read');
    return { isAssessmentExists: true };
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) {
      return { isAssessmentExists: false };
    }
    throw error;
  }
}

export async function isPublished(db: Db, actor: Actor, assessmentId: string) {
  const { assessment } = await loadAssessmentFor(db, actor, assessmentId, 'read');
  return { assessmentId, isPublished: isPublishedStatus(assessment.status), status: assessment.status };
}

const toListPage = ({ rows, total }: { rows: q.ListedAssessment[]; total: number }) => ({
  items: rows.map((row) => toAssessmentListItem(row.assessment, row.klass.name, row)),
  total,
});

/**
 * The list of one class, read with the class and the caller's place in it; then the same verdict as
 * loadClassFor(…, 'teach'). An empty list tells nothing about the class, so it is loaded apart.
 */
async function listOfClass(
  db: Db,
  actor: Caller,
  classId: string,
  filter: q.ListFilter,
  order: ReturnType<typeof listOrder>,
  page: { skip: number; limit: number },
) {
  const listed = await q.listAssessments(db, actor.userId, { classId }, filter, order, page);
  const first = listed.rows[0];
  if (!first) await loadClassFor(db, actor, classId, 'teach');
  else enforce(classVerdict(actor, first.klass, first.membership, 'teach'), CLASS_MESSAGES.classNotFound);
  return listed;
}

/** A class's assessments, newest first (its teachers and the admins). */
export async function fetchAssessments(db: Db, actor: Actor, classId: string) {
  const listed = await listOfClass(db, actor, classId, { filter: 'ALL' }, listOrder('DATE_CREATED'), {
    skip: 0,
    limit: 1000,
  });
  return { items: toListPage(listed).items };
}

/** Tests or My Assignments: one class, or every class the caller teaches (admins: the institute's). */
export async function fetchPaginated(db: Db, actor: Actor, query: Parsed<typeof FetchPaginatedQuery>) {
  const filter = { filter: query.filter, category: query.category, search: query.search || undefined };
  const order = listOrder(query.sort, query.order);
  if (query.classId) return toListPage(await listOfClass(db, actor, query.classId, filter, order, query));
  if (!actor.instituteId) return { items: [], total: 0 };
  const scope = { instituteId: actor.instituteId, teacherId: actor.roles.includes('admin') ? null : actor.userId };
  return toListPage(await q.listAssessments(db, actor.userId, scope, filter, order, query));
}

export async function readSettings(db: Db, actor: Actor, assessmentId: string) {
  const { assessment } = await loadAssessmentFor(db, actor, assessmentId, 'teach');
  return toAssessmentSettings(assessment, true);
}

export async function updateSettings(
  db: Db,
  actor: Actor,
  body: { assessmentId: string; setData: Parsed<typeof SettingsSetData> },
) {
  const { assessment } = await loadAssessmentFor(db, actor, body.assessmentId, 'teach');
  const { dueOn, ...rest } = body.setData;
  const set: Partial<AssessmentRow> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (dueOn !== undefined) set.dueOn = dueOn === null ? null : new Date(dueOn);
  const row = await db.transaction((tx) => q.updateAssessment(tx, assessment.id, set));
  if (!row) throw notFound(ASSESSMENT_MESSAGES.assessmentNotFound);
  return toAssessmentSettings(row, true);
}
