import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aiLedger, aiSettings, generatedQuestions } from '../../db/schema';

export type LedgerInsert = typeof aiLedger.$inferInsert;
export type GeneratedRow = typeof generatedQuestions.$inferSelect;

/** Inserts a ledger row; false when the (institute, request, kind) row already exists (a retried request). */
export async function insertLedger(db: Executor, values: LedgerInsert) {
  const rows = await db.insert(aiLedger).values(values).onConflictDoNothing().returning({ id: aiLedger.id });
  return rows.length > 0;
}

export async function recordTokens(db: Executor, instituteId: string, requestId: string, tokens: number) {
  await db
    .update(aiLedger)
    .set({ tokens })
    .where(and(eq(aiLedger.instituteId, instituteId), eq(aiLedger.requestId, requestId), eq(aiLedger.kind, 'charge')));
}

export async function findSettings(db: Executor, instituteId: string) {
  const [row] = await db.select().from(aiSettings).where(eq(aiSettings.instituteId, instituteId));
  return { builtinCharges: row?.builtinCharges ?? false };
}

export async function saveSettings(db: Executor, instituteId: string, builtinCharges: boolean) {
  await db
    .insert(aiSettings)
    .values({ instituteId, builtinCharges })
    .onConflictDoUpdate({ target: aiSettings.instituteId, set: { builtinCharges, updatedAt: new Date() } });
}

export async function insertGenerated(db: Executor, rows: (typeof generatedQuestions.$inferInsert)[]) {
  return db.insert(generatedQuestions).values(rows).returning();
}

export async function findGenerated(db: Executor, instituteId: string, groupId: string, id: string) {
  const [row] = await db
    .select()
    .from(generatedQuestions)
    .where(
      and(
        eq(generatedQuestions.instituteId, instituteId),
        eq(generatedQuestions.groupId, groupId),
        eq(generatedQuestions.id, id),
      ),
    );
  return row;
}

export async function updateGenerated(
  db: Executor,
  id: string,
  values: Partial<typeof generatedQuestions.$inferInsert>,
) {
  const [row] = await db.update(generatedQuestions).set(values).where(eq(generatedQuestions.id, id)).returning();
  return row!;
}
