// Starts the server under test as the benchmarks do (a seeded school, logger off) and keeps it up, so
// that it can be profiled on its own: `node --cpu-prof --import tsx serve.ts pglite|postgres`, load it
// from another process (the URL and a teacher's token are printed), then Ctrl-C writes the profile.
import { seedSchool } from './lib/seed-school';
import { databaseTargets, startServerApp } from './lib/servers';

async function main() {
  const kind = process.argv[2] ?? 'pglite';
  const { targets } = await databaseTargets();
  const target = targets.find((t) => t.kind === kind);
  if (!target) throw new Error(`no ${kind} database to serve`);
  const server = await startServerApp(target);
  const school = await seedSchool(server.app.db, { tag: 'reads', classes: 8, studentsPerClass: 40, assessments: 30 });
  await seedSchool(server.app.db, { tag: 'other', classes: 8, studentsPerClass: 40, assessments: 30 });
  process.stdout.write(`${JSON.stringify({ url: server.url, token: school.token })}\n`);
  const stop = () => {
    void server.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
