import type { Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { canSeePicture, canSetTeacherCategory } from './profile.policy';

describe('profile policy: role table', () => {
  // roles → [teacher category, own picture, a colleague's picture, a stranger's picture]
  const table: Array<[Role[], boolean, string, string, string]> = [
    [['admin'], true, 'ok', 'ok', 'notFound'],
    [['admin', 'instructor'], true, 'ok', 'ok', 'notFound'],
    [['instructor'], true, 'ok', 'ok', 'notFound'],
    [['learner'], false, 'ok', 'ok', 'notFound'],
    [[], false, 'ok', 'ok', 'notFound'],
  ];
  it.each(table)('%j', (roles, category, own, colleague, stranger) => {
    const me = { userId: 'me', instituteId: 'home', roles };
    expect(canSetTeacherCategory(roles)).toBe(category);
    expect(canSeePicture(me, { userId: 'me', inActiveInstitute: false })).toBe(own);
    expect(canSeePicture(me, { userId: 'colleague', inActiveInstitute: true })).toBe(colleague);
    expect(canSeePicture(me, { userId: 'stranger', inActiveInstitute: false })).toBe(stranger);
  });

  it('shows no one else to a session without an active institute', () => {
    expect(
      canSeePicture({ userId: 'me', instituteId: null, roles: [] }, { userId: 'x', inActiveInstitute: true }),
    ).toBe('notFound');
  });
});
