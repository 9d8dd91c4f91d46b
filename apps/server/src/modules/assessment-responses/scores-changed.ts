import type { Executor } from '../../db/client';

/**
 * Called inside the transaction that changes responses' scores or status (a submit, a teacher's
 * score, a reopening), with the ids of those responses: aggregates elsewhere (Insights) stay in step
 * with grading, committed or rolled back with it.
 */
export type ScoresChangedListener = (tx: Executor, responseIds: string[]) => Promise<void>;

const listeners = new Set<ScoresChangedListener>();

/** Registers a listener once (the same function registered again is kept once). */
export function onResponseScoresChanged(listener: ScoresChangedListener) {
  listeners.add(listener);
}

export async function responseScoresChanged(tx: Executor, responseIds: string[]) {
  if (responseIds.length === 0) return;
  for (const listener of listeners) await listener(tx, responseIds);
}
