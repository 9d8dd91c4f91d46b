import { z } from 'zod';
import { access } from './access';
import { SessionUser } from './auth';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

export const OAUTH_MESSAGES = defineMessages('oauth', {
  notEnabled: 'Google sign-in is not enabled',
  invalidIdToken: 'Invalid Google sign-in',
  emailNotVerified: 'Your Google email address is not verified',
  linkedToAnotherGoogleAccount: 'This account is already linked to another Google account',
  invalidMode: 'mode must be login or admin',
  invalidRedirect: 'redirectUrl must be a path on this site',
} as const);

/** The login page's query parameter after a failed browser sign-in with Google (`/login?oauthError=1`). */
export const OAUTH_ERROR_PARAM = 'oauthError';

/** The browser flow's two redirect routes (302, no JSON): registered by hand, documented in OpenAPI. */
export const GOOGLE_START_PATH = '/api/auth/oauth/google/start';
export const GOOGLE_CALLBACK_PATH = '/api/auth/oauth/google/callback';

/** `login` signs anyone in; `admin` admits only an admin of some institute (or a new user, who becomes one). */
export const GoogleSignInMode = z.enum(['login', 'admin'], { error: OAUTH_MESSAGES.invalidMode });
export type GoogleSignInMode = z.infer<typeof GoogleSignInMode>;

/** A path on this site only: an open redirect would send a freshly signed-in user anywhere. */
export const SameSitePath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/, { error: OAUTH_MESSAGES.invalidRedirect });

export const GoogleStartQuery = z.object({
  mode: GoogleSignInMode.default('login'),
  redirectUrl: SameSitePath.optional(),
});

/** What the provider sends back: a code and the state, or an error; extra parameters (scope ...) pass. */
export const GoogleCallbackQuery = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

export const GoogleConfig = z.object({ enabled: z.boolean() });

export const googleConfigRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/oauth/google/config',
  summary: 'Whether Google sign-in is configured on this server (the web shows its button only then)',
  tags: ['oauth'],
  access: access.public,
  response: envelope(GoogleConfig),
});

export const GoogleIdTokenBody = z.strictObject({
  idToken: z
    .string({ error: provideMessage('idToken') })
    .trim()
    .min(1, { error: provideMessage('idToken') })
    .max(8192, { error: OAUTH_MESSAGES.invalidIdToken }),
});
export type GoogleIdTokenBody = z.infer<typeof GoogleIdTokenBody>;

export const googleSignupOrLoginRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/oauth/google/signup-or-login',
  summary: 'Mobile apps: sign in (or sign up) with an ID token obtained from Google natively',
  tags: ['oauth'],
  access: access.public,
  body: GoogleIdTokenBody,
  response: envelope(SessionUser),
});

export const googleSignupOrLoginAdminRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/oauth/google/signup-or-login-admin',
  summary:
    'Mobile apps: sign in an institute admin with a Google ID token; a new user gets a personal institute as its admin',
  tags: ['oauth'],
  access: access.public,
  body: GoogleIdTokenBody,
  response: envelope(SessionUser),
});
