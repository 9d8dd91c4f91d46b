import { LIVE_QUIZ_MESSAGES as M } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { LiveQuizHub } from './live-quiz.hub';
import type { LiveQuizOpName, LiveQuizOps, OpContext } from './live-quiz.ops';
import type { CallAnswer, ForwardedCall, GameOwners } from './live-quiz.owners';

type OpPayload<Op extends LiveQuizOpName> = Parameters<LiveQuizOps[Op]>[2];
type OpResult<Op extends LiveQuizOpName> = Awaited<ReturnType<LiveQuizOps[Op]>>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes each game event to the game's owner: runs it here when this process owns the game, forwards it
 * otherwise, and takes the game over (from its last save) when no process owns it any more.
 */
export class LiveQuizRouter {
  constructor(
    private readonly hub: LiveQuizHub,
    private readonly ops: LiveQuizOps,
    private readonly owners: GameOwners,
    private readonly log: FastifyBaseLogger,
  ) {}

  async call<Op extends LiveQuizOpName>(
    gameId: string,
    op: Op,
    ctx: OpContext,
    payload: OpPayload<Op>,
    { takeOver = true } = {},
  ): Promise<OpResult<Op>> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (this.hub.owns(gameId)) return this.run(gameId, op, ctx, payload);
      if (this.owners.multiNode) {
        const answer = await this.owners.forward({ gameId, op, from: ctx as never, payload });
        if (answer) return unwrap(answer) as OpResult<Op>;
      }
      if (!takeOver) return null as OpResult<Op>;
      if (await this.hub.takeOver(gameId)) return this.run(gameId, op, ctx, payload);
      // Another process holds the lease but did not answer yet (it is loading the game): ask again.
      await pause(100 * (attempt + 1));
    }
    throw new AppError('CONFLICT', M.gameNotFound);
  }

  /** A call forwarded by another process: answered only by the owner. */
  async answer(call: ForwardedCall): Promise<CallAnswer | null> {
    if (!this.hub.owns(call.gameId)) return null;
    const actor = call.from.actor as unknown as Actor & { expiresAt: string };
    const ctx = { socketId: call.from.socketId, actor: { ...actor, expiresAt: new Date(actor.expiresAt) } };
    try {
      const data = await this.run(call.gameId, call.op as LiveQuizOpName, ctx, call.payload as never);
      return { ok: true, data };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
      this.log.error({ err: error, op: call.op }, 'live quiz: a forwarded call failed');
      return { ok: false, code: 'INTERNAL', message: 'Internal error' };
    }
  }

  private async run<Op extends LiveQuizOpName>(
    gameId: string,
    op: Op,
    ctx: OpContext,
    payload: OpPayload<Op>,
  ): Promise<OpResult<Op>> {
    const game = await this.hub.get(gameId);
    const run = this.ops[op] as (c: OpContext, g: typeof game, p: OpPayload<Op>) => Promise<OpResult<Op>>;
    return run(ctx, game, payload);
  }
}

function unwrap(answer: CallAnswer) {
  if (answer.ok) return answer.data;
  throw new AppError(answer.code, answer.message);
}
