import { hkdfSync, randomBytes } from 'node:crypto';
import { GOOGLE_START_PATH, GoogleSignInMode, SameSitePath } from '@bright/contracts';
import { signerFactory } from '@fastify/cookie';
import { z } from 'zod';
import { safeEqual } from '../../lib/tokens';

/**
 * The browser flow's state, nonce and PKCE verifier live in a signed, httpOnly, SameSite=Lax cookie
 * scoped to the Google routes, for 10 minutes. A cookie (not a map in memory) because it works whichever
 * server process receives the callback (several processes share Redis, not memory) and across restarts;
 * signed so that nobody can forge the mode or the redirect; SameSite=Lax because the provider's redirect
 * back is a top-level GET from another site, which Lax still sends the cookie with.
 */
export const STATE_COOKIE = 'bc_google_oauth';
export const STATE_TTL_MS = 10 * 60 * 1000;
export const STATE_COOKIE_PATH = GOOGLE_START_PATH.replace(/\/start$/, '');

const FlowState = z.object({
  state: z.string().min(16),
  nonce: z.string().min(16),
  verifier: z.string().min(43),
  mode: GoogleSignInMode,
  redirectUrl: SameSitePath.optional(),
  /** The cookie's own Max-Age is the browser's to honour; this expiry is the server's. */
  exp: z.number(),
});
export type FlowState = z.infer<typeof FlowState>;

/**
 * Signs with a key derived from the client secret (HKDF): every process configured for Google already
 * shares it, so no new secret is needed, and it is never the client secret itself.
 */
export function createStateSealer(clientSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', clientSecret, 'bright-classroom', 'google-oauth-state-cookie', 32));
  const signer = signerFactory(key);

  return {
    begin(input: { mode: FlowState['mode']; redirectUrl?: string; verifier: string }, now = Date.now()): FlowState {
      return {
        state: randomBytes(32).toString('base64url'),
        nonce: randomBytes(32).toString('base64url'),
        verifier: input.verifier,
        mode: input.mode,
        redirectUrl: input.redirectUrl,
        exp: now + STATE_TTL_MS,
      };
    },

    seal(flow: FlowState): string {
      return signer.sign(Buffer.from(JSON.stringify(flow)).toString('base64url'));
    },

    /** The flow the cookie holds, when it is ours, unexpired and its state matches the one returned. */
    open(cookie: string | undefined, returnedState: string | undefined, now = Date.now()): FlowState | null {
      if (!cookie || !returnedState) return null;
      const unsigned = signer.unsign(cookie);
      if (!unsigned.valid || !unsigned.value) return null;
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const parsed = FlowState.safeParse(json);
      if (!parsed.success || parsed.data.exp <= now) return null;
      return safeEqual(parsed.data.state, returnedState) ? parsed.data : null;
    },
  };
}

export type StateSealer = ReturnType<typeof createStateSealer>;
