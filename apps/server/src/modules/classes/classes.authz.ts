import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { buildClass } from '../../../test/factories';
import { classForCaller } from '../../../test/authz/class-for-caller';

const everyone = ['admin', 'instructor', 'learner'] as const;
const staff = ['admin', 'instructor'] as const;

/** The matrix's admin teaches nothing, so an admin names the class's first teacher. */
const teacherIdFor = async (ctx: AuthzContext) =>
  ctx.caller.roles.includes('instructor') ? undefined : (await ctx.member(['instructor'])).user.id;

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/admin/class/create/:instituteKneuraId/:instituteId',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/class/create/${ctx.institute.kneuraId}/${ctx.institute.id}`,
      payload: { name: `Class ${ctx.unique()}`, teacherId: await teacherIdFor(ctx) },
    }),
  },
  {
    // Its teacher, its students and the admins read a class.
    route: 'GET /api/admin/class/get/:id',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({ method: 'GET', url: `/api/admin/class/get/${(await classForCaller(ctx)).klass.id}` }),
  },
  {
    // A teacher who does not teach the class is refused (classes.policy canReadClass).
    route: 'GET /api/admin/class/get/:id',
    name: 'a class the caller is not in',
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => {
      const other = await ctx.member(['instructor']);
      const { klass } = await buildClass(ctx.db, { institute: ctx.institute, teacher: other.user });
      return { method: 'GET', url: `/api/admin/class/get/${klass.id}` };
    },
  },
  {
    route: 'POST /api/admin/class/renameClass',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/class/renameClass',
      payload: { classId: (await classForCaller(ctx)).klass.id, name: `Renamed ${ctx.unique()}` },
    }),
  },
  {
    route: 'POST /api/admin/class/removeClass',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/class/removeClass',
      payload: { classId: (await classForCaller(ctx)).klass.id },
    }),
  },
  {
    route: 'GET /api/admin/class/getUserClasses',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'GET', url: '/api/admin/class/getUserClasses' }),
  },
  {
    // Another member's classes: the admins only.
    route: 'GET /api/admin/class/getUserClasses',
    name: "another member's",
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/admin/class/getUserClasses?userId=${(await ctx.member(['learner'])).user.id}`,
    }),
  },
  {
    route: 'GET /api/admin/class/get-user-classes-with-institute',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'GET', url: '/api/admin/class/get-user-classes-with-institute' }),
  },
  {
    route: 'GET /api/staff/classes',
    scope: 'self',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/staff/classes?role=${ctx.caller.roles.includes('admin') ? 'admin' : 'instructor'}`,
    }),
  },
]);
