import { z } from 'zod';
import { access } from './access';
import { Email } from './auth';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { Role } from './roles';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/** Texts that server, web and tests share (the spec's where it names one). */
export const PEOPLE_MESSAGES = defineMessages('people', {
  enterFirstName: 'Please enter FirstName Name',
  firstCharacter: 'First Character must be alphabet',
  nameCharacters: 'Names may contain only letters, spaces, apostrophes, dots and hyphens',
  contactNumber: 'Contact number may contain only digits, spaces and + ( ) -',
  lastAdmin: 'user is last admin',
  userNotFound: 'User not found',
  teacherNotFound: 'Teacher not found',
  studentNotFound: 'Student not found',
  instituteNotFound: 'Institute not found',
  notInstructor: 'User not an instructor',
  teacherAdded: 'Teacher added to the institute',
  studentAdded: 'Student added to the institute',
  teacherDuplicate: 'Teacher already a part of institute!',
  studentDuplicate: 'Student already a part of institute!',
  alreadyStudent: 'This user is a student of the institute',
  alreadyStaff: 'This user is a teacher or admin of the institute',
  onlyTeachersAdmin: 'Only teachers can be made admins',
  userRemoved: 'User removed from the institute',
  adminGranted: 'User is now an admin',
  adminRevoked: 'User is no longer an admin',
} as const);

export const NAME_MAX_LENGTH = 100;

/** Letters (any script), then letters, marks, spaces, apostrophes, dots and hyphens: no markup, no digits. */
const NAME_CHARACTERS = /^[\p{L}\p{M}' .-]*$/u;
const FIRST_LETTER = /^\p{L}/u;

/**
 * Names and contact numbers follow one rule everywhere: sign-up, admin invitations, the profile
 * (SPEC §5: 'Please enter FirstName Name', 'First Character must be alphabet'); trimmed, at most 100.
 */
export const FirstName = z
  .string({ error: PEOPLE_MESSAGES.enterFirstName })
  .trim()
  .min(1, { error: PEOPLE_MESSAGES.enterFirstName })
  .max(NAME_MAX_LENGTH, { error: `First name must be at most ${NAME_MAX_LENGTH} characters` })
  .regex(FIRST_LETTER, { error: PEOPLE_MESSAGES.firstCharacter })
  .regex(NAME_CHARACTERS, { error: PEOPLE_MESSAGES.nameCharacters });

/** Optional: an empty last name is no last name. */
export const LastName = z
  .string({ error: provideMessage('lastName') })
  .trim()
  .max(NAME_MAX_LENGTH, { error: `Last name must be at most ${NAME_MAX_LENGTH} characters` })
  .regex(/^(\p{L}.*)?$/u, { error: PEOPLE_MESSAGES.firstCharacter })
  .regex(NAME_CHARACTERS, { error: PEOPLE_MESSAGES.nameCharacters });

/** Optional: an empty contact number is none. */
export const ContactNumber = z
  .string({ error: provideMessage('contactNumber') })
  .trim()
  .max(20, { error: 'Contact number must be at most 20 characters' })
  .regex(/^(\+?[0-9 ()-]{7,20})?$/, { error: PEOPLE_MESSAGES.contactNumber });

/** Ids are opaque strings (ARCHITECTURE.md §5.10). */
export const EntityId = z.string().trim().min(1).max(100);

export const CreatePersonBody = z.strictObject({
  email: Email,
  firstName: FirstName,
  lastName: LastName.optional(),
  contactNumber: ContactNumber.optional(),
});
export type CreatePersonBody = z.infer<typeof CreatePersonBody>;

/** One member of an institute, as the admin's people list shows them. */
export const InstitutePerson = z
  .object({
    id: z.string(),
    kneuraId: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    contactNumber: z.string().nullable(),
    roles: z.array(Role),
    isAdmin: z.boolean(),
    emailVerified: z.boolean(),
    /** false while the user is invited and has not signed up yet. */
    registered: z.boolean(),
    joinedAt: z.string(),
    /** The caller themself. */
    isSelf: z.boolean(),
  })
  .meta({ id: 'InstitutePerson' });
export type InstitutePerson = z.infer<typeof InstitutePerson>;

export const PersonAdded = z.object({
  person: InstitutePerson,
  /** A new (invited) account was made for the email. */
  invited: z.boolean(),
  /** The invitation mail went out. */
  invitationSent: z.boolean(),
});

export const createTeacherRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/create/teacher',
  summary: 'Add a teacher to the active institute (invites a new email by mail)',
  tags: ['people'],
  access: access.roles('admin'),
  body: CreatePersonBody,
  response: envelope(PersonAdded),
});

