import { type RoomRef, type RoomScope, SOCKET_MESSAGES } from '@bright/contracts';
import type { Actor } from '../actor';
import { badRequest } from '../app-error';

/** Lets the actor into one room of its scope, or throws the AppError that refuses them (404 or 403). */
export type RoomRule = (actor: Actor, id: string) => Promise<void>;

/** Who may join which room: one rule per scope, defined by the module that owns the scope. */
export class RoomPolicies {
  private readonly rules = new Map<RoomScope, RoomRule>();

  define(scope: RoomScope, rule: RoomRule) {
    if (this.rules.has(scope)) throw new Error(`Room scope ${scope} already has a rule`);
    this.rules.set(scope, rule);
  }

  async admit(actor: Actor, room: RoomRef) {
    const rule = this.rules.get(room.scope);
    if (!rule) throw badRequest(`${SOCKET_MESSAGES.unknownRoom}: ${room.scope}`);
    await rule(actor, room.id);
  }
}
