import { describe, expect, it } from 'vitest';
import { namesFrom } from './oauth.service';

const identity = (claims: { givenName?: string; familyName?: string; name?: string; email?: string }) => ({
  sub: '1',
  emailVerified: true,
  email: 'someone@gmail.test',
  ...claims,
});

describe('names from a Google account', () => {
  it('takes given and family names as they are when they fit the sign-up rules', () => {
    expect(namesFrom(identity({ givenName: 'José', familyName: "O'Neil-Smith" }))).toEqual({
      firstName: 'José',
      lastName: "O'Neil-Smith",
    });
  });

  it('cleans markup and digits, and falls back to the full name, then the email', () => {
    expect(namesFrom(identity({ givenName: '<b>Ada</b>2' })).firstName).toBe('Ada');
    expect(namesFrom(identity({ name: 'Grace Hopper' }))).toEqual({ firstName: 'Grace', lastName: null });
    expect(namesFrom(identity({ givenName: '123', email: 'linus.t@gmail.test' })).firstName).toBe('linus.t');
    expect(namesFrom(identity({ givenName: '42', email: '99@gmail.test' })).firstName).toBe('Teacher');
    expect(namesFrom(identity({ givenName: 'A'.repeat(300) })).firstName).toHaveLength(100);
  });
});
