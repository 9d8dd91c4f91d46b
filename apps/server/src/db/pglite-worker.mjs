// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so that a
// query's CPU time never blocks the server's event loop. Plain JavaScript so that the same file runs from
// the sources (tsx, vitest) and from the built bundle without a compile step. The protocol is small:
// pglite-remote.ts sends { id, op, ... } and gets back { id, ok, result | error }.
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';

// PostgreSQL's 9 MB of WebAssembly runs on V8's baseline compiler only. Optimising its hot functions
// in the background held 70 to 100 MB more memory for the life of the server, and measured no faster on
// this server's queries (the optimising compiles cost as much CPU as they saved). Set before PGlite
// compiles its module; the flag only concerns WebAssembly, which nothing else in the server uses.
v8.setFlagsFromString('--liftoff-only');
const { PGlite } = await import('@electric-sql/pglite');

/** Fields of PostgreSQL's error that callers read (the SQLSTATE code above all). */
const ERROR_FIELDS = ['code', 'severity', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column'];
const MORE_ERROR_FIELDS = ['dataType', 'constraint', 'file', 'line', 'routine'];

function plainError(error) {
  const plain = { name: error?.name ?? 'Error', message: String(error?.message ?? error) };
  for (const field of [...ERROR_FIELDS, ...MORE_ERROR_FIELDS]) {
    if (error?.[field] !== undefined) plain[field] = String(error[field]);
  }
  return plain;
}

/** Types the caller parses itself (Drizzle keeps dates as text): they come back as PostgreSQL's text. */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = Object.fromEntries((options.rawTypes ?? []).map((oid) => [oid, (text) => text]));
  return { rowMode: options.rowMode, parsers };
}

async function open({ dataDir, loadDataDirFile, startParams }) {
  const options = { startParams };
  if (loadDataDirFile) options.loadDataDir = new Blob([readFileSync(loadDataDirFile)]);
  return PGlite.create(dataDir, options);
}

/** Open transactions by id: each holds PGlite's transaction until the caller commits or rolls back. */
const transactions = new Map();
let nextTransaction = 1;

function begin(pg) {
  const id = nextTransaction++;
  return new Promise((began, failed) => {
    let started = false;
    pg.transaction(
      (tx) =>
        new Promise((commit, rollBack) => {
          started = true;
          transactions.set(id, { tx, commit, rollBack, done: null });
          began(id);
        }),
    ).then(
      () => settle(id, { ok: true }),
      (error) => (started ? settle(id, { ok: false, error }) : failed(error)),
    );
  });
}

function settle(id, outcome) {
  const open = transactions.get(id);
  transactions.delete(id);
  open?.done?.(outcome);
}

/** Commits (or rolls back) and resolves once PGlite has ended the transaction. */
function end(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  return new Promise((resolve, reject) => {
    open.done = (outcome) => (outcome.ok || !commit ? resolve(null) : reject(outcome.error));
    if (commit) open.commit();
    else open.rollBack(new Error('rolled back by the caller'));
  });
}

const handlers = {
  query: (pg, m) =>
    (m.tx ? (transactions.get(m.tx)?.tx ?? noTx(m.tx)) : pg).query(m.sql, m.params, queryOptions(m.options)),
  exec: (pg, m) => (m.tx ? (transactions.get(m.tx)?.tx ?? noTx(m.tx)) : pg).exec(m.sql),
  begin: (pg) => begin(pg),
  end: (_pg, m) => end(m.tx, m.commit),
  dump: async (pg, m) => new Uint8Array(await (await pg.dumpDataDir(m.compression)).arrayBuffer()),
  close: async (pg) => {
    await pg.close();
    return null;
  },
};

function noTx(id) {
  throw new Error(`No open transaction ${id}`);
}

const pg = await open(workerData);
parentPort.on('message', (message) => {
  const handler = handlers[message.op];
  // An unknown operation is a programming error: let it crash the thread, which the caller reports.
  if (!handler) throw new Error(`Unknown database operation: ${message.op}`);
  Promise.resolve()
    .then(() => handler(pg, message))
    .then(
      (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
      (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
    );
});
parentPort.postMessage({ ready: true });
