import { describe, expect, it } from 'vitest';
import { STATE_TTL_MS, createStateSealer } from './oauth-state';

const verifier = 'v'.repeat(43);

describe('the signed state cookie', () => {
  const sealer = createStateSealer('client-secret');

  it('opens only with the same state, before it expires, under the same key', () => {
    const flow = sealer.begin({ mode: 'admin', redirectUrl: '/dashboard', verifier }, 1_000);
    const cookie = sealer.seal(flow);
    expect(cookie).not.toContain('client-secret');
    expect(sealer.open(cookie, flow.state, 2_000)).toEqual(flow);
    expect(sealer.open(cookie, `${flow.state}x`, 2_000)).toBeNull();
    expect(sealer.open(cookie, flow.state, 1_000 + STATE_TTL_MS)).toBeNull();
    expect(createStateSealer('another-secret').open(cookie, flow.state, 2_000)).toBeNull();
    expect(sealer.open(undefined, flow.state)).toBeNull();
    expect(sealer.open(cookie, undefined)).toBeNull();
  });

  it('refuses a payload changed after signing', () => {
    const flow = sealer.begin({ mode: 'login', verifier }, 1_000);
    const [payload, signature] = sealer.seal(flow).split('.');
    const changed = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    changed.redirectUrl = '/elsewhere';
    const forged = `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    expect(sealer.open(forged, flow.state, 2_000)).toBeNull();
  });

  it('gives every flow its own state and nonce', () => {
    const one = sealer.begin({ mode: 'login', verifier });
    const two = sealer.begin({ mode: 'login', verifier });
    expect(one.state).not.toBe(two.state);
    expect(one.nonce).not.toBe(two.nonce);
  });
});
