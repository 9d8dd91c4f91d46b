import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/** Where the embedded database's files come from: a folder on disk, seeded once from a dump if given. */
export interface PgliteWorkerOptions {
  /** The data folder (omitted: in memory). */
  dataDir?: string;
  /** A dumpDataDir tarball to start from when the folder is empty (no initdb, no migrations to run). */
  loadDataDirFile?: string;
  /** PostgreSQL's start-up parameters (PGlite's defaults plus our memory settings). */
  startParams: string[];
}

/** The part of PGlite's transaction that Drizzle's PGlite driver calls. */
export interface RemoteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, string> };
type Parsers = NonNullable<QueryOptions['parsers']>;

/** PostgreSQL's error as the driver raised it in the worker: same message, same fields (code...). */
function revive(plain: Record<string, string>): Error {
  const error = new Error(plain.message);
  Object.assign(error, plain);
  return error;
}

/** Types with a caller-supplied parser come back as text; the caller's parser runs here, on that text. */
function parseColumns<T>(result: Results<T>, parsers: Parsers | undefined): Results<T> {
  if (!parsers) return result;
  const columns = result.fields
    .map((field, index) => ({ field, index, parse: parsers[field.dataTypeID] }))
    .filter((column) => column.parse);
  if (columns.length === 0 || result.rows.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { field, index, parse } of columns) {
      const key = Array.isArray(row) ? index : field.name;
      if (row[key] !== null) row[key] = parse!(row[key] as string);
    }
  }
  return result;
}

/**
 * PGlite behind a worker thread, with the interface Drizzle's PGlite driver uses (query, exec,
 * transaction). PGlite serves one connection: queries outside a transaction wait while one is open,
 * exactly as in-process, because the worker hands every call to the same PGlite instance. If the thread
 * dies, every pending and later call fails with `stopped`'s reason, and `onCrash` listeners hear it.
 */
export class PgliteRemote {
  readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing = false;
  private readonly crashListeners = new Set<(error: Error) => void>();
  readonly ready: Promise<void>;

  constructor(options: PgliteWorkerOptions) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: options,
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (reply: Reply | { ready: true }) =>
        'ready' in reply ? resolve() : this.settle(reply),
      );
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`The embedded database did not start (exit code ${code})`)));
    });
    this.ready.catch(() => undefined);
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) => this.stop(new Error(`thread exited with code ${code}`)));
  }

  /** Called once if the database thread dies while open (not after close()). */
  onCrash(listener: (error: Error) => void): void {
    this.crashListeners.add(listener);
  }

  private settle(reply: Reply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(revive(reply.error));
  }

  private stop(cause: Error) {
    if (this.stopped) return;
    this.stopped = new Error(`The embedded database (PGlite worker) stopped: ${cause.message}`, { cause });
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
    if (!this.closing) for (const listener of this.crashListeners) listener(this.stopped);
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private async runQuery<T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) {
    const rawTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    const result = await this.call<Results<T>>({
      op: 'query',
      tx,
      sql,
      params,
      options: options && { rowMode: options.rowMode, rawTypes },
    });
    return parseColumns(result, options?.parsers);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.runQuery<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.call({ op: 'exec', sql });
  }

  /** BEGIN, the callback's queries inside it, then COMMIT; ROLLBACK (and rethrow) if the callback throws. */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    const handle: RemoteTransaction = {
      query: (sql, params, options) => this.runQuery(tx, sql, params, options),
      exec: (sql) => this.call({ op: 'exec', tx, sql }),
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** The data folder as a tarball (PGlite's dumpDataDir). */
  dumpDataDir(compression: 'none' | 'gzip' = 'none'): Promise<Uint8Array> {
    return this.call({ op: 'dump', compression });
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    this.closing = true;
    await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}

/** Starts the worker and waits until PGlite has opened (or failed to open) its data. */
export async function startPgliteWorker(options: PgliteWorkerOptions): Promise<PgliteRemote> {
  const remote = new PgliteRemote(options);
  await remote.ready;
  return remote;
}
