/**
 * The editor's saving rules (SPEC §4 "Editor shows 'Saving...' then 'All changes saved'"), as a pure
 * state machine so they can be tested without timers: edits merge into one pending patch, one save
 * runs at a time, a failed save puts its patch back under newer edits and is retried with backoff when
 * the failure may pass (no answer, 5xx, 429); a refusal (4xx) waits for the next edit.
 */
import type { ShownError } from '../../../lib/error-text';

export type Patch = Record<string, unknown>;

export interface AutosaveState {
  pending: Patch | null;
  inFlight: Patch | null;
  error: ShownError | null;
  /** Whether the last failure may pass on its own (retry it). */
  retryable: boolean;
  attempts: number;
  savedOnce: boolean;
  /** A refusal waits here until the next edit. */
  blocked: boolean;
}

export type AutosaveEvent =
  | { type: 'edit'; patch: Patch }
  | { type: 'start' }
  | { type: 'success' }
  | { type: 'failure'; error: ShownError; status: number };

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export const initialAutosave: AutosaveState = {
  pending: null,
  inFlight: null,
  error: null,
  retryable: false,
  attempts: 0,
  savedOnce: false,
  blocked: false,
};

export const isRetryableStatus = (status: number) => status === 0 || status === 429 || status >= 500;

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case 'edit':
      return { ...state, pending: { ...state.pending, ...event.patch }, blocked: false };
    case 'start':
      if (!state.pending || state.inFlight) return state;
      return { ...state, inFlight: state.pending, pending: null };
    case 'success':
      return { ...state, inFlight: null, error: null, retryable: false, attempts: 0, savedOnce: true, blocked: false };
    case 'failure':
      return {
        ...state,
        // Newer edits win over the patch that failed.
        pending: state.inFlight || state.pending ? { ...state.inFlight, ...state.pending } : null,
        inFlight: null,
        error: event.error,
        retryable: isRetryableStatus(event.status),
        attempts: state.attempts + 1,
        blocked: !isRetryableStatus(event.status),
      };
  }
}

/** Whether a save should be scheduled now, and after how long (ms). */
export function nextSave(state: AutosaveState, debounceMs: number): number | null {
  if (!state.pending || state.inFlight) return null;
  if (state.blocked) return null;
  if (!state.error || !state.retryable) return debounceMs;
  return retryDelay(state.attempts);
}

export const retryDelay = (attempts: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempts - 1));

export function statusOf(state: AutosaveState): SaveStatus {
  if (state.inFlight) return 'saving';
  if (state.error) return 'error';
  if (state.pending) return 'saving';
  return state.savedOnce ? 'saved' : 'idle';
}

/** Many fields, one line: an error anywhere wins, then any save under way, then 'All changes saved'. */
export function combineStatus(statuses: SaveStatus[]): SaveStatus {
  if (statuses.includes('error')) return 'error';
  if (statuses.includes('saving')) return 'saving';
  if (statuses.includes('saved')) return 'saved';
  return 'idle';
}
