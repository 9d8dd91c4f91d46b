import { createHash, randomBytes } from 'node:crypto';
import { type JWTPayload, createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';

/** Any reason a Google sign-in cannot go on: a refused code, a bad ID token, a provider out of reach. */
export class OidcError extends Error {
  override name = 'OidcError';
}

/** The claims of a verified ID token that sign-in uses. */
export interface GoogleIdentity {
  sub: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
}

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

const Discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});
type Discovery = z.infer<typeof Discovery>;

const TokenResponse = z.looseObject({ id_token: z.string().min(1) });

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const HTTP_TIMEOUT_MS = 10_000;
/** Only asymmetric signatures: the JWKS is public, and `none` or HMAC would prove nothing. */
const ASYMMETRIC = /^(RS|PS|ES)(256|384|512)$|^EdDSA$|^Ed25519$/;

export const newPkceVerifier = () => randomBytes(32).toString('base64url');
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** Google's ID tokens name their issuer with or without the scheme (Google's OIDC guide). */
function acceptedIssuers(issuer: string) {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

const optionalString = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function toIdentity(payload: JWTPayload): GoogleIdentity {
  const verified = payload.email_verified;
  return {
    sub: payload.sub!,
    email: optionalString(payload.email)?.toLowerCase(),
    // Older Google tokens carry the string "true".
    emailVerified: verified === true || verified === 'true',
    givenName: optionalString(payload.given_name),
    familyName: optionalString(payload.family_name),
    name: optionalString(payload.name),
  };
}

async function getJson(url: string, init: RequestInit = {}) {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  } catch (error) {
    throw new OidcError(`provider unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, status: response.status, body };
}

/**
 * The relying-party half of OpenID Connect (authorization code with PKCE, and ID token verification)
 * against one issuer: its discovery document and JWKS are fetched once and cached.
 */
export function createOidcClient(options: OidcClientOptions) {
  let discovery: { value: Promise<Discovery>; at: number } | undefined;
  let jwks: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;

  async function fetchDiscovery(): Promise<Discovery> {
    const url = `${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const { ok, status, body } = await getJson(url, { headers: { accept: 'application/json' } });
    if (!ok) throw new OidcError(`discovery answered ${status}`);
    const parsed = Discovery.safeParse(body);
    if (!parsed.success) throw new OidcError('discovery document is malformed');
    // OIDC Discovery §4.3: the document must name the issuer it was fetched for.
    if (parsed.data.issuer !== options.issuer) throw new OidcError('discovery names another issuer');
    return parsed.data;
  }

  function discover(): Promise<Discovery> {
    if (!discovery || Date.now() - discovery.at > DISCOVERY_TTL_MS) {
      const value = fetchDiscovery();
      discovery = { value, at: Date.now() };
      // A failure is not cached: the next sign-in asks again.
      value.catch(() => {
        if (discovery?.value === value) discovery = undefined;
      });
    }
    return discovery.value;
  }

  function keysFor(meta: Discovery) {
    if (jwks?.uri !== meta.jwks_uri) jwks = { uri: meta.jwks_uri, keys: createRemoteJWKSet(new URL(meta.jwks_uri)) };
    return jwks.keys;
  }

  async function authorizationUrl(input: { state: string; nonce: string; codeChallenge: string }) {
    const meta = await discover();
    const url = new URL(meta.authorization_endpoint);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', options.clientId);
    url.searchParams.set('redirect_uri', options.redirectUri);
    url.searchParams.set('scope', 'openid email profile');
    url.searchParams.set('state', input.state);
    url.searchParams.set('nonce', input.nonce);
    url.searchParams.set('code_challenge', input.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    url.searchParams.set('prompt', 'select_account');
    return url.toString();
  }

  /** Trades the code for tokens at the token endpoint (client_secret_post) and returns the ID token. */
  async function exchangeCode(code: string, codeVerifier: string): Promise<string> {
    const meta = await discover();
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
      client_secret: options.clientSecret,
      code_verifier: codeVerifier,
    });
    const { ok, status, body } = await getJson(meta.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
    });
    if (!ok) throw new OidcError(`token endpoint refused the code (${status} ${String(body.error ?? '')})`);
    const parsed = TokenResponse.safeParse(body);
    if (!parsed.success) throw new OidcError('token response has no id_token');
    return parsed.data.id_token;
  }

  /**
   * Checks an ID token's signature against the issuer's JWKS, then iss, aud (our client id), exp and iat,
   * and the nonce when the browser flow sent one. Native mobile tokens carry no nonce of ours.
   */
  async function verifyIdToken(idToken: string, expected: { nonce?: string } = {}): Promise<GoogleIdentity> {
    const meta = await discover();
    const algorithms = (meta.id_token_signing_alg_values_supported ?? ['RS256']).filter((alg) => ASYMMETRIC.test(alg));
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keysFor(meta), {
        issuer: acceptedIssuers(meta.issuer),
        audience: options.clientId,
        algorithms: algorithms.length > 0 ? algorithms : ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      }));
    } catch (error) {
      throw new OidcError(`ID token refused: ${(error as { code?: string }).code ?? (error as Error).message}`);
    }
    if (expected.nonce !== undefined) {
      if (payload.nonce !== expected.nonce) throw new OidcError('ID token refused: nonce mismatch');
      // A token the code flow returned is ours alone: when it names an authorized party, that is us.
      if (payload.azp !== undefined && payload.azp !== options.clientId) throw new OidcError('ID token refused: azp');
    }
    return toIdentity(payload);
  }

  return { authorizationUrl, exchangeCode, verifyIdToken };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
