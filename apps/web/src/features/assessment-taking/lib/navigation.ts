/**
 * SPEC §4 "Question navigation": previous and next are clamped to the first and last question;
 * ending the test resets the index to 0.
 */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

export const nextIndex = (index: number, count: number) => clampIndex(index + 1, count);
export const previousIndex = (index: number, count: number) => clampIndex(index - 1, count);
export const isFirst = (index: number) => index <= 0;
export const isLast = (index: number, count: number) => index >= count - 1;

/** Where the student was in an attempt, kept across a reload; ending the test resets it to 0. */
const positionKey = (responseId: string) => `assessment-position:${responseId}`;

export function readPosition(responseId: string, count: number, storage: Storage = localStorage): number {
  const stored = Number(storage.getItem(positionKey(responseId)) ?? 0);
  return clampIndex(stored, count);
}

export function writePosition(responseId: string, index: number, storage: Storage = localStorage) {
  storage.setItem(positionKey(responseId), String(index));
}

/** Ending the test: the index goes back to 0 (SPEC §4), and nothing is kept for the attempt. */
export function resetPosition(responseId: string, storage: Storage = localStorage) {
  storage.removeItem(positionKey(responseId));
  return 0;
}
