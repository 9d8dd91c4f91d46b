import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authFailures } from '../../db/schema';

export async function countRecentFailures(db: Db, column: 'account' | 'address', value: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(eq(authFailures[column], value), gt(authFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordFailure(db: Db, account: string, address: string) {
  await db.insert(authFailures).values({ account, address });
}

export async function clearFailures(db: Db, account: string, olderThan?: Date) {
  await db
    .delete(authFailures)
    .where(olderThan ? lt(authFailures.createdAt, olderThan) : eq(authFailures.account, account));
}
