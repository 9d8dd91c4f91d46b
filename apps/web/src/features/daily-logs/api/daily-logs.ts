import { type AttendanceRange, dailyLogsRoute, instituteTeachersRoute } from '@bright/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { browserTimeZone } from '../../../lib/class-queries';

export const useDailyLogs = (range: AttendanceRange, teacherId: string | undefined) =>
  useQuery({
    queryKey: queryKeyFor(dailyLogsRoute, { query: { range, teacherId } }),
    queryFn: () => callApi(dailyLogsRoute, { query: { range, teacherId, timeZone: browserTimeZone() } }),
    placeholderData: keepPreviousData,
  });

/** Admins may read any teacher's day: the institute's staff to choose from. */
export const useTeachers = (instituteId: string | null | undefined, enabled: boolean) =>
  useQuery({
    queryKey: queryKeyFor(instituteTeachersRoute, { params: { id: instituteId ?? '' } }),
    queryFn: () => callApi(instituteTeachersRoute, { params: { id: instituteId! }, query: {} }, { loader: false }),
    enabled: enabled && Boolean(instituteId),
  });
