import {
  type AttendanceRange,
  type TakeAttendanceBody,
  attendanceExportRoute,
  attendanceLogsRoute,
  attendanceReportRoute,
  rangeBounds,
  studentAttendanceHistoryRoute,
  takeAttendanceRoute,
} from '@bright/contracts';
import {
  type QueryClient,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { queryKeyFor } from '../../../lib/query-keys';
import { showSnackbar } from '../../../lib/ui-store';

/** One class's entries of the attendance routes (logs, histories, report): what a taking of it changes. */
export const classAttendanceKeys = (classId: string) => [
  queryKeyFor(attendanceLogsRoute, { query: { classId } }),
  queryKeyFor(studentAttendanceHistoryRoute, { query: { classId } }),
  queryKeyFor(attendanceReportRoute, { params: { id: classId } }),
];

export const invalidateClassAttendance = (queryClient: QueryClient, classId: string) =>
  Promise.all(classAttendanceKeys(classId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** A range of SPEC §9 as the user's own days (the browser's zone). */
export function periodOf(range: AttendanceRange) {
  const { startDate, endDate } = rangeBounds(range);
  return { startDate: startDate.toISOString(), endDate: endDate.toISOString() };
}

export const attendanceLogsQueryOptions = (classId: string, range: AttendanceRange) =>
  queryOptions({
    queryKey: queryKeyFor(attendanceLogsRoute, { query: { classId, range } }),
    queryFn: () => callApi(attendanceLogsRoute, { query: { classId, ...periodOf(range) } }),
    placeholderData: keepPreviousData,
    enabled: Boolean(classId),
  });

export const useAttendanceLogs = (classId: string, range: AttendanceRange) =>
  useQuery(attendanceLogsQueryOptions(classId, range));

export const useStudentHistory = (classId: string, studentId: string | undefined, range: AttendanceRange) =>
  useQuery({
    queryKey: queryKeyFor(studentAttendanceHistoryRoute, { query: { classId, studentId: studentId ?? 'me', range } }),
    queryFn: () => callApi(studentAttendanceHistoryRoute, { query: { classId, studentId, ...periodOf(range) } }),
    placeholderData: keepPreviousData,
    enabled: Boolean(classId),
  });

export const useAttendanceReport = (classId: string, range: AttendanceRange) =>
  useQuery({
    queryKey: queryKeyFor(attendanceReportRoute, { params: { id: classId }, query: { range } }),
    queryFn: () => callApi(attendanceReportRoute, { params: { id: classId }, query: periodOf(range) }),
    placeholderData: keepPreviousData,
    enabled: Boolean(classId),
  });

export const exportAttendance = (classId: string, range: AttendanceRange) =>
  downloadFile(attendanceExportRoute, { query: { classId, ...periodOf(range) } }, 'attendance.csv');

/** Submits the marks; the server's message goes to the snackbar (SPEC §7), the logs refresh. */
export function useTakeAttendance(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TakeAttendanceBody) =>
      callApi(takeAttendanceRoute, { body }, { onMessage: (message) => showSnackbar(message, 'success') }),
    onSuccess: () => invalidateClassAttendance(queryClient, classId),
  });
}
