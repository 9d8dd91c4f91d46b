import { LOCAL_STORAGE_KEYS } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { readCloudLogin, safeRedirect } from './token-login';

describe('cloud login parameters', () => {
  it('reads the token and a same-site redirect, and keeps the cbms token', () => {
    const found = readCloudLogin('?access_token=abc12345&redirectUrl=%2Fclass%3Fx%3D1&cbmsToken=cb');
    expect(found).toEqual({ token: 'abc12345', redirectUrl: '/class?x=1' });
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.cbmsToken)).toBe('cb');
  });

  it('refuses a redirect to another site', () => {
    expect(safeRedirect('https://evil.example/steal')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/dashboard/create')).toBe('/dashboard/create');
  });

  it('is nothing without an access token', () => {
    expect(readCloudLogin('?redirectUrl=/x')).toBeNull();
  });
});
