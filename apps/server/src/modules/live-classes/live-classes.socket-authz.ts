import { LIVE_PROTOCOL_VERSION as v, ROLES, SOCKET_ERROR_CODES as CODES } from '@bright/contracts';
import { defineSocketAuthzCases } from '../../../test/authz';
import { liveForCaller } from './live-classes.fixtures';

const live = ['/live'] as const;

/** Events that need a joined session: a socket that has not joined is refused whoever it is. */
const joinedOnly = (event: string, payload: (liveClassId: string, studentId: string, pageId: string) => unknown) => ({
  event,
  namespaces: live,
  scope: 'self' as const,
  allowed: [],
  denied: CODES.badRequest,
  payload: async (ctx: Parameters<typeof liveForCaller>[0]) => {
    const { live: row, studentId, pageId } = await liveForCaller(ctx);
    return payload(row.id, studentId, pageId);
  },
});

export const socketAuthzCases = defineSocketAuthzCases([
  {
    event: 'live:join',
    namespaces: live,
    scope: 'institute',
    allowed: ROLES,
    payload: async (ctx) => ({ v, liveClassId: (await liveForCaller(ctx)).live.id }),
  },
  joinedOnly('live:leave', (liveClassId) => ({ v, liveClassId })),
  {
    // The teacher who started it presents; a student of the class is refused.
    event: 'live:view',
    namespaces: live,
    scope: 'institute',
    allowed: ['admin', 'instructor'],
    payload: async (ctx) => {
      const { live: row, pageId } = await liveForCaller(ctx);
      return { v, liveClassId: row.id, pageId, scale: 1, x: 0, y: 0 };
    },
  },
  {
    event: 'live:pen',
    namespaces: live,
    scope: 'institute',
    allowed: ['admin', 'instructor'],
    payload: async (ctx) => {
      const { live: row, studentId } = await liveForCaller(ctx);
      return { v, liveClassId: row.id, userId: studentId, granted: true };
    },
  },
  joinedOnly('live:cursor', (liveClassId, _student, pageId) => ({ v, liveClassId, pageId, x: 1, y: 1 })),
  joinedOnly('live:signal', (liveClassId, studentId) => ({ v, liveClassId, to: studentId, kind: 'offer', data: '{}' })),
  joinedOnly('live:media', (liveClassId) => ({
    v,
    liveClassId,
    publishing: false,
    audio: false,
    video: false,
    speaking: false,
  })),
]);
