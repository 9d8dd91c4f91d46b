import { LIVE_QUIZ, LIVE_QUIZ_MESSAGES as M } from '@bright/contracts';
import { AppError } from '../../lib/app-error';

/**
 * Guest joins per address in a sliding window (bots flooding a code). In memory per process: the
 * addresses that flood are few, and each is forgotten once its window has passed.
 */
export class JoinLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: { perWindow: number; windowMs: number } = LIVE_QUIZ.joinLimit,
    private readonly now: () => number = Date.now,
  ) {}

  take(address: string) {
    const now = this.now();
    const recent = (this.hits.get(address) ?? []).filter((at) => now - at < this.limit.windowMs);
    if (recent.length >= this.limit.perWindow) {
      this.hits.set(address, recent);
      throw new AppError('RATE_LIMITED', M.joinRateLimited);
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
}
