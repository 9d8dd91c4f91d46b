import type { RealtimeNamespace, Role, SocketErrorCode } from '@bright/contracts';
import type { AuthzContext } from './authz-case';

/**
 * One row of the socket authorization matrix (test/socket-authz-matrix.test.ts): a handshake or a client
 * event on some namespaces, the roles that succeed on their own institute's objects, and the payload built
 * fresh for each sender.
 */
export interface SocketAuthzCase {
  /** 'handshake', or a client event name as registered (`room:join`). */
  event: string;
  namespaces: readonly RealtimeNamespace[];
  /** Tells apart several cases of one event (a class room and an institute room). */
  name?: string;
  /** 'institute': B's user of the first allowed role gets NOT_FOUND; 'self': no cross-institute probe. */
  scope: 'institute' | 'self';
  allowed: readonly Role[];
  /** The refusal code of a role not allowed; default FORBIDDEN. */
  denied?: SocketErrorCode;
  payload?: (ctx: AuthzContext) => Promise<unknown>;
}

export const defineSocketAuthzCases = (cases: SocketAuthzCase[]) => cases;

export const socketCaseLabel = (c: SocketAuthzCase) => `${c.event}${c.name ? ` (${c.name})` : ''}`;
