import {
  type ClassAnalytics,
  type ClassEq,
  INSIGHTS_MESSAGES,
  type InsightsRangeQuery,
  MAX_SESSION_SECONDS,
  type StudySession,
} from '@bright/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studySessions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { loadClassFor } from '../../lib/class-access';
import { loadTaughtClass } from './insights.access';
import { percentOf, round2, toIso, toPerson } from './insights.presenter';
import * as q from './insights.queries';
import { appliedRange, resolveRange } from './insights.range';

const toSession = (row: typeof studySessions.$inferSelect): StudySession => ({
  sessionId: row.id,
  classId: row.classId,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
  seconds: row.seconds,
});

/** studentAnalytics start session: a student of the class only. */
export async function startSession(db: Db, actor: Actor, classId: string) {
  const { klass, membership } = await loadClassFor(db, actor, classId, 'read');
  if (membership !== 'learner') throw forbidden();
  const [row] = await db
    .insert(studySessions)
    .values({ instituteId: klass.instituteId, classId: klass.id, studentId: actor.userId })
    .returning();
  return toSession(row!);
}

/** Its student's, in the institute they act in now. */
const ownSession = (actor: Actor, sessionId: string) =>
  and(
    eq(studySessions.id, sessionId),
    eq(studySessions.studentId, actor.userId),
    eq(studySessions.instituteId, actor.instituteId ?? ''),
  );

/** studentAnalytics end session: once, by its student; a session left open counts at most MAX_SESSION_SECONDS. */
export async function endSession(db: Db, actor: Actor, sessionId: string) {
  const [row] = await db
    .update(studySessions)
    .set({
      endedAt: sql`now()`,
      seconds: sql`least(${MAX_SESSION_SECONDS}, greatest(0, extract(epoch FROM now() - ${studySessions.startedAt})))::int`,
    })
    .where(and(ownSession(actor, sessionId), sql`${studySessions.endedAt} IS NULL`))
    .returning();
  if (row) return toSession(row);
  const [existing] = await db.select({ id: studySessions.id }).from(studySessions).where(ownSession(actor, sessionId));
  throw existing ? badRequest(INSIGHTS_MESSAGES.sessionEnded) : notFound(INSIGHTS_MESSAGES.sessionNotFound);
}

/** EQ weights (README "Engagement quotient"); a part with no data is left out and the rest re-weighted. */
const WEIGHTS = { participation: 0.4, attendance: 0.3, onTime: 0.3 } as const;

function quotient(parts: { participation: number | null; attendance: number | null; onTime: number | null }) {
  let weight = 0;
  let sum = 0;
  for (const key of Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]) {
    const value = parts[key];
    if (value === null) continue;
    weight += WEIGHTS[key];
    sum += WEIGHTS[key] * value;
  }
  return weight > 0 ? round2(sum / weight) : null;
}

const meanOf = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? round2(known.reduce((a, b) => a + b, 0) / known.length) : null;
};

/** fetchClassEQ: participation (submitted of assigned), attendance, on-time submission, per student and class. */
export async function classEq(db: Db, actor: Actor, query: InsightsRangeQuery): Promise<ClassEq> {
  const range = resolveRange(query);
  const { klass } = await loadTaughtClass(db, actor, query.classId);
  const figures = await q.studentFigures(db, klass.id, range);
  const rows = figures.map((row) => {
    const parts = {
      participation: percentOf(row.submitted, row.assigned),
      attendance: percentOf(row.present + row.late, row.present + row.late + row.absent),
      onTime: percentOf(row.on_time, row.assigned),
    };
    return { student: toPerson(row), eq: quotient(parts), ...parts };
  });
  return {
    classId: klass.id,
    range: appliedRange(range),
    eq: meanOf(rows.map((row) => row.eq)),
    participation: meanOf(rows.map((row) => row.participation)),
    attendance: meanOf(rows.map((row) => row.attendance)),
    onTime: meanOf(rows.map((row) => row.onTime)),
    students: rows,
  };
}

/** fetchClassAnalytics: ended study sessions started in the range, per student and per UTC day. */
export async function classAnalytics(db: Db, actor: Actor, query: InsightsRangeQuery): Promise<ClassAnalytics> {
  const range = resolveRange(query);
  const { klass } = await loadTaughtClass(db, actor, query.classId);
  const [students, sessions] = await Promise.all([
    q.learners(db, klass.id),
    db
      .select()
      .from(studySessions)
      .where(
        and(
          eq(studySessions.classId, klass.id),
          sql`${studySessions.startedAt} BETWEEN ${range.start.toISOString()}::timestamptz AND ${range.end.toISOString()}::timestamptz`,
        ),
      ),
  ]);
  const ended = sessions.filter((row) => row.seconds !== null);
  const minutes = (rows: typeof sessions) => round2(rows.reduce((sum, row) => sum + (row.seconds ?? 0), 0) / 60);
  const days = new Map<string, typeof sessions>();
  for (const row of ended) {
    const day = row.startedAt.toISOString().slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return {
    classId: klass.id,
    range: appliedRange(range),
    sessions: ended.length,
    totalMinutes: minutes(ended),
    students: students.map((person) => {
      const own = sessions.filter((row) => row.studentId === person.id);
      const last = own.reduce<Date | null>((at, row) => (at && at > row.startedAt ? at : row.startedAt), null);
      const done = own.filter((row) => row.seconds !== null);
      return {
        student: toPerson(person),
        sessions: done.length,
        minutes: minutes(done),
        lastActiveAt: last ? toIso(last) : null,
      };
    }),
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, rows]) => ({ date, minutes: minutes(rows), sessions: rows.length })),
  };
}
