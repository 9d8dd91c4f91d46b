import { REALTIME_NAMESPACES, ROLES } from '@bright/contracts';
import { defineSocketAuthzCases } from '../../../test/authz';
import { buildClass } from '../../../test/factories';
import { classForCaller } from '../../../test/authz/class-for-caller';

export const socketAuthzCases = defineSocketAuthzCases([
  {
    // Any signed-in user connects to every namespace (the live class with its flowID and device).
    event: 'handshake',
    namespaces: REALTIME_NAMESPACES,
    scope: 'self',
    allowed: ROLES,
  },
  {
    // A class room: its teacher, its student, and the institute's admin (who is in no class).
    event: 'room:join',
    name: 'class',
    namespaces: REALTIME_NAMESPACES,
    scope: 'institute',
    allowed: ROLES,
    payload: async (ctx) => ({ scope: 'class', id: (await classForCaller(ctx)).klass.id }),
  },
  {
    // A class room of a class the caller has no place in: only the institute's admin.
    event: 'room:join',
    name: 'class of others',
    namespaces: REALTIME_NAMESPACES,
    scope: 'institute',
    allowed: ['admin'],
    payload: async (ctx) => {
      const teacher = await ctx.member(['instructor']);
      const student = await ctx.member(['learner']);
      const { klass } = await buildClass(ctx.db, {
        institute: ctx.institute,
        teacher: teacher.user,
        students: [student.user],
      });
      return { scope: 'class', id: klass.id };
    },
  },
  {
    // An institute room: its staff.
    event: 'room:join',
    name: 'institute',
    namespaces: REALTIME_NAMESPACES,
    scope: 'institute',
    allowed: ['admin', 'instructor'],
    payload: async (ctx) => ({ scope: 'institute', id: ctx.institute.id }),
  },
  {
    // Leaving is always allowed: it only narrows what the socket receives.
    event: 'room:leave',
    namespaces: REALTIME_NAMESPACES,
    scope: 'self',
    allowed: ROLES,
    payload: async (ctx) => ({ scope: 'class', id: (await classForCaller(ctx)).klass.id }),
  },
]);
