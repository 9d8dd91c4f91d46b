import {
  type Access,
  MESSAGES,
  type RealtimeNamespace,
  SOCKET_ERROR_CODES as CODES,
  SOCKET_MESSAGES,
  type SocketAck,
  type SocketEventContract,
} from '@bright/contracts';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import type { Actor } from '../actor';
import { nulPath } from '../nul-text';
import { refusal, refusalFromError } from './refusal';

export interface SocketHandlerInput<P> {
  payload: P;
  actor: Actor;
  socket: Socket;
  namespace: RealtimeNamespace;
}

export type SocketHandler<C extends SocketEventContract> = (
  input: SocketHandlerInput<z.output<C['payload']>>,
) => Promise<unknown>;

interface Registered {
  contract: SocketEventContract;
  handler: SocketHandler<SocketEventContract>;
}

export class MissingSocketPolicyError extends Error {}

/** One entry per (namespace, event): what the socket authorization matrix walks. */
export interface SocketEventEntry {
  namespace: RealtimeNamespace;
  event: string;
  access: Access;
}

const allowedBy = (access: Access, actor: Actor) => {
  if (access.kind === 'public') return true;
  if (actor.guest) return false;
  return access.kind !== 'roles' || actor.roles.some((role) => access.roles.includes(role));
};

/** Client events by namespace, each with its schema, policy and handler: the socket twin of addRoute. */
export class SocketHandlers {
  private readonly byNamespace = new Map<RealtimeNamespace, Map<string, Registered>>();

  add<C extends SocketEventContract>(contract: C, handler: SocketHandler<C>) {
    if (!contract.access) throw new MissingSocketPolicyError(`Socket event ${contract.name} declares no access policy`);
    for (const namespace of contract.namespaces) {
      const events = this.byNamespace.get(namespace) ?? new Map<string, Registered>();
      if (events.has(contract.name)) throw new Error(`Socket event ${namespace} ${contract.name} is registered twice`);
      events.set(contract.name, { contract, handler: handler as SocketHandler<SocketEventContract> });
      this.byNamespace.set(namespace, events);
    }
  }

  get catalog(): SocketEventEntry[] {
    return [...this.byNamespace].flatMap(([namespace, events]) =>
      [...events.values()].map(({ contract }) => ({ namespace, event: contract.name, access: contract.access })),
    );
  }

  /** Validates, authorizes and runs one incoming event; what it returns is the acknowledgement. */
  async answer(
    namespace: RealtimeNamespace,
    socket: Socket,
    event: { name: string; payload: unknown },
    onUnexpected: (error: unknown) => void,
  ): Promise<SocketAck<unknown>> {
    const { name, payload } = event;
    const registered = this.byNamespace.get(namespace)?.get(name);
    if (!registered) return refusal(CODES.unknownEvent, `${SOCKET_MESSAGES.unknownEvent}: ${name}`);
    const actor = (socket.data as { actor: Actor }).actor;
    if (!allowedBy(registered.contract.access, actor)) return refusal(CODES.forbidden, MESSAGES.notAuthorized);
    const parsed = registered.contract.payload.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return refusal(CODES.badPayload, `${SOCKET_MESSAGES.badPayload}: ${where}${issue?.message ?? ''}`);
    }
    const nulAt = nulPath(parsed.data);
    if (nulAt !== undefined) return refusal(CODES.badPayload, `${MESSAGES.nulCharacter}: ${nulAt}`);
    try {
      const data = await registered.handler({ payload: parsed.data, actor, socket, namespace });
      return { ok: true, data: data ?? null };
    } catch (error) {
      const { refusal: answer, unexpected } = refusalFromError(error);
      if (unexpected) onUnexpected(error);
      return answer;
    }
  }
}
