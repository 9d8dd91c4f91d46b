import { LICENSE_ERROR_TYPES, type LicenseErrorType } from '@bright/contracts';

/** SPEC §8 licence error types (from contracts): the HTTP client raises them, the licence dialogs listen. */
export { LICENSE_ERROR_TYPES, type LicenseErrorType };

export interface LicenseEvent {
  type: LicenseErrorType;
  feature: string;
}

const listeners = new Set<(event: LicenseEvent) => void>();
/** Raised while nobody listened (the dialogs' chunk still loading): handed to the first listener. */
let unheard: LicenseEvent | null = null;

export function onLicenseEvent(listener: (event: LicenseEvent) => void) {
  listeners.add(listener);
  if (unheard) {
    const event = unheard;
    unheard = null;
    listener(event);
  }
  return () => listeners.delete(listener);
}

export function emitLicenseEvent(event: LicenseEvent) {
  if (listeners.size === 0) unheard = event;
  for (const listener of listeners) listener(event);
}

const isLicenseType = (value: unknown): value is LicenseErrorType =>
  typeof value === 'string' && (LICENSE_ERROR_TYPES as readonly string[]).includes(value);

/** Reads a refusal body: a 406 names its type; a plain 'License limit exhausted' message counts too. */
export function licenseEventFrom(body: { message?: string; type?: string; feature?: string }): LicenseEvent | null {
  if (isLicenseType(body.type)) {
    const defaultFeature = body.type === 'NO_OF_SESSION_PER_DAY_LIMIT_EXHAUSTED' ? 'liveConference' : 'brightAi';
    return { type: body.type, feature: body.feature ?? defaultFeature };
  }
  if (body.message?.includes('License limit exhausted')) {
    return { type: 'LICENSE_LIMIT_EXHAUSTED', feature: body.feature ?? 'brightAi' };
  }
  return null;
}
