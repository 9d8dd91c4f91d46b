import { LIVE_QUIZ, LIVE_QUIZ_MESSAGES as M } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error';
import type { RedisTarget } from '../../config';

export interface JoinLimit {
  perWindow: number;
  windowMs: number;
}

/** Guest joins per address (bots flooding a code): `take` refuses past the limit with RATE_LIMITED. */
export interface JoinLimiter {
  take(address: string): Promise<void>;
  close(): Promise<void>;
}

const refuse = () => new AppError('RATE_LIMITED', M.joinRateLimited);

/**
 * One process alone: a sliding window in memory. The addresses that flood are few, and each is forgotten
 * once its window has passed.
 */
export class MemoryJoinLimiter implements JoinLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: JoinLimit = LIVE_QUIZ.joinLimit,
    private readonly now: () => number = Date.now,
  ) {}

  async take(address: string) {
    const now = this.now();
    const recent = (this.hits.get(address) ?? []).filter((at) => now - at < this.limit.windowMs);
    if (recent.length >= this.limit.perWindow) {
      this.hits.set(address, recent);
      throw refuse();
    }
    recent.push(now);
    this.hits.set(address, recent);
    if (this.hits.size > 10_000) this.forgetOld(now);
  }

  private forgetOld(now: number) {
    for (const [address, times] of this.hits) {
      if (times.every((at) => now - at >= this.limit.windowMs)) this.hits.delete(address);
    }
  }

  async close() {}
}

export const joinCountKey = (prefix: string, address: string) => `${prefix}:liveQuiz:joins:${address}`;

/**
 * Counts a join and returns the count of its window: the window starts with the first join and lasts
 * ARGV[1] ms. One script, so no process can count between the increment and the expiry.
 */
const COUNT_JOIN = `local n = redis.call('incr', KEYS[1])
if redis.call('pttl', KEYS[1]) < 0 then redis.call('pexpire', KEYS[1], ARGV[1]) end
return n`;

/**
 * Several processes behind Redis: one count per address for all of them (a flood spread over the
 * processes by a load balancer is still one flood). A window of fixed length from the address's first
 * join; refused attempts count too, so a bot that keeps trying stays out until its window ends. If Redis
 * does not answer, this process's own count decides rather than letting every join in.
 */
export async function redisJoinLimiter(
  target: RedisTarget,
  limit: JoinLimit,
  log: FastifyBaseLogger,
): Promise<JoinLimiter> {
  const redis = new Redis(target.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  const fallback = new MemoryJoinLimiter(limit);
  return {
    async take(address) {
      let count: number;
      try {
        count = Number(await redis.eval(COUNT_JOIN, 1, joinCountKey(target.prefix, address), String(limit.windowMs)));
      } catch (error) {
        log.warn({ err: error }, 'live quiz: the shared join count is unreachable, counting in this process');
        return fallback.take(address);
      }
      if (count > limit.perWindow) throw refuse();
    },
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
}
