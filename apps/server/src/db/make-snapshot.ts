import { rmSync } from 'node:fs';
import { PGLITE_START_PARAMS, wrapPgliteRemote } from './client';
import { migrate } from './migrate';
import { startPgliteWorker } from './pglite-remote';

/**
 * A build step (build.mjs): an initdb'd, migrated, empty embedded database folder beside the bundle. A
 * first start on an empty DATA_DIR copies it instead of running initdb (3 to 4 s of CPU and a second
 * PGlite instance's memory) and every migration. A plain folder rather than PGlite's dumpDataDir tarball:
 * restoring a tarball left 50 to 60 MB of decompression buffers in the process for good.
 */
const [out] = process.argv.slice(2);
if (!out) throw new Error('usage: make-snapshot <folder>');
rmSync(out, { recursive: true, force: true });
const database = wrapPgliteRemote(await startPgliteWorker({ dataDir: out, startParams: PGLITE_START_PARAMS }));
try {
  await migrate(database);
} finally {
  await database.close();
}
