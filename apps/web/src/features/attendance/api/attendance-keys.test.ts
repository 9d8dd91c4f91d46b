import { attendanceLogsRoute, attendanceReportRoute, studentAttendanceHistoryRoute } from '@bright/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeyFor } from '../../../lib/query-keys';
import { invalidateClassAttendance } from './attendance';

const keysOf = (classId: string) => [
  queryKeyFor(attendanceLogsRoute, { query: { classId, range: 'TODAY' } }),
  queryKeyFor(studentAttendanceHistoryRoute, { query: { classId, studentId: 'me', range: 'LAST_7_DAYS' } }),
  queryKeyFor(attendanceReportRoute, { params: { id: classId }, query: { range: 'TODAY' } }),
];

describe('invalidateClassAttendance', () => {
  it("refreshes the class's logs, histories and report, and leaves other classes alone", async () => {
    const queryClient = new QueryClient();
    for (const key of [...keysOf('c1'), ...keysOf('c2')]) queryClient.setQueryData(key, 'cached');
    await invalidateClassAttendance(queryClient, 'c1');
    const invalidated = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(invalidated).toEqual(keysOf('c1'));
  });
});
