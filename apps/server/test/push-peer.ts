import { execFileSync } from 'node:child_process';
import { type ECDH, createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type Server, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ece from 'http_ece';

/**
 * A push service on loopback that speaks the real protocol: HTTPS with its own certificate authority,
 * a VAPID (RFC 8292) JWT checked against the key the sender names, and an aes128gcm (RFC 8291) body that
 * it decrypts with the subscriber's private key, as a browser would.
 */
export interface ReceivedPush {
  subscriberId: string;
  /** The VAPID public key the sender signed with (k=). */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  payload: unknown;
}

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface PushPeer {
  /** A PEM file of the authority that signed the service's certificate: WEB_PUSH_CA_FILE for the app. */
  caFile: string;
  origin: string;
  received: ReceivedPush[];
  /** Requests the service refused (a bad JWT or a body it could not decrypt), with why. */
  refused: string[];
  /** A new browser subscription: its own P-256 key pair and auth secret. */
  subscribe(): PushSubscriptionJson;
  /** From now on the service answers this status for that endpoint (404, 410: the browser left). */
  answer(endpoint: string, status: number): void;
  waitFor(match: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function makeCertificate(dir: string) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' }); // prettier-ignore
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`; answers the claims or throws why not. */
export function verifyVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [token, key] = [match[1]!, match[2]!];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { typ: string; alg: string };
  if (header.alg !== 'ES256') throw new Error(`JWT alg ${header.alg}`);
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${body}`);
  const valid = verify(
    'sha256',
    signed,
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}, expected ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp} out of range`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`sub ${claims.sub}`);
  return { claims, vapidKey: key };
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

export async function startPushPeer(): Promise<PushPeer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bright-push-peer-'));
  const { key, cert, certFile } = makeCertificate(dir);
  const subscribers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters: Array<() => void> = [];
  let origin = '';

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const subscriberId = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const subscriber = subscribers.get(subscriberId);
    const body = await readBody(request);
    const status = statuses.get(subscriberId);
    if (!subscriber || request.method !== 'POST') return void response.writeHead(404).end();
    if (status) return void response.writeHead(status).end();
    try {
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const { claims, vapidKey } = verifyVapid(request.headers.authorization, origin);
      const plain = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscriber.ecdh,
        authSecret: subscriber.auth,
      });
      received.push({
        subscriberId,
        vapidKey,
        claims,
        ttl: request.headers.ttl as string | undefined,
        urgency: request.headers.urgency as string | undefined,
        topic: request.headers.topic as string | undefined,
        payload: JSON.parse(plain.toString('utf8')),
      });
      response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    } catch (error) {
      refused.push((error as Error).message);
      response.writeHead(400).end((error as Error).message);
    }
    for (const wake of waiters.splice(0)) wake();
  }

  const server: Server = createServer({ key, cert }, (request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    caFile: certFile,
    origin,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      subscribers.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    answer(endpoint, status) {
      statuses.set(endpoint.split('/').pop()!, status);
    },
    async waitFor(match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching push in ${timeoutMs} ms (refused: ${refused.join('; ')})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
