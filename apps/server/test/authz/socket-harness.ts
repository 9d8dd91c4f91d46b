import {
  REALTIME_NAMESPACES,
  ROLES,
  type RealtimeNamespace,
  SOCKET_ERROR_CODES as CODES,
  type SocketErrorCode,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { openSession } from '../../src/modules/auth';
import { SocketClients, connected, refused, request } from '../socket-client';
import { type World, contextFor } from './harness';
import { type SocketAuthzCase, socketCaseLabel } from './socket-authz-case';

/** What each namespace's handshake needs beyond the token. */
const HANDSHAKE_EXTRA: Partial<Record<RealtimeNamespace, Record<string, unknown>>> = {
  '/live': { flowID: 'authz-flow', device: 'WEB' },
};

interface SocketProbe {
  label: string;
  sender: { world: World; role: (typeof ROLES)[number] } | null;
  /** 'ok', or the refusal code expected (of the handshake for no token, of the ack otherwise). */
  expected: 'ok' | SocketErrorCode;
}

function probesOf(c: SocketAuthzCase, a: World, b: World): SocketProbe[] {
  const probes: SocketProbe[] = ROLES.map((role) => ({
    label: `${a.name} ${role}`,
    sender: { world: a, role },
    expected: c.allowed.includes(role) ? 'ok' : (c.denied ?? CODES.forbidden),
  }));
  probes.push({ label: 'no token', sender: null, expected: CODES.sessionExpired });
  const first = c.allowed[0];
  if (c.scope === 'institute' && first) {
    probes.push({
      label: `${b.name} ${first} (another institute)`,
      sender: { world: b, role: first },
      expected: CODES.notFound,
    });
  }
  return probes;
}

async function outcome(
  c: SocketAuthzCase,
  namespace: RealtimeNamespace,
  socket: ReturnType<SocketClients['connect']>,
  payload: unknown,
) {
  if (c.event === 'handshake') {
    await connected(socket);
    return 'ok';
  }
  await connected(socket);
  const answer = await request(socket, c.event, payload);
  return answer.ok ? 'ok' : answer.code;
}

/** Runs one case on every namespace it names; returns one line per unmet expectation. */
export async function runSocketCase(app: FastifyInstance, baseUrl: string, c: SocketAuthzCase, a: World, b: World) {
  const failures: string[] = [];
  const clients = new SocketClients();
  try {
    for (const namespace of c.namespaces) {
      for (const probe of probesOf(c, a, b)) {
        const where = `${namespace} ${socketCaseLabel(c)} as ${probe.label}`;
        const caller = probe.sender
          ? probe.sender.world.people[probe.sender.role]
          : a.people[c.allowed[0] ?? 'learner'];
        const payload = await c.payload?.(contextFor(app, a, caller));
        const token = probe.sender
          ? (await openSession(app.db, caller.user.id, probe.sender.world.institute.id)).token
          : undefined;
        const socket = clients.connect(baseUrl, { namespace, token, auth: HANDSHAKE_EXTRA[namespace] });
        const got = probe.sender
          ? await outcome(c, namespace, socket, payload).catch(
              (error: Error & { data?: { code: string } }) => `handshake ${error.data?.code ?? error.message}`,
            )
          : ((await refused(socket).catch(() => ({ data: { code: 'connected' } }))).data?.code ?? 'no code');
        if (got !== probe.expected) failures.push(`${where}: expected ${probe.expected}, got ${got}`);
      }
    }
  } finally {
    clients.closeAll();
  }
  return failures;
}

/** Every (namespace, handshake or event) pair the app serves, against the pairs the cases name. */
export function socketCoverage(app: FastifyInstance, cases: SocketAuthzCase[]) {
  const served = [
    ...REALTIME_NAMESPACES.map((namespace) => `${namespace} handshake`),
    ...app.realtime.handlers.catalog.map((entry) => `${entry.namespace} ${entry.event}`),
  ];
  const named = new Set(cases.flatMap((c) => c.namespaces.map((namespace) => `${namespace} ${c.event}`)));
  return {
    missing: served.filter((pair) => !named.has(pair)),
    unknown: [...named].filter((pair) => !served.includes(pair)),
  };
}
