import { LOCAL_STORAGE_KEYS } from '@bright/contracts';
import { create } from 'zustand';
import { type ColorMode, type ThemeVariant, detectMode, detectVariant } from './theme';

interface Preferences {
  mode: ColorMode;
  variant: ThemeVariant;
}

export const usePreferences = create<Preferences>(() => ({ mode: detectMode(), variant: detectVariant() }));

export function setColorMode(mode: ColorMode) {
  localStorage.setItem(LOCAL_STORAGE_KEYS.mode, mode);
  usePreferences.setState({ mode });
}
