import {
  GOOGLE_CALLBACK_PATH,
  GOOGLE_START_PATH,
  GoogleCallbackQuery,
  GoogleStartQuery,
  MESSAGES,
  OAUTH_MESSAGES,
  access,
  googleConfigRoute,
  googleSignupOrLoginAdminRoute,
  googleSignupOrLoginRoute,
} from '@bright/contracts';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { addRoute } from '../../lib/route';
import { STATE_COOKIE, STATE_COOKIE_PATH, STATE_TTL_MS, createStateSealer } from './oauth-state';
import { SIGN_IN_FAILED_LOCATION, toSignedInLocation } from './oauth.presenter';
import * as oauth from './oauth.service';
import { createOidcClient } from './oidc-client';

const LOGIN_OK = 'Login successful';

/** A redirect the browser must follow now, never from a cache. */
const redirect = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').redirect(location, 302);

/** Google sign-in through OpenID Connect; every route but `config` is 404 when Google is not configured. */
export async function oauthRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const google: oauth.GoogleSignIn | null = config.google
    ? {
        oidc: createOidcClient({ ...config.google, redirectUri: `${config.appUrl}${GOOGLE_CALLBACK_PATH}` }),
        sealer: createStateSealer(config.google.clientSecret),
      }
    : null;
  const requireGoogle = () => {
    if (!google) throw notFound(OAUTH_MESSAGES.notEnabled);
    return google;
  };
  // Before the body is read, so a disabled server answers 404 whatever is sent.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url !== googleConfigRoute.path) requireGoogle();
  });
  // Scoped to this module's routes; another module may have registered the plugin further up.
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  const cookieOptions = {
    path: STATE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.appUrl.startsWith('https:'),
  };

  addRoute(app, googleConfigRoute, async () => ({ message: MESSAGES.ok, data: { enabled: Boolean(google) } }));

  // Linking Google to an unverified account ends the sessions opened before: their sockets close too.
  const closeRevokedSockets = (userId: string) =>
    app.realtime
      .endRevokedSessions(userId)
      .catch((error: unknown) => app.log.warn({ err: error }, 'socket sweep failed'));

  addRoute(app, googleSignupOrLoginRoute, async ({ body }) => {
    const data = await oauth.signInWithIdToken(app.db, requireGoogle(), body.idToken, 'login');
    await closeRevokedSockets(data.userId);
    return { message: LOGIN_OK, data };
  });

  addRoute(app, googleSignupOrLoginAdminRoute, async ({ body }) => {
    const data = await oauth.signInWithIdToken(app.db, requireGoogle(), body.idToken, 'admin');
    await closeRevokedSockets(data.userId);
    return { message: LOGIN_OK, data };
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    GOOGLE_START_PATH,
    {
      config: {
        access: access.public,
        media: { redirect: "Google's authorization endpoint, or /login?oauthError=1 on bad input" },
      },
      attachValidation: true,
      schema: {
        summary: "Browser sign-in with Google: redirects (302) to Google's authorization endpoint",
        description:
          'Keeps state, nonce and PKCE verifier in a signed httpOnly cookie; a bad query goes to /login?oauthError=1.',
        tags: ['oauth'],
        querystring: GoogleStartQuery,
      },
    },
    async (request, reply) => {
      const google = requireGoogle();
      if (request.validationError) return redirect(reply, SIGN_IN_FAILED_LOCATION);
      try {
        const { location, cookie } = await oauth.startBrowserSignIn(google, request.query);
        reply.setCookie(STATE_COOKIE, cookie, { ...cookieOptions, maxAge: STATE_TTL_MS / 1000 });
        return redirect(reply, location);
      } catch (error) {
        request.log.warn({ reason: (error as Error).message }, 'Google sign-in could not start');
        return redirect(reply, SIGN_IN_FAILED_LOCATION);
      }
    },
  );

  typed.get(
    GOOGLE_CALLBACK_PATH,
    {
      config: {
        access: access.public,
        media: { redirect: 'The signed-in web app (/?access_token=...), or /login?oauthError=1 on any failure' },
      },
      attachValidation: true,
      schema: {
        summary: 'Browser sign-in with Google: the redirect URI; signs in and redirects (302) to /?access_token=...',
        description: 'On any failure it redirects to /login?oauthError=1.',
        tags: ['oauth'],
        querystring: GoogleCallbackQuery,
      },
    },
    async (request, reply) => {
      const google = requireGoogle();
      const cookie = request.cookies[STATE_COOKIE];
      // Single use: whatever happens next, this flow's cookie is spent.
      reply.clearCookie(STATE_COOKIE, cookieOptions);
      if (request.validationError) return redirect(reply, SIGN_IN_FAILED_LOCATION);
      try {
        const { token, redirectUrl, userId } = await oauth.finishBrowserSignIn(app.db, google, request.query, cookie);
        await closeRevokedSockets(userId);
        return redirect(reply, toSignedInLocation(token, redirectUrl));
      } catch (error) {
        request.log.warn({ reason: (error as Error).message }, 'Google sign-in failed');
        return redirect(reply, SIGN_IN_FAILED_LOCATION);
      }
    },
  );
}
