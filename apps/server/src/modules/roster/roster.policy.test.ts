import type { Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { canImportRoster } from './roster.policy';

describe('roster policy: role table', () => {
  // roles → [into the institute, into a class]
  const table: Array<[Role[], string, string]> = [
    [['admin'], 'ok', 'ok'],
    [['admin', 'instructor'], 'ok', 'ok'],
    [['instructor'], 'forbidden', 'ok'],
    [['learner'], 'forbidden', 'forbidden'],
    [[], 'forbidden', 'forbidden'],
  ];
  it.each(table)('%j', (roles, institute, klass) => {
    expect(canImportRoster({ instituteId: 'home', roles }, false)).toBe(institute);
    expect(canImportRoster({ instituteId: 'home', roles }, true)).toBe(klass);
    expect(canImportRoster({ instituteId: null, roles }, true)).toBe('notFound');
  });
});
