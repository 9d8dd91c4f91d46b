import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { AI_MESSAGES } from '@bright/contracts';
import { AppError, badRequest } from '../../lib/app-error';

/**
 * Reads the text of a public web page or document for a generation. No server-side request may reach an
 * internal address: the address is checked after DNS resolution, inside the socket's own lookup, so a
 * name that resolves to a private address (or re-resolves to one) is refused too. At most 2 MB is read.
 */

export const MAX_URL_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:a.b.c.d or ::ffff:hhhh:hhhh), else undefined. */
function mappedIpv4(address: string) {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (dotted) return dotted;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

// A mapped address is judged by its IPv4 address: a ::ffff:0:0/96 subnet in the list would make
// BlockList refuse every IPv4 address (it checks IPv4 against mapped IPv6 subnets too).
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = family === 6 ? mappedIpv4(address) : undefined;
  if (mapped) return isPrivateAddress(mapped);
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const guardedLookup: typeof lookup = ((
  hostname: string,
  options: object,
  callback: (...args: unknown[]) => void,
) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error);
    const list = addresses as { address: string; family: number }[];
    if (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address)))
      return callback(Object.assign(new Error('private address'), { code: 'EPRIVATE' }));
    if ((options as { all?: boolean }).all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
}) as typeof lookup;

function parse(raw: string) {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(AI_MESSAGES.badUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(AI_MESSAGES.badUrl);
  if (isPrivateHost(url.hostname)) throw badRequest(AI_MESSAGES.privateUrl);
  return url;
}

/** A URL's host that names the server's own network without a lookup: a local name or a private address. */
export function isPrivateHost(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return true;
  return isIP(host) !== 0 && isPrivateAddress(host);
}

function get(
  url: URL,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; type: string; body: Buffer }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: guardedLookup, signal, headers: { accept: 'text/html, text/plain' } },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_URL_BYTES) {
            request.destroy();
            reject(new AppError('PAYLOAD_TOO_LARGE', AI_MESSAGES.urlTooLarge));
          } else chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            type: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EPRIVATE' ? badRequest(AI_MESSAGES.privateUrl) : badRequest(AI_MESSAGES.urlFetchFailed)),
    );
  });
}

/** Visible text of an HTML page (scripts and styles dropped, entities of the common kinds decoded). */
export function htmlToText(html: string) {
  return html
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, '. ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/(\.\s*){2,}/g, '. ')
    .trim();
}

export async function readUrlText(raw: string, signal: AbortSignal = AbortSignal.timeout(15_000)): Promise<string> {
  let url = parse(raw);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await get(url, signal);
    if (response.status >= 300 && response.status < 400 && response.location) {
      url = parse(new URL(response.location, url).toString());
      continue;
    }
    if (response.status !== 200) throw badRequest(AI_MESSAGES.urlFetchFailed);
    const text = response.body.toString('utf8');
    return response.type.includes('html') ? htmlToText(text) : text.trim();
  }
  throw badRequest(AI_MESSAGES.urlFetchFailed);
}
