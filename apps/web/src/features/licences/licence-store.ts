import type { LicenseFeature } from '@bright/contracts';
import { create } from 'zustand';

export interface BrightAiLicence {
  /** Set once the licence was read or reset (SPEC §4: both mark it initiated). */
  initiated: boolean;
  active: boolean;
  info: { feature: LicenseFeature; aiCreditsLeft: number | null } | null;
}

interface LicenceState {
  /** Bumped when a trial is activated or a coupon redeemed: the dashboard remounts (SPEC §2). */
  dashboardKey: number;
  brightAi: BrightAiLicence;
  /** Set when a trial was activated: the shell shows the 'Trial activated' dialog (it offers an upgrade). */
  trialActivated: { validTill: string | null } | null;
  remountDashboard: () => void;
  showTrialActivated: (validTill: string | null) => void;
  dismissTrialActivated: () => void;
  /** SPEC §4 "Bright AI licence": active with info once set. */
  setBrightAiLicence: (info: NonNullable<BrightAiLicence['info']>, active: boolean) => void;
  /** Inactive after reset; still initiated. */
  resetBrightAiLicence: () => void;
}

export const useLicenceStore = create<LicenceState>((set) => ({
  dashboardKey: 0,
  brightAi: { initiated: false, active: false, info: null },
  trialActivated: null,
  showTrialActivated: (validTill) => set({ trialActivated: { validTill } }),
  dismissTrialActivated: () => set({ trialActivated: null }),
  remountDashboard: () => set((state) => ({ dashboardKey: state.dashboardKey + 1 })),
  setBrightAiLicence: (info, active) => set({ brightAi: { initiated: true, active, info } }),
  resetBrightAiLicence: () => set({ brightAi: { initiated: true, active: false, info: null } }),
}));
