import type { BrightTool, HistoryItem, TeacherCreditUse } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { institutionOf } from './ai.service';
import * as q from './ai.tools.queries';

/** A teacher's favourite tools and history of generations; the admin's credit use per teacher. */

export async function favourites(db: Db, actor: Actor) {
  return { tools: (await q.findFavourites(db, actor.userId)) as BrightTool[] };
}

export async function setFavourite(db: Db, actor: Actor, tool: BrightTool, favourite: boolean) {
  await q.setFavourite(db, actor.userId, tool, favourite);
  return favourites(db, actor);
}

export async function history(db: Db, actor: Actor, limit: number): Promise<HistoryItem[]> {
  const rows = await q.findHistory(db, institutionOf(actor), limit);
  return rows.map((row) => ({
    id: row.id,
    feature: row.feature,
    title: row.title,
    engine: row.engine,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
    result: row.result,
  }));
}

export async function creditUse(db: Db, actor: Actor, days: number): Promise<TeacherCreditUse[]> {
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const rows = await q.creditUsePerUser(db, institutionOf(actor).instituteId, since);
  return rows.map((row) => ({
    userId: row.userId,
    name: [row.firstName, row.lastName].filter(Boolean).join(' ') || '—',
    email: row.email,
    runs: row.runs,
    failed: row.failed,
    credits: row.credits,
    tokens: row.tokens,
    lastRunAt: new Date(row.lastRunAt).toISOString(),
  }));
}
