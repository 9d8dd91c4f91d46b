import type { AnswerValue } from '@bright/contracts';
import { confirmPending, putPending, readPending, retryDelay } from './pending-answers';

export type SaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'failed';

/** Whether a failed save is worth retrying: a dropped connection, a time-out or a server fault; not a refusal. */
export type IsRetryable = (error: unknown) => boolean;

export const TYPING_PAUSE_MS = 800;

/**
 * Saves each answer as it is given: at once for a click, after a pause for typing. Every change is
 * first put in storage (pending-answers) and leaves it only when the server confirms that very
 * change; failed saves are retried with back-off, and at once when the browser is online again.
 */
export class AnswerSaver {
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private inFlight = new Set<string>();
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly responseId: string,
    private readonly save: (questionId: string, answer: AnswerValue) => Promise<unknown>,
    private readonly isRetryable: IsRetryable,
    private readonly onState: (state: SaveState) => void,
    private readonly onRefusal: (message: string) => void,
    private readonly storage: Storage = localStorage,
  ) {}

  /** Records an answer; a typed one waits for a pause in typing. */
  record(questionId: string, answer: AnswerValue, typed: boolean) {
    putPending(this.responseId, questionId, answer, this.storage);
    this.onState('saving');
    clearTimeout(this.timers.get(questionId));
    this.timers.delete(questionId);
    if (!typed) {
      void this.flush();
      return;
    }
    this.timers.set(
      questionId,
      setTimeout(() => {
        this.timers.delete(questionId);
        void this.flush();
      }, TYPING_PAUSE_MS),
    );
  }

  pendingCount() {
    return Object.keys(readPending(this.responseId, this.storage)).length;
  }

  /** Sends what waits (not what is being typed or already on its way). */
  async flush(): Promise<void> {
    if (this.stopped) return;
    const waiting = Object.entries(readPending(this.responseId, this.storage)).filter(
      ([id]) => !this.inFlight.has(id) && !this.timers.has(id),
    );
    if (waiting.length === 0) {
      if (this.pendingCount() === 0 && this.inFlight.size === 0 && this.timers.size === 0) this.onState('saved');
      return;
    }
    this.onState('saving');
    let retry = false;
    await Promise.all(
      waiting.map(async ([questionId, entry]) => {
        this.inFlight.add(questionId);
        try {
          await this.save(questionId, entry.answer);
          confirmPending(this.responseId, questionId, entry.seq, this.storage);
        } catch (error) {
          if (this.isRetryable(error)) retry = true;
          else {
            // Refused (the attempt is over, the question is gone): retrying would never succeed.
            confirmPending(this.responseId, questionId, entry.seq, this.storage);
            this.onRefusal(error instanceof Error ? error.message : String(error));
          }
        } finally {
          this.inFlight.delete(questionId);
        }
      }),
    );
    if (this.stopped) return;
    if (retry) {
      this.onState('offline');
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => void this.flush(), retryDelay(this.attempts++));
      return;
    }
    this.attempts = 0;
    // Changes made while these were on their way go now.
    await this.flush();
  }

  /** Sends everything now, typing included; true once the server has every answer. */
  async flushAll(): Promise<boolean> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (let round = 0; round < 3 && this.pendingCount() > 0; round += 1) {
      while (this.inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      clearTimeout(this.retryTimer);
      await this.flush();
    }
    return this.pendingCount() === 0;
  }

  private readonly online = () => {
    this.attempts = 0;
    void this.flush();
  };

  /** Starts: answers left from before a reload or a dropped connection go out first. */
  start() {
    this.stopped = false;
    window.addEventListener('online', this.online);
    void this.flush();
  }

  /** Stops timers; what is pending stays in storage for the next start. */
  stop() {
    this.stopped = true;
    window.removeEventListener('online', this.online);
    clearTimeout(this.retryTimer);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
