import { and, asc, count, desc, eq, exists, inArray, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  classMembers,
  classes,
  notebookFolders,
  notebookPassages,
  notebookShares,
  notebookSources,
  notebooks,
  users,
} from '../../db/schema';
import type { PassageDraft } from './passages';

export type NotebookRow = typeof notebooks.$inferSelect;
export type FolderRow = typeof notebookFolders.$inferSelect;
export type SourceRow = typeof notebookSources.$inferSelect;

/** Notebooks shared with a class the user is a student of. */
const sharedWithLearner = (userId: string) =>
  exists(
    sql`(select 1 from ${notebookShares} s join ${classMembers} m on m.class_id = s.class_id
         where s.notebook_id = notebooks.id and m.user_id = ${userId} and m.role = 'learner')`,
  );

export async function findNotebook(db: Executor, notebookId: string, userId: string) {
  const [row] = await db
    .select({ notebook: notebooks, shared: sql<boolean>`${sharedWithLearner(userId)}` })
    .from(notebooks)
    .where(eq(notebooks.id, notebookId));
  return row;
}

/** The notebooks a user owns in an institute, or those shared with their classes. */
export async function listNotebooks(db: Executor, instituteId: string, userId: string, owned: boolean) {
  return db
    .select()
    .from(notebooks)
    .where(
      and(eq(notebooks.instituteId, instituteId), owned ? eq(notebooks.ownerId, userId) : sharedWithLearner(userId)),
    )
    .orderBy(desc(notebooks.updatedAt));
}

/** Sources, bytes, owner name and shares of some notebooks, for their summaries. */
export async function notebookFacts(db: Executor, ids: string[]) {
  if (ids.length === 0) return { sizes: new Map(), shares: new Map(), owners: new Map() };
  const sizes = await db
    .select({ notebookId: notebookSources.notebookId, sources: count(), bytes: sum(notebookSources.bytes) })
    .from(notebookSources)
    .where(inArray(notebookSources.notebookId, ids))
    .groupBy(notebookSources.notebookId);
  const shares = await db
    .select({ notebookId: notebookShares.notebookId, classId: classes.id, name: classes.name })
    .from(notebookShares)
    .innerJoin(classes, eq(classes.id, notebookShares.classId))
    .where(inArray(notebookShares.notebookId, ids))
    .orderBy(asc(classes.name));
  const owners = await db
    .select({ id: notebooks.id, firstName: users.firstName, lastName: users.lastName })
    .from(notebooks)
    .innerJoin(users, eq(users.id, notebooks.ownerId))
    .where(inArray(notebooks.id, ids));
  const shareMap = new Map<string, { classId: string; name: string }[]>();
  for (const share of shares)
    shareMap.set(share.notebookId, [
      ...(shareMap.get(share.notebookId) ?? []),
      { classId: share.classId, name: share.name },
    ]);
  return {
    sizes: new Map(sizes.map((row) => [row.notebookId, { sources: row.sources, bytes: Number(row.bytes ?? 0) }])),
    shares: shareMap,
    owners: new Map(owners.map((row) => [row.id, [row.firstName, row.lastName].filter(Boolean).join(' ')])),
  };
}

export async function listFolders(db: Executor, instituteId: string, ownerId: string) {
  return db
    .select()
    .from(notebookFolders)
    .where(and(eq(notebookFolders.instituteId, instituteId), eq(notebookFolders.ownerId, ownerId)))
    .orderBy(asc(notebookFolders.name));
}

export async function findFolder(db: Executor, folderId: string) {
  const [row] = await db.select().from(notebookFolders).where(eq(notebookFolders.id, folderId));
  return row;
}

export async function insertNotebook(db: Executor, values: typeof notebooks.$inferInsert) {
  const [row] = await db.insert(notebooks).values(values).returning();
  return row!;
}

export async function updateNotebook(db: Executor, id: string, set: Partial<typeof notebooks.$inferInsert>) {
  const [row] = await db
    .update(notebooks)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(notebooks.id, id))
    .returning();
  return row!;
}

export const deleteNotebook = (db: Executor, id: string) => db.delete(notebooks).where(eq(notebooks.id, id));

export async function insertFolder(db: Executor, values: typeof notebookFolders.$inferInsert) {
  const [row] = await db.insert(notebookFolders).values(values).returning();
  return row!;
}

export async function renameFolder(db: Executor, id: string, name: string) {
  const [row] = await db.update(notebookFolders).set({ name }).where(eq(notebookFolders.id, id)).returning();
  return row!;
}

export const deleteFolder = (db: Executor, id: string) => db.delete(notebookFolders).where(eq(notebookFolders.id, id));

export async function listSources(db: Executor, notebookId: string) {
  return db
    .select({
      source: notebookSources,
      passages: sql<number>`(select count(*)::int from notebook_passages p where p.source_id = notebook_sources.id)`,
    })
    .from(notebookSources)
    .where(eq(notebookSources.notebookId, notebookId))
    .orderBy(asc(notebookSources.createdAt));
}

export async function findSource(db: Executor, sourceId: string) {
  const [row] = await db.select().from(notebookSources).where(eq(notebookSources.id, sourceId));
  return row;
}

/** How many sources and bytes a notebook holds, read under the notebook's row lock. */
export async function lockNotebookSize(db: Executor, notebookId: string) {
  await db.execute(sql`select id from ${notebooks} where id = ${notebookId} for update`);
  const [row] = await db
    .select({ sources: count(), bytes: sum(notebookSources.bytes) })
    .from(notebookSources)
    .where(eq(notebookSources.notebookId, notebookId));
  return { sources: row?.sources ?? 0, bytes: Number(row?.bytes ?? 0) };
}

export async function insertSource(db: Executor, values: typeof notebookSources.$inferInsert) {
  const [row] = await db.insert(notebookSources).values(values).returning();
  return row!;
}

/** Stores passages with their search vectors, in batches (a 500-page PDF is thousands of rows). */
export async function insertPassages(
  db: Executor,
  source: { id: string; notebookId: string; ownerId: string; config: string },
  drafts: PassageDraft[],
) {
  for (let start = 0; start < drafts.length; start += 200) {
    const rows = drafts.slice(start, start + 200).map((draft, index) => ({
      sourceId: source.id,
      notebookId: source.notebookId,
      ownerId: source.ownerId,
      ordinal: start + index,
      page: draft.page,
      startSeconds: draft.startSeconds,
      text: draft.text,
      config: source.config,
      tsv: sql`to_tsvector(${source.config}::regconfig, ${draft.text})`,
    }));
    await db.insert(notebookPassages).values(rows as never);
  }
}

export const deleteSource = (db: Executor, id: string) => db.delete(notebookSources).where(eq(notebookSources.id, id));

export async function listPassages(db: Executor, sourceId: string) {
  return db
    .select({
      id: notebookPassages.id,
      sourceId: notebookPassages.sourceId,
      ordinal: notebookPassages.ordinal,
      page: notebookPassages.page,
      startSeconds: notebookPassages.startSeconds,
      text: notebookPassages.text,
    })
    .from(notebookPassages)
    .where(eq(notebookPassages.sourceId, sourceId))
    .orderBy(asc(notebookPassages.ordinal));
}

export const touchNotebook = (db: Executor, id: string) =>
  db.update(notebooks).set({ updatedAt: new Date() }).where(eq(notebooks.id, id));

export async function replaceShares(db: Executor, notebookId: string, classIds: string[]) {
  await db.delete(notebookShares).where(eq(notebookShares.notebookId, notebookId));
  if (classIds.length) await db.insert(notebookShares).values(classIds.map((classId) => ({ notebookId, classId })));
}
