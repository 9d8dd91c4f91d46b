import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { attendanceMarks, attendanceSessions } from '../../db/schema';
import { classForCaller } from '../../../test/authz/class-for-caller';

const staff = ['admin', 'instructor'] as const;

/** A class the caller teaches (or is in), with one student and one taking already recorded. */
async function classWithAttendance(ctx: AuthzContext) {
  const built = await classForCaller(ctx, 1);
  const student = built.students.at(-1)!;
  const [session] = await ctx.db
    .insert(attendanceSessions)
    .values({ classId: built.klass.id, instituteId: built.institute.id, teacherId: built.teacher.id })
    .returning();
  await ctx.db.insert(attendanceMarks).values({ attendanceId: session!.id, studentId: student.id, status: 'PRESENT' });
  return { ...built, student, attendanceId: session!.id };
}

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/student/attendance',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { klass, institute, students } = await classForCaller(ctx, 2);
      return {
        method: 'POST',
        url: '/api/student/attendance',
        payload: {
          classId: klass.id,
          instituteId: institute.id,
          teacherId: ctx.caller.user.id,
          present: [students.at(-1)!.id],
          absent: [students.at(-2)!.id],
        },
      };
    },
  },
  {
    route: 'GET /api/student/attendance',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { klass, attendanceId } = await classWithAttendance(ctx);
      return { method: 'GET', url: `/api/student/attendance?classId=${klass.id}&attendanceId=${attendanceId}` };
    },
  },
  {
    // A student reads their own history; the class's teachers and the admins read anyone's.
    route: 'GET /api/student/attendance/history',
    name: 'own',
    scope: 'institute',
    allowed: ['admin', 'instructor', 'learner'],
    request: async (ctx) => {
      const { klass, student } = await classWithAttendance(ctx);
      const studentId = ctx.caller.roles.includes('learner') ? ctx.caller.user.id : student.id;
      return { method: 'GET', url: `/api/student/attendance/history?classId=${klass.id}&studentId=${studentId}` };
    },
  },
  {
    route: 'GET /api/student/attendance/history',
    name: "another student's",
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { klass, student } = await classWithAttendance(ctx);
      return { method: 'GET', url: `/api/student/attendance/history?classId=${klass.id}&studentId=${student.id}` };
    },
  },
  {
    route: 'GET /api/student/class/:id',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/student/class/${(await classWithAttendance(ctx)).klass.id}?timeFrame=LAST_30_DAYS`,
    }),
  },
  {
    route: 'GET /api/student/attendance/export',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/student/attendance/export?classId=${(await classWithAttendance(ctx)).klass.id}`,
    }),
  },
]);
