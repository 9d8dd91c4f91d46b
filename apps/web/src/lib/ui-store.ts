import { LOADER_DEFAULT_LABEL, SNACKBAR_DURATION_MS, SNACKBAR_ERROR_DURATION_MS } from '@bright/contracts';
import { create } from 'zustand';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

interface Snackbar {
  message: string;
  isOpen: boolean;
  duration: number;
  severity: SnackbarSeverity;
  /** Bumped on every open so that the same message twice still re-opens. */
  key: number;
}

interface Spinner {
  visible: boolean;
  tag: string | null;
  label: string;
  disabled: boolean;
}

interface UiState {
  snackbar: Snackbar;
  spinner: Spinner;
  /** Requests in flight that asked for the top loader bar. */
  loadingCount: number;
}

const closedSnackbar: Snackbar = {
  message: '',
  isOpen: false,
  duration: SNACKBAR_DURATION_MS,
  severity: 'info',
  key: 0,
};

export const useUiStore = create<UiState>(() => ({
  snackbar: closedSnackbar,
  spinner: { visible: false, tag: null, label: LOADER_DEFAULT_LABEL, disabled: false },
  loadingCount: 0,
}));

/** SPEC §4: the snackbar opens with a message and closes on reset; errors stay 6 s, others 2 s. */
export function showSnackbar(message: string, severity: SnackbarSeverity = 'info') {
  useUiStore.setState((state) => ({
    snackbar: {
      message,
      isOpen: true,
      severity,
      duration: severity === 'error' ? SNACKBAR_ERROR_DURATION_MS : SNACKBAR_DURATION_MS,
      key: state.snackbar.key + 1,
    },
  }));
}

export function resetSnackbar() {
  useUiStore.setState((state) => ({ snackbar: { ...state.snackbar, isOpen: false } }));
}

/** Shows the overlay spinner, unless showing is disabled. */
export function showSpinner(options: { tag?: string; label?: string } = {}) {
  useUiStore.setState((state) =>
    state.spinner.disabled
      ? state
      : {
          spinner: {
            ...state.spinner,
            visible: true,
            tag: options.tag ?? null,
            label: options.label ?? LOADER_DEFAULT_LABEL,
          },
        },
  );
}

/** A tagged spinner is hidden only by its own tag; an untagged one by any call. */
export function hideSpinner(tag?: string) {
  useUiStore.setState((state) => {
    if (state.spinner.tag !== null && state.spinner.tag !== tag) return state;
    return { spinner: { ...state.spinner, visible: false, tag: null, label: LOADER_DEFAULT_LABEL } };
  });
}

export function setSpinnerDisabled(disabled: boolean) {
  useUiStore.setState((state) => ({
    spinner: disabled ? { ...state.spinner, disabled, visible: false, tag: null } : { ...state.spinner, disabled },
  }));
}

export function startLoading() {
  useUiStore.setState((state) => ({ loadingCount: state.loadingCount + 1 }));
}

export function stopLoading() {
  useUiStore.setState((state) => ({ loadingCount: Math.max(0, state.loadingCount - 1) }));
}
