import { LICENSE_MESSAGES } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { platformOperators } from '../db/schema';
import type { Actor } from './actor';
import { type Verdict, enforce } from './authorize';

/**
 * Platform operators run the service for every institute (licences, plans, coupons). It is not an
 * institute role: an institute's admin is not an operator, and an operator needs no membership.
 */
export const canOperate = (isOperator: boolean): Verdict => (isOperator ? 'ok' : 'forbidden');

/** Who runs an operator action: a signed-in user (checked), or the command-line tool (it holds the database). */
export type OperatorCaller = { kind: 'user'; actor: Actor } | { kind: 'cli' };

/** An authorized operator, as the actions record it. */
export interface Operator {
  userId: string | null;
  label: string;
}

export async function isPlatformOperator(db: Executor, userId: string) {
  const [row] = await db
    .select({ userId: platformOperators.userId })
    .from(platformOperators)
    .where(eq(platformOperators.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** The first statement of every operator action: a user who is no platform operator gets 403. */
export async function authorizeOperator(db: Db, caller: OperatorCaller): Promise<Operator> {
  if (caller.kind === 'cli') return { userId: null, label: 'cli' };
  const isOperator = await isPlatformOperator(db, caller.actor.userId);
  enforce(canOperate(isOperator), LICENSE_MESSAGES.notOperator, LICENSE_MESSAGES.notOperator);
  return { userId: caller.actor.userId, label: caller.actor.userId };
}
