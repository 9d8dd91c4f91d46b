import { z } from 'zod';
import { access } from './access';
import { Email, SessionUser } from './auth';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { NewPassword } from './passwords';
import { ContactNumber, FirstName, LastName } from './people';
import { defineRoute } from './route';
import { defineMessages, defineTemplate } from './message-catalogue';

export const SIGNUP_MESSAGES = defineMessages('signup', {
  linkSent: 'We have sent a registration link to your email. It is valid for 1 hour.',
  accountExists: 'Account with the email id already present',
  alreadyRegistered: 'Already have an account with same email. Please login',
  invalidLink: 'Expired or invalid registration link!',
  linkValid: 'Registration link is valid',
  accountCreated: 'Account created',
  acceptTerms: 'Please agree to the terms & policy before continuing',
  invalidRole: 'Role must be instructor or learner',
  learnerNeedsInvitation:
    'Students sign up after their institute invites them. Please ask your teacher or institute for an invitation.',
} as const);

/** 'Your institute invited this email as a Student. Please sign up as a Student.' */
const invitedAsTemplate = defineTemplate(
  'signup.invitedAs',
  'Your institute invited this email as a {role}. Please sign up as a {role}.',
);
export const invitedAsMessage = (roleLabel: string) => invitedAsTemplate({ role: roleLabel });

export const SignupRole = z.enum(['instructor', 'learner'], { error: SIGNUP_MESSAGES.invalidRole });
export type SignupRole = z.infer<typeof SignupRole>;

export const SignupBody = z.strictObject({
  email: Email,
  role: SignupRole.default('instructor'),
  firstName: FirstName.optional(),
});
export type SignupBody = z.input<typeof SignupBody>;

export const signupRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/signup',
  summary: 'Mail a registration link (1 hour) to a new teacher, or to a student or teacher an institute invited',
  tags: ['signup'],
  access: access.public,
  body: SignupBody,
  response: envelope(z.object({ email: z.string(), expiresAt: z.string() })),
});

export const VerifyVidBody = z.strictObject({
  vid: z
    .string({ error: provideMessage('vid') })
    .trim()
    .min(1, { error: provideMessage('vid') })
    .max(512, { error: 'vid is too long' }),
});

/** What the registration page needs: the address the link was sent to and any name an institute gave. */
export const RegistrationLink = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  invited: z.boolean(),
});
export type RegistrationLink = z.infer<typeof RegistrationLink>;

export const verifyVidRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/user/verifyVid',
  summary: 'Check a registration link and answer the email it was sent to',
  tags: ['signup'],
  access: access.public,
  body: VerifyVidBody,
  response: envelope(RegistrationLink),
});

/** The terms and policy, ticked (SPEC §5: 'Please agree to the terms & policy before continuing'). */
export const AcceptTerms = z.literal(true, { error: SIGNUP_MESSAGES.acceptTerms });

export const CreateAccountBody = z.strictObject({
  token: z
    .string({ error: provideMessage('token') })
    .trim()
    .min(1, { error: provideMessage('token') })
    .max(512, { error: 'token is too long' }),
  firstName: FirstName,
  lastName: LastName.optional(),
  password: NewPassword,
  contactNumber: ContactNumber.optional(),
  acceptTerms: AcceptTerms,
});
export type CreateAccountBody = z.input<typeof CreateAccountBody>;

export const createAccountRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/createAccount',
  summary: 'Complete registration from the mailed link: set name and password, verify the email, sign in',
  tags: ['signup'],
  access: access.public,
  body: CreateAccountBody,
  response: envelope(SessionUser),
});
