import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// Bundle our own code (the server and the workspace contracts); npm dependencies stay external so
// packages that load files beside themselves (PGlite's wasm) keep working.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@bright/'));

rmSync('dist', { recursive: true, force: true });
await build({
  // The server, and the operator command-line tool (node apps/server/dist/operator.js).
  // make-snapshot runs once below and is removed.
  entryPoints: { main: 'src/main.ts', operator: 'src/cli/operator.ts', 'make-snapshot': 'src/db/make-snapshot.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The embedded database's thread, loaded by path (new URL(..., import.meta.url)) beside the bundle.
cpSync('src/db/pglite-worker.mjs', 'dist/pglite-worker.mjs');

// An empty, migrated embedded database for first starts (src/db/make-snapshot.ts).
const snapshot = spawnSync(process.execPath, ['dist/make-snapshot.js', 'dist/pglite-snapshot'], {
  stdio: 'inherit',
});
rmSync('dist/make-snapshot.js', { force: true });
rmSync('dist/make-snapshot.js.map', { force: true });
if (snapshot.status !== 0) throw new Error('The embedded database snapshot could not be made');
