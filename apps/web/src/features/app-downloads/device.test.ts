import { describe, expect, it } from 'vitest';
import { detectDevice } from './device';

describe('detectDevice', () => {
  it('tells Android, iOS (iPadOS too) and everything else apart', () => {
    expect(detectDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(detectDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('other');
    expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });
});
