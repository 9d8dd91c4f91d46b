import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AI_PROVIDER_MESSAGES } from '@bright/contracts';
import { Agent, fetch as undiciFetch } from 'undici';
import { badRequest } from '../../lib/app-error';
import { guardedLookup, isPrivateAddress } from './url-source';

/**
 * An institute's AI service address, set by its admin: no server-side request may reach the server's own
 * network through it. The address is checked when it is saved (a clear refusal), and again inside every
 * connection's DNS lookup (a name re-pointed at a private address later fails the call). The operator
 * can allow private addresses (AI_PROVIDER_ALLOW_PRIVATE: a school's own server on its network).
 */

export async function checkProviderUrl(raw: string, allowPrivate: boolean) {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(AI_PROVIDER_MESSAGES.badUrl);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw badRequest(AI_PROVIDER_MESSAGES.badUrl);
  if (allowPrivate) return url.toString().replace(/\/$/, '');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal'))
    throw badRequest(AI_PROVIDER_MESSAGES.privateUrl);
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((entry) => entry.address),
        () => {
          throw badRequest(AI_PROVIDER_MESSAGES.unresolvable);
        },
      );
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw badRequest(AI_PROVIDER_MESSAGES.privateUrl);
  return url.toString().replace(/\/$/, '');
}

let guardedAgent: Agent | undefined;

/**
 * fetch whose connections refuse private and loopback addresses (given to the AI SDK's provider): names
 * are checked in the connection's own lookup, address literals (which skip the lookup) before it, and
 * redirects are not followed (one could point inside).
 */
export const guardedFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isPrivateAddress(host)) throw new TypeError('fetch failed: private address refused');
  return undiciFetch(
    input as never,
    {
      ...init,
      redirect: 'error',
      dispatcher: (guardedAgent ??= new Agent({ connect: { lookup: guardedLookup } })),
    } as never,
  );
}) as unknown as typeof fetch;
