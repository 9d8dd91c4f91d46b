import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export async function markEmailVerified(db: Db, userId: string) {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}
