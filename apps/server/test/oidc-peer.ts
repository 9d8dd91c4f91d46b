import { createHash, randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';

/** The Google account the peer signs in at its authorization endpoint (and puts in its ID tokens). */
export interface PeerUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

/** Ways to spoil the next ID token the token endpoint returns, for the refusal tests. */
export interface NextToken {
  audience?: string;
  /** Seconds from now; negative makes an expired token. */
  expiresIn?: number;
  issuer?: string;
  nonce?: string;
  /** Change a claim after signing: the signature no longer matches. */
  tamper?: boolean;
  /** Sign with a key the JWKS does not publish. */
  foreignKey?: boolean;
}

export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_ISSUER for createTestApp. */
  env: Record<string, string>;
  /** Who signs in next at the authorization endpoint. */
  user: PeerUser;
  /** Applied to the next ID token from the token endpoint, then cleared. */
  next: NextToken;
  /** Counts of requests per endpoint, to prove what was (not) called. */
  hits: { discovery: number; jwks: number; authorize: number; token: number };
  /** An ID token as a native mobile sign-in would get it (no nonce unless given). */
  idToken(user?: PeerUser, options?: NextToken): Promise<string>;
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce?: string;
  user: PeerUser;
  used: boolean;
  expiresAt: number;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');
const s256 = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

async function readForm(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** client_secret_basic or client_secret_post, as RFC 6749 §2.3.1 allows. */
function clientCredentials(request: IncomingMessage, form: URLSearchParams) {
  const basic = request.headers.authorization?.match(/^Basic (.+)$/);
  if (basic) {
    const [id, secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':').map(decodeURIComponent);
    return { id, secret };
  }
  return { id: form.get('client_id') ?? undefined, secret: form.get('client_secret') ?? undefined };
}

/**
 * A real OpenID Connect provider on loopback, as small as the tests need: discovery, a JWKS, an
 * authorization endpoint that signs `user` in at once and redirects back with a code, and a token
 * endpoint that checks the code (single use), the client secret and the PKCE verifier, then returns an
 * RS256 ID token it signs.
 */
export async function startOidcPeer(options: { clientId?: string; clientSecret?: string } = {}): Promise<OidcPeer> {
  const clientId = options.clientId ?? `client-${base64url(randomBytes(6))}.apps.test`;
  const clientSecret = options.clientSecret ?? base64url(randomBytes(24));
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const kid = base64url(randomBytes(8));
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: 'server_error', detail: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const peer: OidcPeer = {
    issuer,
    clientId,
    clientSecret,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer },
    user: {
      sub: '100000000000000000001',
      email: 'ada@gmail.test',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    },
    next: {},
    hits: { discovery: 0, jwks: 0, authorize: 0, token: 0 },
    idToken: (user = peer.user, spoil = {}) => signIdToken(user, spoil),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  async function signIdToken(user: PeerUser, spoil: NextToken & { nonce?: string }) {
    const now = Math.floor(Date.now() / 1000);
    const key = spoil.foreignKey ? foreign.privateKey : privateKey;
    const token = await new SignJWT({ ...user, ...(spoil.nonce ? { nonce: spoil.nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(spoil.issuer ?? issuer)
      .setAudience(spoil.audience ?? clientId)
      .setSubject(user.sub)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (spoil.expiresIn ?? 3600))
      .sign(key);
    if (!spoil.tamper) return token;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    claims.sub = '999999999999999999999';
    return [header, base64url(Buffer.from(JSON.stringify(claims))), signature].join('.');
  }

  function authorize(url: URL, response: ServerResponse) {
    peer.hits.authorize++;
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    if (!redirectUri || q.get('client_id') !== clientId) return send(response, 400, { error: 'invalid_request' });
    if (q.get('response_type') !== 'code' || !q.get('scope')?.split(' ').includes('openid')) {
      return send(response, 400, { error: 'unsupported_response_type' });
    }
    const challenge = q.get('code_challenge');
    if (!challenge || q.get('code_challenge_method') !== 'S256')
      return send(response, 400, { error: 'invalid_request' });
    const code = base64url(randomBytes(24));
    codes.set(code, {
      clientId,
      redirectUri,
      challenge,
      nonce: q.get('nonce') ?? undefined,
      user: { ...peer.user },
      used: false,
      expiresAt: Date.now() + 60_000,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    const state = q.get('state');
    if (state !== null) back.searchParams.set('state', state);
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    peer.hits.token++;
    const form = await readForm(request);
    const client = clientCredentials(request, form);
    if (client.id !== clientId || client.secret !== clientSecret)
      return send(response, 401, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'authorization_code')
      return send(response, 400, { error: 'unsupported_grant_type' });
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.expiresAt < Date.now()) return send(response, 400, { error: 'invalid_grant' });
    // RFC 6749 §4.1.2: a code is single use; a second attempt is refused.
    if (issued.used) return send(response, 400, { error: 'invalid_grant', error_description: 'code already used' });
    issued.used = true;
    if (form.get('redirect_uri') !== issued.redirectUri) return send(response, 400, { error: 'invalid_grant' });
    const verifier = form.get('code_verifier');
    if (!verifier || s256(verifier) !== issued.challenge) {
      return send(response, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    }
    const spoil = peer.next;
    peer.next = {};
    const idToken = await signIdToken(issued.user, { nonce: issued.nonce, ...spoil });
    send(response, 200, {
      access_token: base64url(randomBytes(24)),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: idToken,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', issuer);
    if (request.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      peer.hits.discovery++;
      return send(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (request.method === 'GET' && url.pathname === '/jwks') {
      peer.hits.jwks++;
      return send(response, 200, { keys: [jwk] });
    }
    if (request.method === 'GET' && url.pathname === '/authorize') return authorize(url, response);
    if (request.method === 'POST' && url.pathname === '/token') return token(request, response);
    send(response, 404, { error: 'not_found' });
  }

  return peer;
}

let accounts = 0;
/** A Google account no test has used yet (its subject and email are new). */
export function newGoogleAccount(overrides: Partial<PeerUser> = {}): PeerUser {
  accounts += 1;
  const tag = `${accounts}${randomBytes(4).toString('hex')}`;
  return {
    sub: `1${tag.padStart(20, '0')}`,
    email: `google-${tag}@gmail.test`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...overrides,
  };
}
