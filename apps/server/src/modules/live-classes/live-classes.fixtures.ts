// Live classes for the authorization matrices; not part of the app.
import { eq } from 'drizzle-orm';
import type { AuthzContext } from '../../../test/authz';
import { matrixLicence } from '../../../test/authz/licence-support';
import { buildClass } from '../../../test/factories';
import { buildLesson } from '../../../test/lesson-factories';
import { lessonPages, licences, liveClasses } from '../../db/schema';
import { newJoinCode } from './live-classes.service';

/** A lesson of the caller (a teacher or an admin) and a class they teach, with room for many sessions. */
export async function lessonToStart(ctx: AuthzContext) {
  const licence = await matrixLicence(ctx);
  await ctx.db.update(licences).set({ extraLiveSessions: 1_000_000 }).where(eq(licences.id, licence.id));
  const { klass } = await buildClass(ctx.db, { institute: ctx.institute, teacher: ctx.caller.user });
  const lesson = await buildLesson(ctx.db, { instituteId: ctx.institute.id, ownerId: ctx.caller.user.id });
  return { lessonId: lesson.id, classId: klass.id };
}

/** A running live class the caller sits in: theirs to teach (staff) or their class's (a student). */
export async function liveForCaller(ctx: AuthzContext) {
  const isStudent = ctx.caller.roles.includes('learner');
  const teacher = isStudent ? (await ctx.member(['instructor'])).user : ctx.caller.user;
  const student = isStudent ? ctx.caller.user : (await ctx.member(['learner'])).user;
  const { klass } = await buildClass(ctx.db, { institute: ctx.institute, teacher, students: [student] });
  const lesson = await buildLesson(ctx.db, { instituteId: ctx.institute.id, ownerId: teacher.id, pages: 1 });
  const [page] = await ctx.db.select().from(lessonPages).where(eq(lessonPages.lessonId, lesson.id));
  const [live] = await ctx.db
    .insert(liveClasses)
    .values({
      instituteId: ctx.institute.id,
      lessonId: lesson.id,
      classId: klass.id,
      teacherId: teacher.id,
      mode: 'VIDEO',
      code: newJoinCode(),
    })
    .returning();
  return { live: live!, studentId: student.id, pageId: page!.id };
}
