import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteParams } from './route-params';

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

describe('useRouteParams', () => {
  it('reads the parameters of a pattern, also as a prefix', () => {
    expect(
      renderHook(() => useRouteParams('/classes/:classId'), { wrapper: at('/classes/c-1/attendance/report') }).result
        .current,
    ).toEqual({
      classId: 'c-1',
    });
    expect(
      renderHook(() => useRouteParams('/classes/:classId/students/:studentId'), {
        wrapper: at('/classes/c-1/students/s-2/attendance'),
      }).result.current,
    ).toEqual({ classId: 'c-1', studentId: 's-2' });
    expect(
      renderHook(() => useRouteParams('/classes/:classId'), { wrapper: at('/students/import') }).result.current,
    ).toEqual({});
  });
});
