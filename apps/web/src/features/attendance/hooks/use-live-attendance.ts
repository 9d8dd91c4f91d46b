import { useRealtimeCache, useSocketRoom } from '../../../lib/use-socket';
import { classAttendanceKeys, invalidateClassAttendance } from '../api/attendance';

/** While an attendance page is open, takings of its class (by any teacher, on any device) show at once. */
export function useLiveAttendance(classId: string) {
  useSocketRoom('/notifications', classId ? { scope: 'class', id: classId } : null);
  useRealtimeCache(
    '/notifications',
    'attendance:taken',
    (event, queryClient) => {
      if (event.classId === classId) void invalidateClassAttendance(queryClient, classId);
    },
    { resync: classAttendanceKeys(classId) },
  );
}
