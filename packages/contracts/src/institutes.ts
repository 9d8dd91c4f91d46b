import { z } from 'zod';
import { access } from './access';
import { Email, SessionUser } from './auth';
import { envelope } from './envelope';
import { ContactNumber, EntityId } from './people';
import { Role } from './roles';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

export const INSTITUTE_MESSAGES = defineMessages('institute', {
  instituteNotFound: 'Institute not found',
  requestNotFound: 'Request not found',
  defaultSet: 'Default institute updated',
  requestSent: 'Request sent to the institute',
  requestPending: 'A request to this institute is already pending',
  alreadyMember: 'Already a member of this institute',
  requestDecided: 'This request has already been decided',
  /** SPEC §8. */
  added: "You've been successfully added to the institute",
  declined: 'Request declined',
  nothingToUpdate: 'Nothing to update',
  instituteUpdated: 'Institute updated',
  nameRequired: 'Institute name cannot be empty',
  noMarkup: 'Must not contain < or >',
  referralSent: 'Referral code sent',
  tooManyCodes: 'At most 50 codes at a time',
} as const);

/** SPEC §3 "Institute list item", plus what the pickers need. */
export const InstituteListItem = z
  .object({
    instituteId: z.string(),
    instituteKneuraId: z.string(),
    name: z.string(),
    roles: z.array(Role),
    /** The institute chosen at sign-in. */
    isDefault: z.boolean(),
    /** The institute this session acts in. */
    isCurrent: z.boolean(),
  })
  .meta({ id: 'InstituteListItem' });
export type InstituteListItem = z.infer<typeof InstituteListItem>;

export const instituteListRoute = defineRoute({
  method: 'GET',
  path: '/api/user/institute-list',
  summary: "The caller's institutes with their roles in each",
  tags: ['institutes'],
  access: access.signedIn,
  response: envelope(z.array(InstituteListItem)),
});

export const setDefaultInstituteRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/set-default-institute',
  summary: "Make one of the caller's institutes the default, and the active one of this session",
  tags: ['institutes'],
  access: access.signedIn,
  body: z.strictObject({ instituteId: EntityId }),
  response: envelope(SessionUser),
});

const NO_MARKUP = /^[^<>]*$/;
const FreeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .regex(NO_MARKUP, { error: INSTITUTE_MESSAGES.noMarkup });

/** A code as people type it: trimmed, upper case. */
export const InstituteCode = z.string().trim().toUpperCase().min(1).max(32);

/** An institute's own details, for its members; admins may edit them. */
export const Institute = z
  .object({
    instituteId: z.string(),
    instituteKneuraId: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    contactNumber: z.string().nullable(),
    abilities: z.object({ canEdit: z.boolean() }),
  })
  .meta({ id: 'Institute' });
export type Institute = z.infer<typeof Institute>;

export const instituteInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/institute/get/:id',
  summary: "One of the caller's institutes, with whether the caller may edit it",
  tags: ['institutes'],
  access: access.signedIn,
  params: z.object({ id: EntityId }),
  response: envelope(Institute),
});

export const UpdateInstituteBody = z.strictObject({
  name: FreeText(200).min(1, { error: INSTITUTE_MESSAGES.nameRequired }).optional(),
  address: FreeText(500).optional(),
  contactNumber: ContactNumber.optional(),
});
export type UpdateInstituteBody = z.infer<typeof UpdateInstituteBody>;

export const updateInstituteInfoRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/updateInstituteinfo/:instituteKneuraId/:instituteId',
  summary: 'Update the name, address or contact number of the active institute',
  tags: ['institutes'],
  access: access.roles('admin'),
  params: z.object({ instituteKneuraId: InstituteCode, instituteId: EntityId }),
  body: UpdateInstituteBody,
  response: envelope(Institute),
});

/** What anyone signed in may know of an institute from its code. */
export const PublicInstitute = z.object({ instituteKneuraId: z.string(), name: z.string() });

