import {
  FirstName,
  type GoogleSignInMode,
  LastName,
  NAME_MAX_LENGTH,
  OAUTH_MESSAGES,
  type SessionUser,
} from '@bright/contracts';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import {
  toSessionUser,
  findUserByEmail,
  findUserById,
  listMemberships,
  openSession,
  revokeUserSessions,
} from '../auth';
import { type FlowState, type StateSealer } from './oauth-state';
import { canSignInWithGoogle, sessionMembership } from './oauth.policy';
import {
  findUserByGoogleSub,
  inTransaction,
  insertGoogleUser,
  insertPersonalInstitute,
  linkGoogleAccount,
} from './oauth.queries';
import { type GoogleIdentity, type OidcClient, OidcError, newPkceVerifier, pkceChallenge } from './oidc-client';

export interface GoogleSignIn {
  oidc: OidcClient;
  sealer: StateSealer;
}

/** What the browser flow's callback receives besides the cookie. */
export interface CallbackInput {
  code?: string;
  state?: string;
  error?: string;
}

/** Keeps what the name rules allow (letters first; letters, marks, spaces, ' . -), else nothing. */
function cleanName(value: string | undefined) {
  const kept = (value ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{M}' .-]/gu, '')
    .replace(/^[^\p{L}]+/u, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX_LENGTH)
    .trim();
  return kept || undefined;
}

/** Google's names are free text; ours follow the sign-up rules (SPEC §5), so they are cleaned to fit. */
export function namesFrom(identity: GoogleIdentity) {
  const candidates = [identity.givenName, identity.name?.split(/\s+/)[0], identity.email?.split('@')[0]];
  const firstName = candidates.map(cleanName).find((name) => name && FirstName.safeParse(name).success) ?? 'Teacher';
  const lastName = cleanName(identity.familyName);
  return { firstName, lastName: lastName && LastName.safeParse(lastName).success ? lastName : null };
}

async function refuseUnlessAllowed(tx: Db, userId: string, mode: GoogleSignInMode) {
  if (!canSignInWithGoogle(mode, await listMemberships(tx, userId))) throw forbidden();
}

/**
 * Finds the account for a verified Google identity: by its subject; else by its verified email (and
 * links it); else creates one with a personal institute, as sign-up does. One transaction, so a refusal
 * (the admin app, a non-admin) leaves nothing linked or created.
 */
async function resolveAccount(db: Db, identity: GoogleIdentity, mode: GoogleSignInMode): Promise<string> {
  return inTransaction(db, async (tx) => {
    const bySub = await findUserByGoogleSub(tx, identity.sub);
    if (bySub) {
      await refuseUnlessAllowed(tx, bySub.id, mode);
      return bySub.id;
    }
    if (!identity.email || !identity.emailVerified) throw badRequest(OAUTH_MESSAGES.emailNotVerified);
    const byEmail = await findUserByEmail(tx, identity.email);
    if (byEmail) {
      if (byEmail.googleSub) throw badRequest(OAUTH_MESSAGES.linkedToAnotherGoogleAccount);
      await refuseUnlessAllowed(tx, byEmail.id, mode);
      await linkGoogleAccount(tx, byEmail.id, identity.sub, !byEmail.emailVerified);
      // Sessions opened before the owner proved the address are not theirs to keep.
      if (!byEmail.emailVerified) await revokeUserSessions(tx, byEmail.id);
      return byEmail.id;
    }
    const { firstName, lastName } = namesFrom(identity);
    const user = await insertGoogleUser(tx, { email: identity.email, firstName, lastName, googleSub: identity.sub });
    await insertPersonalInstitute(tx, user.id, `${firstName}'s classroom`);
    return user.id;
  });
}

const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; cause?: unknown } | null;
  return candidate?.code === '23505' || (candidate?.cause !== undefined && isUniqueViolation(candidate.cause));
};

/** Signs a verified Google identity in: the account, then a session in the right institute. */
export async function signInWithGoogle(db: Db, identity: GoogleIdentity, mode: GoogleSignInMode): Promise<SessionUser> {
  let userId: string;
  try {
    userId = await resolveAccount(db, identity, mode);
  } catch (error) {
    // Two first sign-ins at once: the second meets the first's row; now it finds it.
    if (!isUniqueViolation(error)) throw error;
    userId = await resolveAccount(db, identity, mode);
  }
  const user = (await findUserById(db, userId))!;
  const membership = sessionMembership(mode, await listMemberships(db, userId));
  const { token } = await openSession(db, userId, membership?.institute.id ?? null);
  return toSessionUser(user, token, membership);
}

/** Mobile apps: an ID token Google gave the app natively, verified exactly as the browser flow's. */
export async function signInWithIdToken(db: Db, google: GoogleSignIn, idToken: string, mode: GoogleSignInMode) {
  let identity: GoogleIdentity;
  try {
    identity = await google.oidc.verifyIdToken(idToken);
  } catch (error) {
    if (error instanceof OidcError) throw new AppError('UNAUTHENTICATED', OAUTH_MESSAGES.invalidIdToken);
    throw error;
  }
  return signInWithGoogle(db, identity, mode);
}

/** Browser flow, step 1: where to send the browser, and the flow to keep in the cookie. */
export async function startBrowserSignIn(
  google: GoogleSignIn,
  input: { mode: GoogleSignInMode; redirectUrl?: string },
) {
  const verifier = newPkceVerifier();
  const flow = google.sealer.begin({ ...input, verifier });
  const location = await google.oidc.authorizationUrl({
    state: flow.state,
    nonce: flow.nonce,
    codeChallenge: pkceChallenge(verifier),
  });
  return { location, cookie: google.sealer.seal(flow) };
}

/**
 * Browser flow, step 2: the state must match the cookie's; the code is traded with the PKCE verifier;
 * the ID token must carry the cookie's nonce. Any failure throws (the route sends the browser to login).
 */
export async function finishBrowserSignIn(
  db: Db,
  google: GoogleSignIn,
  query: CallbackInput,
  cookie: string | undefined,
) {
  if (query.error) throw new OidcError(`provider answered ${query.error}`);
  const flow: FlowState | null = google.sealer.open(cookie, query.state);
  if (!flow) throw new OidcError('state missing, expired or not ours');
  if (!query.code) throw new OidcError('no code');
  const idToken = await google.oidc.exchangeCode(query.code, flow.verifier);
  const identity = await google.oidc.verifyIdToken(idToken, { nonce: flow.nonce });
  const user = await signInWithGoogle(db, identity, flow.mode);
  return { token: user.access_token, redirectUrl: flow.redirectUrl, userId: user.userId };
}
