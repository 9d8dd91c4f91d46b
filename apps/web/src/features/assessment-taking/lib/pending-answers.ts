import type { AnswerValue } from '@bright/contracts';

/**
 * Answers given but not yet confirmed by the server, kept in localStorage per attempt: a reload, a
 * closed tab or a dropped connection loses nothing. Each change gets a sequence number; a server
 * confirmation removes the entry only if no newer change came in meanwhile.
 */
export interface PendingAnswer {
  answer: AnswerValue;
  seq: number;
}
export type PendingMap = Record<string, PendingAnswer>;

const key = (responseId: string) => `assessment-pending:${responseId}`;

export function readPending(responseId: string, storage: Storage = localStorage): PendingMap {
  try {
    const parsed = JSON.parse(storage.getItem(key(responseId)) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as PendingMap) : {};
  } catch {
    return {};
  }
}

function write(responseId: string, map: PendingMap, storage: Storage) {
  if (Object.keys(map).length === 0) storage.removeItem(key(responseId));
  else storage.setItem(key(responseId), JSON.stringify(map));
}

/** Records a change; returns its sequence number. */
export function putPending(
  responseId: string,
  questionId: string,
  answer: AnswerValue,
  storage: Storage = localStorage,
): number {
  const map = readPending(responseId, storage);
  const seq = (map[questionId]?.seq ?? 0) + 1;
  map[questionId] = { answer, seq };
  write(responseId, map, storage);
  return seq;
}

/** The server stored change `seq`: forget it, unless a newer one is waiting. Returns whether it was removed. */
export function confirmPending(
  responseId: string,
  questionId: string,
  seq: number,
  storage: Storage = localStorage,
): boolean {
  const map = readPending(responseId, storage);
  if (map[questionId]?.seq !== seq) return false;
  delete map[questionId];
  write(responseId, map, storage);
  return true;
}

export function clearPending(responseId: string, storage: Storage = localStorage) {
  storage.removeItem(key(responseId));
}

/** The answers to show: the server's saved ones, with the unconfirmed local ones over them. */
export function mergeAnswers(
  saved: Record<string, AnswerValue | null | undefined>,
  pending: PendingMap,
): Record<string, AnswerValue> {
  const merged: Record<string, AnswerValue> = {};
  for (const [questionId, answer] of Object.entries(saved)) if (answer) merged[questionId] = answer;
  for (const [questionId, entry] of Object.entries(pending)) merged[questionId] = entry.answer;
  return merged;
}

/** Retry delays after a dropped connection: 1 s, 2 s, 4 s ... at most 15 s. */
export const retryDelay = (attempt: number) => Math.min(15_000, 1000 * 2 ** Math.max(0, attempt));
