import { z } from 'zod';
import { access } from './access';
import { envelope, emptyData } from './envelope';
import { Role } from './roles';
import { defineRoute } from './route';

export const Email = z
  .string({ error: 'Please provide: email' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Invalid Email Address' }).max(254));

export const LoginBody = z.strictObject({
  email: Email,
  password: z.string({ error: 'Please provide: Password' }).min(1, { error: 'Please provide: Password' }).max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** What a client keeps after signing in (SPEC §3 "Local storage"). */
export const SessionUser = z
  .object({
    access_token: z.string(),
    userId: z.string(),
    kneura_id: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    email: z.string(),
    instituteId: z.string().nullable(),
    instituteKneuraId: z.string().nullable(),
    instituteName: z.string().nullable(),
    roles: z.array(Role),
    language: z.string(),
    notificationToken: z.string(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof SessionUser>;

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/login',
  summary: 'Sign in with email and password',
  tags: ['auth'],
  access: access.public,
  body: LoginBody,
  response: envelope(SessionUser),
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/logout',
  summary: 'End the current session',
  tags: ['auth'],
  access: access.signedIn,
  response: envelope(emptyData),
});

export const SessionState = z.object({
  userId: z.string(),
  instituteId: z.string().nullable(),
  roles: z.array(Role),
  expiresAt: z.string(),
});

export const isSessionActiveRoute = defineRoute({
  method: 'GET',
  path: '/api/galileo/isSessionActive',
  summary: 'Whether the token still names a live session',
  tags: ['auth'],
  access: access.signedIn,
  response: envelope(SessionState),
});
