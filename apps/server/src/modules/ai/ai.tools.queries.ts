import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aiGenerations, aiLedger, aiProviders, aiToolFavourites, users } from '../../db/schema';

export type ProviderRow = typeof aiProviders.$inferSelect;

export async function findProvider(db: Executor, instituteId: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(aiProviders).where(eq(aiProviders.instituteId, instituteId));
  return row;
}

export async function saveProvider(db: Executor, values: typeof aiProviders.$inferInsert) {
  const { instituteId: _id, ...set } = values;
  const [row] = await db
    .insert(aiProviders)
    .values(values)
    .onConflictDoUpdate({ target: aiProviders.instituteId, set: { ...set, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function removeProvider(db: Executor, instituteId: string) {
  await db.delete(aiProviders).where(eq(aiProviders.instituteId, instituteId));
}

export async function findFavourites(db: Executor, userId: string) {
  const rows = await db
    .select({ tool: aiToolFavourites.tool })
    .from(aiToolFavourites)
    .where(eq(aiToolFavourites.userId, userId))
    .orderBy(aiToolFavourites.createdAt, aiToolFavourites.tool);
  return rows.map((row) => row.tool);
}

export async function setFavourite(db: Executor, userId: string, tool: string, favourite: boolean) {
  if (favourite) await db.insert(aiToolFavourites).values({ userId, tool }).onConflictDoNothing();
  else
    await db.delete(aiToolFavourites).where(and(eq(aiToolFavourites.userId, userId), eq(aiToolFavourites.tool, tool)));
}

export async function insertGeneration(db: Executor, values: typeof aiGenerations.$inferInsert) {
  await db.insert(aiGenerations).values(values);
}

export async function findHistory(db: Executor, who: { instituteId: string; userId: string }, limit: number) {
  return db
    .select()
    .from(aiGenerations)
    .where(and(eq(aiGenerations.instituteId, who.instituteId), eq(aiGenerations.userId, who.userId)))
    .orderBy(desc(aiGenerations.createdAt), desc(aiGenerations.id))
    .limit(limit);
}

/** Credit use per user from the ledger: a refund row cancels its charge (credits net, failed runs counted). */
export async function creditUsePerUser(db: Executor, instituteId: string, since: Date) {
  return db
    .select({
      userId: aiLedger.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      runs: sql<number>`count(*) filter (where ${aiLedger.kind} = 'charge')::int`,
      failed: sql<number>`count(*) filter (where ${aiLedger.kind} = 'refund')::int`,
      credits: sql<number>`(-sum(${aiLedger.credits}))::int`,
      tokens: sql<number>`sum(${aiLedger.tokens})::int`,
      lastRunAt: sql<string>`max(${aiLedger.createdAt})`,
    })
    .from(aiLedger)
    .leftJoin(users, eq(users.id, aiLedger.userId))
    .where(and(eq(aiLedger.instituteId, instituteId), gte(aiLedger.createdAt, since)))
    .groupBy(aiLedger.userId, users.firstName, users.lastName, users.email)
    .orderBy(sql`(-sum(${aiLedger.credits})) desc`, sql`count(*) desc`);
}
