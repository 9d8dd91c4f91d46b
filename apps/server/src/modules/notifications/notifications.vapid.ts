import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Executor } from '../../db/client';
import { vapidKeys } from '../../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const ROW_ID = 'default';

/**
 * The VAPID key pair: the configured one, else the one stored by the first start, else a new one stored
 * now. Several processes starting at once store one pair: the first insert wins and all read it back.
 */
export async function ensureVapidKeys(
  db: Executor,
  configured: { publicKey?: string; privateKey?: string },
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey)
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const stored = await readStored(db);
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: ROW_ID, ...made })
    .onConflictDoNothing();
  const kept = await readStored(db);
  if (!kept) throw new Error('VAPID keys were not stored');
  return kept;
}

async function readStored(db: Executor) {
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .where(eq(vapidKeys.id, ROW_ID))
    .limit(1);
  return row;
}
