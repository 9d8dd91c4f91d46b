export type DeviceKind = 'android' | 'ios' | 'other';

/** iPadOS reports itself as a Mac; a touch screen gives it away. */
export function detectDevice(userAgent: string, maxTouchPoints = 0): DeviceKind {
  if (/android/i.test(userAgent)) return 'android';
  if (/iPad|iPhone|iPod/.test(userAgent)) return 'ios';
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}
