import { describe, expect, it } from 'vitest';
import { filenameFrom } from './download';

describe('filenameFrom', () => {
  it('prefers the UTF-8 name, then the plain one', () => {
    expect(
      filenameFrom(`attachment; filename="attendance-Class 6A.csv"; filename*=UTF-8''attendance-Klasse%20%C3%9C.csv`),
    ).toBe('attendance-Klasse Ü.csv');
    expect(filenameFrom('attachment; filename="students-example.csv"')).toBe('students-example.csv');
    expect(filenameFrom(null)).toBeUndefined();
  });
});
