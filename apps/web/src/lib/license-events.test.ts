import { describe, expect, it, vi } from 'vitest';
import { emitLicenseEvent, onLicenseEvent } from './license-events';

describe('licence events', () => {
  it('hands an event raised while nobody listened to the first listener, once', () => {
    emitLicenseEvent({ type: 'FEATURE_NOT_ENABLED', feature: 'brightAi' });
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onLicenseEvent(first);
    const stopSecond = onLicenseEvent(second);
    expect(first).toHaveBeenCalledWith({ type: 'FEATURE_NOT_ENABLED', feature: 'brightAi' });
    expect(second).not.toHaveBeenCalled();
    emitLicenseEvent({ type: 'LICENSE_LIMIT_EXHAUSTED', feature: 'brightAi' });
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
    stopSecond();
  });
});
