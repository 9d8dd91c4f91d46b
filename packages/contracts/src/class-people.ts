import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { CLASS_MESSAGES, ClassId } from './classes';
import { CreatePersonBody, EntityId } from './people';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

export const CLASS_PEOPLE_MESSAGES = defineMessages('classPeople', {
  studentsAdded: 'Students added to the class',
  teachersAdded: 'Teachers added to the class',
  studentsRemoved: 'Students removed from the class',
  teachersRemoved: 'Teachers removed from the class',
  lastTeacher: 'A class must keep at least one teacher',
  notInClass: 'User not a part of class',
  userNotFound: 'User not found',
  teacherAlready: 'Teacher already a part of class!',
  tooMany: 'At most 500 at a time',
  studentInvited: 'Invitation sent',
  studentInvitedNoMail: 'Student added to the class; the invitation mail could not be sent',
} as const);

/** SPEC §7: the kind in addUsers/{type}, getUsers/{type}, removeUser/{type}. */
export const CLASS_MEMBER_TYPES = ['learner', 'instructor'] as const;
export const ClassMemberType = z.enum(CLASS_MEMBER_TYPES, { error: CLASS_MESSAGES.invalidType });
export type ClassMemberType = z.infer<typeof ClassMemberType>;

const IdList = (field: string) =>
  z
    .array(EntityId, { error: provideMessage(field) })
    .min(1, { error: provideMessage(field) })
    .max(500, { error: CLASS_PEOPLE_MESSAGES.tooMany })
    .transform((ids) => [...new Set(ids)]);

export const AddClassUsersBody = z.strictObject({ classIds: IdList('classIds'), userIds: IdList('userIds') });
export type AddClassUsersBody = z.input<typeof AddClassUsersBody>;

export const ClassUsersChanged = z.object({
  classIds: z.array(z.string()),
  userIds: z.array(z.string()),
  /** Memberships written (class × user). */
  count: z.number().int(),
});

export const addClassUsersRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/class/addUsers/:type',
  summary:
    'Add users to classes (type learner or instructor): every class must be one the caller may manage, every user a member of the institute in that role',
  tags: ['class-people'],
  access: access.roles('admin', 'instructor'),
  params: z.object({ type: ClassMemberType }),
  body: AddClassUsersBody,
  response: envelope(ClassUsersChanged),
});

export const CLASS_MEMBER_SORTS = ['name', 'email', 'joined'] as const;
export const ClassMembersQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(CLASS_MEMBER_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type ClassMembersQuery = z.infer<typeof ClassMembersQuery>;

export const ClassMember = z
  .object({
    id: z.string(),
    kneuraId: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    type: ClassMemberType,
    joinedAt: z.string(),
    /** false while the user is invited and has not signed up yet. */
    registered: z.boolean(),
    guardianName: z.string().nullable(),
    guardianContactNumber: z.string().nullable(),
  })
  .meta({ id: 'ClassMember' });
export type ClassMember = z.infer<typeof ClassMember>;

export const classUsersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/class/getUsers/:type/:classId',
  summary: "A class's students (learner) or teachers (instructor), with search and sorting",
  tags: ['class-people'],
  access: access.signedIn,
  params: z.object({ type: ClassMemberType, classId: ClassId }),
  query: ClassMembersQuery,
  response: envelope(z.array(ClassMember)),
});

export const removeClassUsersRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/class/removeUser/:type/:id',
  summary: 'Remove users from a class (:id is the classId); the last teacher of a class cannot be removed',
  tags: ['class-people'],
  access: access.roles('admin', 'instructor'),
  params: z.object({ type: ClassMemberType, id: ClassId }),
  body: z.strictObject({ userIds: IdList('userIds') }),
  response: envelope(ClassUsersChanged),
});

/** Students and My Students (SPEC §2): the institute's students, or those in the caller's classes. */
export const STUDENT_SCOPES = ['institute', 'mine'] as const;
export const StudentListQuery = ClassMembersQuery.extend({
  scope: z.enum(STUDENT_SCOPES).optional(),
  /** Only this class's students. */
  classId: ClassId.optional(),
});
export type StudentListQuery = z.infer<typeof StudentListQuery>;

export const StudentListItem = z
  .object({
    id: z.string(),
    kneuraId: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    registered: z.boolean(),
    joinedAt: z.string(),
    guardianName: z.string().nullable(),
    guardianContactNumber: z.string().nullable(),
    classes: z.array(z.object({ classId: z.string(), name: z.string() })),
  })
  .meta({ id: 'StudentListItem' });
export type StudentListItem = z.infer<typeof StudentListItem>;

export const studentListRoute = defineRoute({
  method: 'GET',
  path: '/api/student/list',
  summary:
    "Students of the active institute (scope institute, staff) or of the caller's classes (scope mine, the default), with their classes",
  tags: ['class-people'],
  access: access.roles('admin', 'instructor'),
  query: StudentListQuery,
  response: envelope(z.array(StudentListItem)),
});

/** A teacher invites a student by email from the class page: the student joins the institute and the class. */
export const InviteClassStudentBody = CreatePersonBody.extend({ classId: ClassId });
export type InviteClassStudentBody = z.input<typeof InviteClassStudentBody>;

export const ClassStudentInvited = z.object({
  member: ClassMember,
  /** true when the email had no account: the mail carries a sign-up link. */
  invited: z.boolean(),
  invitationSent: z.boolean(),
});
export type ClassStudentInvited = z.infer<typeof ClassStudentInvited>;

export const inviteClassStudentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/class/inviteUser/learner',
  summary:
    "Invite a student to a class by email (its teachers and the admins): a new email becomes an invited student of the class's institute and of the class, and is mailed a sign-up link; an existing student of the institute is added and told by mail",
  tags: ['class-people'],
  access: access.roles('admin', 'instructor'),
  body: InviteClassStudentBody,
  response: envelope(ClassStudentInvited),
});
