import { randomBytes } from 'node:crypto';
import { ROLES, SOCKET_ERROR_CODES as CODES } from '@bright/contracts';
import { defineSocketAuthzCases } from '../../../test/authz';
import { gameForCaller, storedPlayer } from './live-quiz.fixtures';
import { liveQuizHubOf } from './live-quiz.routes';

const quiz = ['/live-quiz'] as const;
const staff = ['admin', 'instructor'] as const;

/** The host's events: the class's teachers and the institute's admins; a student is refused by role. */
const hostCase = (event: string, extra: Record<string, unknown> = {}) => ({
  event,
  namespaces: quiz,
  scope: 'institute' as const,
  allowed: staff,
  payload: async (ctx: Ctx) => ({ gameId: (await gameForCaller(ctx)).id, ...extra }),
});

type Ctx = Parameters<typeof gameForCaller>[0];

/** A game whose first question is open (pause and skip need one). */
async function openQuestion(ctx: Ctx) {
  const game = await gameForCaller(ctx);
  await liveQuizHubOf(ctx.app)!.next(game.id);
  return { gameId: game.id };
}

/** A game with a stored guest, for the host's events on a player. */
const withPlayer = (extra: Record<string, unknown>) => async (ctx: Ctx) => {
  const game = await gameForCaller(ctx);
  const token = randomBytes(16).toString('base64url');
  await storedPlayer(ctx.db, game.id, token);
  return { gameId: game.id, playerId: `p-${token.slice(0, 8)}`, ...extra };
};

export const socketAuthzCases = defineSocketAuthzCases([
  {
    // A code is public by design: a learner of the class joins by account, anyone else with a nickname.
    event: 'liveQuiz:join',
    namespaces: quiz,
    scope: 'self',
    allowed: ROLES,
    payload: async (ctx) => ({ code: (await gameForCaller(ctx)).code, nickname: `Player ${ctx.unique()}` }),
  },
  {
    event: 'liveQuiz:rejoin',
    namespaces: quiz,
    scope: 'self',
    allowed: ROLES,
    payload: async (ctx) => {
      const game = await gameForCaller(ctx);
      const playerToken = randomBytes(16).toString('base64url');
      await storedPlayer(ctx.db, game.id, playerToken);
      return { code: game.code, playerToken };
    },
  },
  {
    // Only a seated player answers; a socket that has not joined is refused whoever it is.
    event: 'liveQuiz:answer',
    namespaces: quiz,
    scope: 'self',
    allowed: [],
    denied: CODES.badRequest,
    payload: async (ctx) => ({ gameId: (await gameForCaller(ctx)).id, questionIndex: 0, optionIds: ['a'] }),
  },
  hostCase('liveQuiz:host'),
  hostCase('liveQuiz:lock', { locked: true }),
  hostCase('liveQuiz:next'),
  hostCase('liveQuiz:end'),
  { ...hostCase('liveQuiz:pause'), payload: openQuestion },
  { ...hostCase('liveQuiz:skip'), payload: openQuestion },
  { ...hostCase('liveQuiz:kick'), payload: withPlayer({}) },
  { ...hostCase('liveQuiz:approve'), payload: withPlayer({ accept: true }) },
]);
