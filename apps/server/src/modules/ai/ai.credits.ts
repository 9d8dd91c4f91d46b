import { randomUUID } from 'node:crypto';
import { AI_MESSAGES, type CreditUse, type EngineKind } from '@bright/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { chargeUse, findLicenceOfInstitute, refundUse, validateUse } from '../licences';
import * as q from './ai.queries';
import { insertGeneration } from './ai.tools.queries';

/**
 * Credits of SPEC §5 and §8: before every run the licence is validated for feature brightAi (a
 * LICENSE_LIMIT_EXHAUSTED refusal blocks, the others let the run proceed), then the charge feature
 * aiCredits is charged together with a ledger row, in one transaction. A failed run is refunded by a
 * second ledger row. The built-in engine is free unless the institute says otherwise.
 */

export const AI_RUN_COST = 1;

export interface Run {
  instituteId: string;
  userId: string;
  feature: string;
  requestId: string;
  engine: EngineKind;
  model: string | null;
  cost: number;
  left: number | null;
  chargedAt: Date;
}

const isExhausted = (error: unknown) => error instanceof AppError && error.extra.type === 'LICENSE_LIMIT_EXHAUSTED';

export async function costOf(db: Db, instituteId: string, engine: EngineKind) {
  if (engine === 'model') return AI_RUN_COST;
  return (await q.findSettings(db, instituteId)).builtinCharges ? AI_RUN_COST : 0;
}

/** Credits left this period (null: unlimited, or no licence meter to read). */
export async function creditsLeft(db: Db, instituteId: string) {
  try {
    const context = await findLicenceOfInstitute(db, instituteId);
    return (await validateUse(db, context, { feature: 'aiCredits', usage: 0 })).left;
  } catch {
    return null;
  }
}

async function validateBrightAi(db: Db, instituteId: string, usage: number) {
  try {
    await validateUse(db, await findLicenceOfInstitute(db, instituteId), { feature: 'brightAi', usage });
  } catch (error) {
    if (isExhausted(error)) throw error;
  }
}

export async function startRun(
  db: Db,
  who: { instituteId: string; userId: string },
  what: { feature: string; engine: EngineKind; model: string | null; requestId?: string },
): Promise<Run> {
  const cost = await costOf(db, who.instituteId, what.engine);
  await validateBrightAi(db, who.instituteId, cost);
  const requestId = what.requestId ?? randomUUID();
  const chargedAt = new Date();
  const left = await db.transaction(async (tx) => {
    const fresh = await q.insertLedger(tx, {
      ...who,
      feature: what.feature,
      requestId,
      kind: 'charge',
      engine: what.engine,
      model: what.model,
      credits: -cost,
    });
    if (!fresh) throw new AppError('CONFLICT', AI_MESSAGES.alreadyRun);
    if (cost === 0) return null;
    return (await chargeUse(tx, who, { feature: 'aiCredits', usage: cost }, chargedAt)).left;
  });
  return {
    ...who,
    ...what,
    model: what.model,
    requestId,
    cost,
    left: left ?? (await creditsLeft(db, who.instituteId)),
    chargedAt,
  };
}

/** What a finished run made, kept for the teacher's history. */
export interface RunOutput {
  title: string;
  result: unknown;
}

export async function finishRun(db: Db, run: Run, tokens: number, output?: RunOutput) {
  await db.transaction(async (tx) => {
    if (tokens > 0) await q.recordTokens(tx, run.instituteId, run.requestId, tokens);
    if (output)
      await insertGeneration(tx, {
        instituteId: run.instituteId,
        userId: run.userId,
        feature: run.feature,
        requestId: run.requestId,
        engine: run.engine,
        model: run.model,
        title: output.title.replace(/\s+/g, ' ').trim().slice(0, 120) || run.feature,
        result: output.result,
      });
  });
}

/** Gives the credits of a failed run back (a compensating ledger row); safe to call twice. */
export async function refundRun(db: Db, run: Run, reason: string) {
  await db.transaction(async (tx) => {
    const fresh = await q.insertLedger(tx, {
      instituteId: run.instituteId,
      userId: run.userId,
      feature: run.feature,
      requestId: run.requestId,
      kind: 'refund',
      engine: run.engine,
      model: run.model,
      credits: run.cost,
      reason: reason.slice(0, 500),
    });
    if (fresh && run.cost > 0) await refundUse(tx, run, { feature: 'aiCredits', usage: run.cost }, run.chargedAt);
  });
}

export const creditUse = (run: Run, refunded = false): CreditUse => ({
  cost: refunded ? 0 : run.cost,
  left: run.left === null ? null : refunded ? run.left + run.cost : run.left,
  requestId: run.requestId,
});
