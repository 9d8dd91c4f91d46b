import { describe, expect, it } from 'vitest';
import { canSignInWithGoogle, sessionMembership } from './oauth.policy';

const at = (id: string, ...roles: string[]) => ({ roles, institute: { id } });

describe('Google sign-in policy', () => {
  it.each([
    ['no institute', [], true, false],
    ['learner', [at('a', 'learner')], true, false],
    ['instructor', [at('a', 'instructor')], true, false],
    ['admin', [at('a', 'admin')], true, true],
    ['admin and instructor', [at('a', 'admin', 'instructor')], true, true],
    ['learner here, admin elsewhere', [at('a', 'learner'), at('b', 'admin')], true, true],
  ])('%s: login %s, admin app %s', (_who, memberships, login, admin) => {
    expect(canSignInWithGoogle('login', memberships)).toBe(login);
    expect(canSignInWithGoogle('admin', memberships)).toBe(admin);
  });

  it('opens the session in the default institute, or for the admin app the first one administered', () => {
    const memberships = [at('default', 'learner'), at('school', 'admin'), at('other', 'admin')];
    expect(sessionMembership('login', memberships)?.institute.id).toBe('default');
    expect(sessionMembership('admin', memberships)?.institute.id).toBe('school');
    expect(sessionMembership('login', [])).toBeUndefined();
  });
});
