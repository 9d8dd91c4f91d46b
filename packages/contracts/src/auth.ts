import { z } from 'zod';
import { access } from './access';
import { envelope, emptyData } from './envelope';
import { Role } from './roles';
import { defineRoute } from './route';
import { MESSAGES } from './errors';

export const Email = z
  .string({ error: 'Please provide: email' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.invalidEmail }).max(254));

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

/** The response of token login (SPEC §3 "Login-by-token response"): the session user plus its role. */
export const TokenLoginUser = SessionUser.extend({ role: Role });
export type TokenLoginUser = z.infer<typeof TokenLoginUser>;

const TokenParam = z.string().min(8, { error: 'Invalid credentials' }).max(200, { error: 'Invalid credentials' });

export const loginViaTokenRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/loginViaToken/:token',
  summary: 'Sign in a webview with a session token or a one-time login code',
  tags: ['auth'],
  access: access.public,
  params: z.object({ token: TokenParam }),
  response: envelope(TokenLoginUser),
});

export const loginViaTokenBodyRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/loginViaToken',
  summary: 'Sign in a webview with a token sent in the body',
  tags: ['auth'],
  access: access.public,
  body: z.strictObject({ access_token: TokenParam }),
  response: envelope(TokenLoginUser),
});

export const LoginCode = z.object({ code: z.string(), expiresAt: z.string() });

export const getLoginCodeRoute = defineRoute({
  method: 'GET',
  path: '/api/user/get-login-code',
  summary: 'A one-time code (5 minutes) that signs this user in on another device',
  tags: ['auth'],
  access: access.signedIn,
  response: envelope(LoginCode),
});

export const loginV3Route = defineRoute({
  method: 'POST',
  path: '/api/galileo/v3/login',
  summary: 'Sign in (v3): the session user with every institute the user belongs to',
  tags: ['auth'],
  access: access.public,
  body: LoginBody,
  response: envelope(
    SessionUser.extend({
      institutes: z.array(
        z.object({ instituteId: z.string(), instituteKneuraId: z.string(), name: z.string(), roles: z.array(Role) }),
      ),
    }),
  ),
});

export const Phone = z
  .string({ error: 'Please provide: phone' })
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+?[0-9]{7,15}$/, { error: 'Invalid phone number' }));

export const OtpCode = z
  .string({ error: 'Please provide: otp' })
  .trim()
  .regex(/^[0-9]{6}$/, { error: 'Invalid or expired code.' });

export const sendOtpRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/send-otp',
  summary: 'Text a one-time sign-in code to a phone number',
  tags: ['auth'],
  access: access.public,
  body: z.strictObject({ phone: Phone }),
  response: envelope(z.object({ expiresInSeconds: z.number().int() })),
});

export const verifyOtpRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/verify-otp',
  summary: "Check a phone code; when signed in, the number becomes the user's verified contact number",
  tags: ['auth'],
  access: access.public,
  body: z.strictObject({ phone: Phone, otp: OtpCode }),
  response: envelope(z.object({ verified: z.literal(true) })),
});

export const loginWithPhoneRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/login-with-phone',
  summary: 'Sign in with a phone number and the code texted to it',
  tags: ['auth'],
  access: access.public,
  body: z.strictObject({ phone: Phone, otp: OtpCode }),
  response: envelope(SessionUser),
});
