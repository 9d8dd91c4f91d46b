import { BOARD_PROTOCOL_VERSION as v, ROLES, SOCKET_ERROR_CODES as CODES } from '@bright/contracts';
import { defineSocketAuthzCases } from '../../../test/authz';
import { lessonForCaller } from './board-fixtures';

const board = ['/board'] as const;

export const socketAuthzCases = defineSocketAuthzCases([
  {
    // The owner joins to write, a student of a class the lesson is published to joins to read.
    event: 'wb:join',
    namespaces: board,
    scope: 'institute',
    allowed: ROLES,
    payload: async (ctx) => {
      const { lesson, pages } = await lessonForCaller(ctx);
      return { v, lessonId: lesson.id, pageId: pages[0]!.id };
    },
  },
  {
    event: 'wb:leave',
    namespaces: board,
    scope: 'self',
    allowed: ROLES,
    payload: async () => ({ v, pageId: 'any-page' }),
  },
  {
    // Nothing is taken from a socket that has not joined the page; the writes of joined readers are refused
    // too (boards.sockets.test.ts).
    event: 'wb:y',
    namespaces: board,
    scope: 'self',
    allowed: [],
    denied: CODES.badRequest,
    payload: async (ctx) => {
      const { pages } = await lessonForCaller(ctx);
      return { v, pageId: pages[0]!.id, generation: 0, data: Buffer.from([2, 2, 0, 0]) };
    },
  },
  {
    event: 'wb:live',
    namespaces: board,
    scope: 'self',
    allowed: [],
    denied: CODES.badRequest,
    payload: async (ctx) => {
      const { pages } = await lessonForCaller(ctx);
      return { v, pageId: pages[0]!.id, entries: [{ id: 's1', points: [1, 2] }] };
    },
  },
]);
