import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { ApiError } from '../../../lib/api-client';
import { type ShownError, shownError } from '../../../lib/error-text';
import {
  type Patch,
  type SaveStatus,
  autosaveReducer,
  combineStatus,
  initialAutosave,
  nextSave,
  statusOf,
} from '../lib/autosave';

/** The statuses of every autosaving part of the editor, combined into the one line it shows. */
export class SaveBoard {
  private statuses = new Map<string, { status: SaveStatus; error: ShownError | null }>();
  private listeners = new Set<() => void>();
  private snapshot: { status: SaveStatus; error: ShownError | null } = { status: 'idle', error: null };

  report(channel: string, status: SaveStatus, error: ShownError | null) {
    this.statuses.set(channel, { status, error });
    this.publish();
  }

  drop(channel: string) {
    this.statuses.delete(channel);
    this.publish();
  }

  private publish() {
    const all = [...this.statuses.values()];
    const status = combineStatus(all.map((s) => s.status));
    const error = all.find((s) => s.status === 'error')?.error ?? null;
    if (status !== this.snapshot.status || error !== this.snapshot.error) {
      this.snapshot = { status, error };
      this.listeners.forEach((listener) => listener());
    }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;
}

export const SaveBoardContext = createContext<SaveBoard | null>(null);

export function useSaveBoard() {
  const [board] = useState(() => new SaveBoard());
  return board;
}

export function useCombinedSaveStatus(board: SaveBoard) {
  return useSyncExternalStore(board.subscribe, board.getSnapshot);
}

export const AUTOSAVE_DEBOUNCE_MS = 700;

/**
 * Saves edits on their own: `edit(patch)` merges into the pending patch; after a pause the patch is
 * sent with `save`; failures are retried (see lib/autosave). Reports to the editor's SaveBoard.
 */
export function useAutosave(
  channel: string,
  save: (patch: Patch) => Promise<unknown>,
  debounceMs = AUTOSAVE_DEBOUNCE_MS,
) {
  const [state, dispatch] = useReducer(autosaveReducer, initialAutosave);
  const board = useContext(SaveBoardContext);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    const delay = nextSave(state, debounceMs);
    if (delay === null || !state.pending) return;
    const patch = state.pending;
    const timer = setTimeout(() => {
      dispatch({ type: 'start' });
      saveRef.current(patch).then(
        () => dispatch({ type: 'success' }),
        (error: unknown) =>
          dispatch({
            type: 'failure',
            error: shownError(error),
            status: error instanceof ApiError ? error.status : 0,
          }),
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [state, debounceMs]);

  const status = statusOf(state);
  useEffect(() => {
    board?.report(channel, status, state.error);
  }, [board, channel, status, state.error]);
  useEffect(() => () => board?.drop(channel), [board, channel]);

  const edit = useCallback((patch: Patch) => dispatch({ type: 'edit', patch }), []);
  return { edit, status, error: state.error };
}
