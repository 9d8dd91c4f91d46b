/** One item's outcome in a batch: what its caller gets, a value or an error. */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface BatcherOptions<I, R> {
  /** Runs one batch; returns each item's outcome in order. A throw means nothing of the batch was written. */
  run: (items: I[]) => Promise<Settled<R>[]>;
  /** The most items one batch takes. */
  maxSize: number;
  /**
   * Called once per batch: a test of whether the next waiting item may join it. An item refused waits,
   * in its place, for the next batch (say, a second write to a row the batch already writes).
   */
  admission?: () => (item: I) => boolean;
}

interface Waiting<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes that arrive together are written together: while one batch runs, the next accumulates, and it
 * starts as soon as the last ends. Each caller hears its own item's outcome once the batch has run. When
 * a whole batch fails, its items are run again one at a time, so a bad item fails only its own caller.
 */
export class Batcher<I, R> {
  private waiting: Waiting<I, R>[] = [];
  private running = false;
  private scheduled = false;

  constructor(private readonly options: BatcherOptions<I, R>) {}

  add(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** On the next turn of the event loop, so requests that arrived together join one batch. */
  private schedule() {
    if (this.running || this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.runNext();
    });
  }

  private async runNext() {
    const batch = this.take();
    this.running = true;
    try {
      const outcomes = await this.runOrAlone(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => {
        const outcome = outcomes[index] ?? { ok: false, error: new Error('batch gave no outcome') };
        if (outcome.ok) entry.resolve(outcome.value);
        else entry.reject(outcome.error);
      });
    } finally {
      this.running = false;
      this.schedule();
    }
  }

  private take(): Waiting<I, R>[] {
    const admits = this.options.admission?.() ?? (() => true);
    const batch: Waiting<I, R>[] = [];
    const left: Waiting<I, R>[] = [];
    for (const entry of this.waiting) {
      if (batch.length < this.options.maxSize && admits(entry.item)) batch.push(entry);
      else left.push(entry);
    }
    this.waiting = left;
    return batch;
  }

  private async runOrAlone(items: I[]): Promise<Settled<R>[]> {
    try {
      return await this.options.run(items);
    } catch (error) {
      if (items.length === 1) return [{ ok: false, error }];
      const outcomes: Settled<R>[] = [];
      for (const item of items) outcomes.push(...(await this.runOrAlone([item])));
      return outcomes;
    }
  }
}

/** Writes rows in one statement; when that fails, each row alone, so a bad row fails only itself. */
export async function writeTogetherOrAlone<T, R>(rows: T[], write: (rows: T[]) => Promise<R>): Promise<Settled<R>[]> {
  try {
    const result = await write(rows);
    return rows.map(() => ({ ok: true, value: result }));
  } catch (error) {
    if (rows.length === 1) return [{ ok: false, error }];
    const outcomes: Settled<R>[] = [];
    for (const row of rows) outcomes.push(...(await writeTogetherOrAlone([row], write)));
    return outcomes;
  }
}