export const createStudentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/create/student',
  summary: 'Add a student to the active institute (invites a new email by mail)',
  tags: ['people'],
  access: access.roles('admin'),
  body: CreatePersonBody,
  response: envelope(PersonAdded),
});

export const PEOPLE_SORTS = ['name', 'email', 'joined'] as const;
export const PeopleListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(PEOPLE_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type PeopleListQuery = z.infer<typeof PeopleListQuery>;

const InstituteIdParams = z.object({ id: EntityId });

export const instituteTeachersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/getInstituteUser/instructor/:id',
  summary: 'The staff (teachers and admins) of the active institute; :id is its instituteId',
  tags: ['people'],
  access: access.roles('admin'),
  params: InstituteIdParams,
  query: PeopleListQuery,
  response: envelope(z.array(InstitutePerson)),
});

export const instituteStudentsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/getInstituteUser/learner/:id',
  summary: 'The students of the active institute; :id is its instituteId',
  tags: ['people'],
  access: access.roles('admin'),
  params: InstituteIdParams,
  query: PeopleListQuery,
  response: envelope(z.array(InstitutePerson)),
});

const RemoveUserParams = z.object({ instituteId: EntityId, userId: EntityId });
const removed = envelope(z.object({ userId: z.string(), instituteId: z.string() }));

const removeRoute = (method: 'DELETE' | 'POST', kind: 'instructor' | 'learner') =>
  defineRoute({
    method,
    path: `/api/admin/removeUser/${kind}/:instituteId/:userId`,
    summary: `Remove a ${kind === 'instructor' ? 'teacher or admin' : 'student'} from the active institute${
      method === 'POST' ? ' (POST for clients that cannot send DELETE)' : ''
    }`,
    tags: ['people'],
    access: access.roles('admin'),
    params: RemoveUserParams,
    response: removed,
  });

export const removeTeacherRoute = removeRoute('DELETE', 'instructor');
export const removeTeacherPostRoute = removeRoute('POST', 'instructor');
export const removeStudentRoute = removeRoute('DELETE', 'learner');
export const removeStudentPostRoute = removeRoute('POST', 'learner');

const MakeAdmin = z.boolean();
const adminChanged = envelope(InstitutePerson);

export const updateAdminRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/update/admin',
  summary: 'Make a teacher of the active institute an admin, or take admin away (never from the last admin)',
  tags: ['people'],
  access: access.roles('admin'),
  body: z.strictObject({ userId: EntityId, makeAdmin: MakeAdmin }),
  response: adminChanged,
});

export const updateAdminByIdRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/update/admin/:id',
  summary: 'The same as update/admin, with the userId in the path',
  tags: ['people'],
  access: access.roles('admin'),
  params: z.object({ id: EntityId }),
  body: z.strictObject({ makeAdmin: MakeAdmin }),
  response: adminChanged,
});

/** Another member of the caller's institute, without secrets. */
export const UserSummary = z
  .object({
    id: z.string(),
    kneuraId: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    roles: z.array(Role),
    teacherCategory: z.string().nullable(),
    /** Served with the token (GET), or null. */
    profilePictureUrl: z.string().nullable(),
  })
  .meta({ id: 'UserSummary' });

export const userByIdRoute = defineRoute({
  method: 'GET',
  path: '/api/user/:id',
  summary: 'A user of the active institute (staff see everyone; students see staff and themselves)',
  tags: ['people'],
  access: access.signedIn,
  params: z.object({ id: EntityId }),
  response: envelope(UserSummary),
});

/** SPEC §3 "Staff info"; fetched only for staff (§6). */
export const StaffInfo = z.object({ email: z.string(), first_name: z.string(), last_name: z.string().nullable() });

export const staffInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/staff/info',
  summary: "The caller's staff info; a student gets 403 'User not an instructor'",
  tags: ['people'],
  access: access.signedIn,
  response: envelope(StaffInfo),
});
