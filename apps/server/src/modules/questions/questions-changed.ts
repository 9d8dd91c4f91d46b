import type { Executor } from '../../db/client';

/**
 * Called inside the transaction that adds, edits or removes an assessment's questions (their topic,
 * Bloom level or points may have changed), with the assessment's id: aggregates built from those
 * questions (Insights) are rewritten in step, committed or rolled back with the change.
 */
export type QuestionsChangedListener = (tx: Executor, assessmentId: string) => Promise<void>;

const listeners = new Set<QuestionsChangedListener>();

/** Registers a listener once (the same function registered again is kept once). */
export function onQuestionsChanged(listener: QuestionsChangedListener) {
  listeners.add(listener);
}

export async function questionsChanged(tx: Executor, assessmentId: string) {
  for (const listener of listeners) await listener(tx, assessmentId);
}