export const institutesByCodeRoute = defineRoute({
  method: 'GET',
  path: '/api/institute/multiple',
  summary: 'The institutes behind a comma-separated list of codes (public fields only)',
  tags: ['institutes'],
  access: access.signedIn,
  query: z.object({
    kneuraId: z
      .string()
      .transform((value) => [...new Set(value.split(',').map((code) => code.trim().toUpperCase()))].filter(Boolean))
      .pipe(
        z
          .array(z.string().max(32, { error: 'Invalid kneuraId' }))
          .min(1, { error: 'Please provide: kneuraId' })
          .max(50, { error: INSTITUTE_MESSAGES.tooManyCodes }),
      ),
  }),
  response: envelope(z.array(PublicInstitute)),
});

export const InstituteRequestRole = z.enum(['instructor', 'learner'], {
  error: (issue) => (issue.input === undefined ? 'Please provide: role' : 'Invalid role'),
});
export const InstituteRequestStatus = z.enum(['PENDING', 'APPROVED', 'DECLINED'], { error: 'Invalid status' });

export const InstituteRequest = z
  .object({
    requestId: z.string(),
    instituteId: z.string(),
    instituteKneuraId: z.string(),
    instituteName: z.string(),
    userId: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    role: InstituteRequestRole,
    status: InstituteRequestStatus,
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'InstituteRequest' });
export type InstituteRequest = z.infer<typeof InstituteRequest>;

export const createInstituteRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/institute-request/create',
  summary: 'Ask to join an institute, by its code, as a teacher or a student',
  tags: ['institutes'],
  access: access.signedIn,
  body: z.strictObject({ instituteKneuraId: InstituteCode, role: InstituteRequestRole }),
  response: envelope(InstituteRequest),
});

export const myInstituteRequestsRoute = defineRoute({
  method: 'GET',
  path: '/api/institute-request/get-all-requests-for-user',
  summary: "The caller's join requests, newest first",
  tags: ['institutes'],
  access: access.signedIn,
  response: envelope(z.array(InstituteRequest)),
});

export const instituteRequestsRoute = defineRoute({
  method: 'GET',
  path: '/api/institute-request/in-an-institute/:id',
  summary: 'Join requests to the active institute (admins); :id is its instituteId',
  tags: ['institutes'],
  access: access.roles('admin'),
  params: z.object({ id: EntityId }),
  query: z.strictObject({ status: InstituteRequestStatus.optional() }),
  response: envelope(z.array(InstituteRequest)),
});

const DecideBody = z.strictObject({ requestId: EntityId });

export const approveInstituteRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/institute-request/approve',
  summary: 'Approve a pending request: the user joins the institute with the requested role',
  tags: ['institutes'],
  access: access.roles('admin'),
  body: DecideBody,
  response: envelope(InstituteRequest),
});

export const declineInstituteRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/institute-request/decline',
  summary: 'Decline a pending request',
  tags: ['institutes'],
  access: access.roles('admin'),
  body: DecideBody,
  response: envelope(InstituteRequest),
});

export const ReferralCode = z.object({ referralCode: z.string(), link: z.string() });

export const instituteReferralCodeRoute = defineRoute({
  method: 'GET',
  path: '/api/institute/referral-code/:id',
  summary: "The active institute's referral code (made on first ask); :id is its instituteId",
  tags: ['institutes'],
  access: access.roles('admin', 'instructor'),
  params: z.object({ id: EntityId }),
  response: envelope(ReferralCode),
});

const ShareBody = z.strictObject({ email: Email });

export const shareTeacherReferralRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/send-referral-code-sharing-teacher',
  summary: "Mail the caller's own referral code to someone",
  tags: ['institutes'],
  access: access.roles('admin', 'instructor'),
  body: ShareBody,
  response: envelope(ReferralCode),
});

export const shareInstituteReferralRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/send-referral-code-sharing-institute',
  summary: "Mail the active institute's referral code to someone",
  tags: ['institutes'],
  access: access.roles('admin', 'instructor'),
  body: ShareBody,
  response: envelope(ReferralCode),
});
