// The authorization matrix's class for a caller, for every module that works inside a class; not part of the app.
import type { AuthzContext } from './authz-case';
import { buildClass } from '../factories';

/**
 * For the authorization matrix: a fresh class of ctx.institute that the caller belongs to as their
 * role allows (a teacher teaches it, a student is in it; an admin is in nothing and sees it as admin).
 */
export async function classForCaller(ctx: AuthzContext, extraStudents = 0) {
  const roles = ctx.caller.roles;
  const teacher = roles.includes('instructor') ? ctx.caller.user : (await ctx.member(['instructor'])).user;
  const students = roles.includes('learner') ? [ctx.caller.user] : [];
  for (let index = 0; index < extraStudents; index += 1) students.push((await ctx.member(['learner'])).user);
  const built = await buildClass(ctx.db, {
    institute: ctx.institute,
    teacher,
    students,
    name: `Class ${ctx.unique()}`,
  });
  return { ...built, students };
}
