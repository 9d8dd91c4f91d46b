import type { DisplayState } from '@bright/contracts';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { devicePairingFailures, devicePairings, institutes, pairedDevices, sessions, users } from '../../db/schema';

export type PairingRow = typeof devicePairings.$inferSelect;
export type PairedDeviceRow = typeof pairedDevices.$inferSelect;

export async function insertPairing(db: Executor, row: typeof devicePairings.$inferInsert) {
  const [inserted] = await db.insert(devicePairings).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Codes a day past their expiry are of no use to anyone: dropped so their letters can be drawn again. */
export async function pruneOldPairings(db: Executor, now: Date) {
  await db.delete(devicePairings).where(lt(devicePairings.expiresAt, new Date(now.getTime() - 86_400_000)));
}

export async function countPairingsFrom(db: Executor, address: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(devicePairings)
    .where(and(eq(devicePairings.address, address), gt(devicePairings.createdAt, since)));
  return row?.n ?? 0;
}

export async function findPairingByCode(db: Executor, code: string) {
  const [row] = await db.select().from(devicePairings).where(eq(devicePairings.code, code)).limit(1);
  return row;
}

export async function findPairingBySecretHash(db: Executor, secretHash: string) {
  const [row] = await db.select().from(devicePairings).where(eq(devicePairings.secretHash, secretHash)).limit(1);
  return row;
}

/** Marks the code used only if nobody did first: the single-use rule under concurrent claims. */
export async function usePairing(db: Executor, id: string, now: Date) {
  const used = await db
    .update(devicePairings)
    .set({ usedAt: now })
    .where(and(eq(devicePairings.id, id), isNull(devicePairings.usedAt)))
    .returning({ id: devicePairings.id });
  return used.length === 1;
}

export async function recordFailure(db: Executor, scopes: string[]) {
  await db.insert(devicePairingFailures).values(scopes.map((scope) => ({ scope })));
}

export async function countFailures(db: Executor, scopes: string[], since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(devicePairingFailures)
    .where(and(inArray(devicePairingFailures.scope, scopes), gt(devicePairingFailures.at, since)))
    .groupBy(devicePairingFailures.scope)
    .orderBy(desc(count()))
    .limit(1);
  return row?.n ?? 0;
}

export async function insertPairedDevice(db: Executor, row: typeof pairedDevices.$inferInsert) {
  const [inserted] = await db.insert(pairedDevices).values(row).returning();
  return inserted!;
}

/** A pairing counts while neither it nor the owner's session that made it is revoked or expired. */
const live = (now: Date) =>
  and(
    isNull(pairedDevices.revokedAt),
    gt(pairedDevices.expiresAt, now),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
  );

const withSession = (db: Executor) =>
  db
    .select({ device: pairedDevices, ownerName: users.firstName })
    .from(pairedDevices)
    .innerJoin(sessions, eq(sessions.id, pairedDevices.ownerSessionId))
    .innerJoin(users, eq(users.id, pairedDevices.ownerId));

export async function findLiveByTokenHash(db: Executor, tokenHash: string, now: Date) {
  const [row] = await withSession(db)
    .where(and(eq(pairedDevices.tokenHash, tokenHash), live(now)))
    .limit(1);
  return row;
}

export async function listLiveForOwner(db: Executor, ownerId: string, now: Date, deviceId?: string) {
  return withSession(db)
    .where(
      and(eq(pairedDevices.ownerId, ownerId), deviceId ? eq(pairedDevices.deviceId, deviceId) : undefined, live(now)),
    )
    .orderBy(desc(pairedDevices.pairedAt), desc(pairedDevices.id));
}

/** Revokes the owner's pairings (of one device id, or all); returns the rows revoked. */
export async function revokeForOwner(db: Executor, ownerId: string, now: Date, deviceId?: string) {
  return db
    .update(pairedDevices)
    .set({ revokedAt: now })
    .where(
      and(
        eq(pairedDevices.ownerId, ownerId),
        isNull(pairedDevices.revokedAt),
        deviceId ? eq(pairedDevices.deviceId, deviceId) : undefined,
      ),
    )
    .returning();
}

export async function updateState(db: Executor, id: string, state: DisplayState) {
  await db.update(pairedDevices).set({ state }).where(eq(pairedDevices.id, id));
}

/** Pairings made by sessions that are no longer live (signed out, expired): what a session end closes. */
export async function pairingsOfEndedSessions(
  db: Executor,
  target: { sessionId?: string; userId?: string },
  now: Date,
) {
  return db
    .select({ id: pairedDevices.id, deviceId: pairedDevices.deviceId })
    .from(pairedDevices)
    .innerJoin(sessions, eq(sessions.id, pairedDevices.ownerSessionId))
    .where(
      and(
        target.sessionId
          ? eq(pairedDevices.ownerSessionId, target.sessionId)
          : eq(pairedDevices.ownerId, target.userId!),
        or(isNotNull(sessions.revokedAt), lt(sessions.expiresAt, now)),
      ),
    );
}

export async function kneuraIdsOf(db: Executor, userId: string, instituteId: string | null) {
  const [user] = await db.select({ kneuraId: users.kneuraId }).from(users).where(eq(users.id, userId)).limit(1);
  const [institute] = instituteId
    ? await db.select({ kneuraId: institutes.kneuraId }).from(institutes).where(eq(institutes.id, instituteId)).limit(1)
    : [];
  return { user: user?.kneuraId, institute: institute?.kneuraId };
}

export async function ownerFirstName(db: Executor, userId: string) {
  const [user] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.firstName ?? '';
}

export async function findPairedById(db: Executor, id: string) {
  const [row] = await db.select().from(pairedDevices).where(eq(pairedDevices.id, id)).limit(1);
  return row;
}
