import { beforeEach, describe, expect, it } from 'vitest';
import { hideSpinner, resetSnackbar, setSpinnerDisabled, showSnackbar, showSpinner, useUiStore } from './ui-store';

const spinner = () => useUiStore.getState().spinner;

describe('spinner', () => {
  beforeEach(() => {
    setSpinnerDisabled(false);
    hideSpinner(spinner().tag ?? undefined);
  });

  it('a tagged spinner is hidden only by its own tag', () => {
    showSpinner({ tag: 'upload' });
    hideSpinner();
    expect(spinner().visible).toBe(true);
    hideSpinner('other');
    expect(spinner().visible).toBe(true);
    hideSpinner('upload');
    expect(spinner().visible).toBe(false);
  });

  it('an untagged spinner is hidden by any call', () => {
    showSpinner();
    hideSpinner('anything');
    expect(spinner().visible).toBe(false);
  });

  it('the disable flag blocks showing', () => {
    setSpinnerDisabled(true);
    showSpinner({ tag: 'x' });
    expect(spinner().visible).toBe(false);
  });

  it("the label defaults to 'Loading...'", () => {
    showSpinner({ label: 'Saving' });
    expect(spinner().label).toBe('Saving');
    hideSpinner();
    showSpinner();
    expect(spinner().label).toBe('Loading...');
  });
});

describe('snackbar', () => {
  it('errors stay 6 s, other messages 2 s, and reset closes it', () => {
    showSnackbar('Saved');
    expect(useUiStore.getState().snackbar).toMatchObject({ message: 'Saved', isOpen: true, duration: 2000 });
    showSnackbar('Failed', 'error');
    expect(useUiStore.getState().snackbar).toMatchObject({ isOpen: true, duration: 6000 });
    resetSnackbar();
    expect(useUiStore.getState().snackbar.isOpen).toBe(false);
  });
});
