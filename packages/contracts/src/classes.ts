import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { EntityId } from './people';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/** Texts that server, web and tests share; SPEC §8 "Classes" where it names one. */
export const CLASS_MESSAGES = defineMessages('class', {
  classNotFound: 'Class not found',
  duplicateName: 'Duplicate class name',
  studentInClass: 'Student already a part of class!',
  classesNotFound: '1 or more classes not found',
  invalidType: 'Invalid type to add in class',
  invalidClassId: 'Invalid classId',
  cannotUpdate: 'cannot update class',
  nameRequired: 'Please provide: name',
  nameTooLong: 'Class name must be at most 100 characters',
  noMarkup: 'Class name must not contain < or >',
  created: 'Class created',
  renamed: 'Class renamed',
  removed: 'Class removed',
  needTeacher: 'Please provide: teacherId',
  teacherNotInInstitute: 'Teacher not found',
} as const);

/**
 * A class id as clients send it: missing is 'Please provide: classId', anything that is not a short
 * non-empty string is 'Invalid classId' (SPEC §8).
 */
export const ClassId = z
  .string({
    error: (issue) => (issue.input === undefined ? provideMessage('classId') : CLASS_MESSAGES.invalidClassId),
  })
  .trim()
  .min(1, { error: CLASS_MESSAGES.invalidClassId })
  .max(100, { error: CLASS_MESSAGES.invalidClassId });

export const ClassName = z
  .string({ error: CLASS_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: CLASS_MESSAGES.nameRequired })
  .max(100, { error: CLASS_MESSAGES.nameTooLong })
  .regex(/^[^<>]*$/, { error: CLASS_MESSAGES.noMarkup });

/** How the caller relates to a class: its teacher, its student, or an admin of its institute. */
export const ClassRelation = z.enum(['instructor', 'learner', 'admin']);
export type ClassRelation = z.infer<typeof ClassRelation>;

/** What the caller may do with a class, so the web never re-derives a rule (ARCHITECTURE.md §5.3). */
export const ClassAbilities = z.object({
  /** Take attendance, see the roster and the reports. */
  canTeach: z.boolean(),
  /** Rename, remove, rotate the join code, add or remove teachers. */
  canManage: z.boolean(),
});
export type ClassAbilities = z.infer<typeof ClassAbilities>;

export const ClassTeacher = z.object({ id: z.string(), first_name: z.string(), last_name: z.string().nullable() });

export const ClassSummary = z
  .object({
    classId: z.string(),
    name: z.string(),
    instituteId: z.string(),
    relation: ClassRelation,
    studentCount: z.number().int(),
    teachers: z.array(ClassTeacher),
    /** Only for those who can teach the class; null for students. */
    joinCode: z.string().nullable(),
    createdAt: z.string(),
    abilities: ClassAbilities,
  })
  .meta({ id: 'ClassSummary' });
export type ClassSummary = z.infer<typeof ClassSummary>;

const InstituteParams = z.object({
  instituteKneuraId: z.string().trim().toUpperCase().min(1).max(32),
  instituteId: EntityId,
});

export const CreateClassBody = z.strictObject({
  name: ClassName,
  /** The class's first teacher; the caller when omitted (an admin who does not teach must name one). */
  teacherId: EntityId.optional(),
});
export type CreateClassBody = z.infer<typeof CreateClassBody>;

export const createClassRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/class/create/:instituteKneuraId/:instituteId',
  summary: 'Create a class in the active institute (teachers and admins); the names are unique per institute',
  tags: ['classes'],
  access: access.roles('admin', 'instructor'),
  params: InstituteParams,
  body: CreateClassBody,
  response: envelope(ClassSummary),
});

export const getClassRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/class/get/:id',
  summary: "One class (SPEC §7 'admin/class/get/{id}'): its teachers, student count and the caller's abilities",
  tags: ['classes'],
  access: access.signedIn,
  params: z.object({ id: ClassId }),
  response: envelope(ClassSummary),
});

export const renameClassRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/class/renameClass',
  summary: 'Rename a class (its teachers and the admins)',
  tags: ['classes'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({ classId: ClassId, name: ClassName }),
  response: envelope(ClassSummary),
});

export const removeClassRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/class/removeClass',
  summary: 'Remove a class with its members, join requests and attendance (its teachers and the admins)',
  tags: ['classes'],
  access: access.roles('admin', 'instructor'),
  body: z.strictObject({ classId: ClassId }),
  response: envelope(z.object({ classId: z.string() })),
});

export const CLASS_SORTS = ['name', 'created'] as const;
export const ClassListQuery = z.strictObject({
  /** Another user's classes (admins, or oneself); the caller's own when omitted. */
  userId: EntityId.optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(CLASS_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type ClassListQuery = z.infer<typeof ClassListQuery>;

export const userClassesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/class/getUserClasses',
  summary:
    "A user's classes in the active institute: a teacher's or a student's own; an admin's are all the institute's",
  tags: ['classes'],
  access: access.signedIn,
  query: ClassListQuery,
  response: envelope(z.array(ClassSummary)),
});

export const ClassesWithInstitute = z.object({
  institute: z.object({ instituteId: z.string(), instituteKneuraId: z.string(), name: z.string() }),
  classes: z.array(ClassSummary),
});

export const userClassesWithInstituteRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/class/get-user-classes-with-institute',
  summary: "The caller's classes with the active institute (the global scheduler's entry reads it)",
  tags: ['classes'],
  access: access.signedIn,
  response: envelope(ClassesWithInstitute),
});

export const StaffClassesQuery = z.object({
  role: z.enum(['instructor', 'admin'], { error: 'Invalid role' }).optional(),
  institute_kneura_id: z.string().trim().toUpperCase().max(32).optional(),
  user_kneura_id: z.string().trim().toUpperCase().max(32).optional(),
});

export const staffClassesRoute = defineRoute({
  method: 'GET',
  path: '/api/staff/classes',
  summary:
    "SPEC §7 'staff classes with role, institute_kneura_id, user_kneura_id': a staff member's classes (admins: any staff member of the institute)",
  tags: ['classes'],
  access: access.roles('admin', 'instructor'),
  query: StaffClassesQuery,
  response: envelope(z.array(ClassSummary)),
});
