import type { AttendanceStatus } from '@bright/contracts';
import { attendanceMarks, attendanceSessions } from '../../db/schema';
import type { Executor } from '../../db/client';

/** A few days of attendance for the demo class, so its logs, report and the daily logs show something. */
export async function seedDemoAttendance(
  tx: Executor,
  klass: { id: string; instituteId: string },
  teacherId: string,
  studentIds: string[],
) {
  // Days ago → statuses of the students in order (the rest are present).
  const days: Array<[number, AttendanceStatus[]]> = [
    [3, ['PRESENT', 'ABSENT', 'PRESENT', 'LATE']],
    [2, ['PRESENT', 'PRESENT', 'EXCUSED', 'PRESENT']],
    [1, ['ABSENT', 'PRESENT', 'PRESENT', 'PRESENT']],
  ];
  for (const [daysAgo, statuses] of days) {
    const takenAt = new Date();
    takenAt.setUTCDate(takenAt.getUTCDate() - daysAgo);
    takenAt.setUTCHours(9, 0, 0, 0);
    const [session] = await tx
      .insert(attendanceSessions)
      .values({ classId: klass.id, instituteId: klass.instituteId, teacherId, takenAt })
      .returning({ id: attendanceSessions.id });
    await tx.insert(attendanceMarks).values(
      studentIds.map((studentId, index) => ({
        attendanceId: session!.id,
        studentId,
        status: statuses[index] ?? 'PRESENT',
      })),
    );
  }
}
