import { defaultLoad, printComparison, runAutocannon } from '../lib/measure';
import { startHelloWorld, startServerApp } from '../lib/servers';
import type { Benchmark } from '../run-all';

/** GET /api/health on the real app (routing, hooks, access check, a database query) vs hello-world. */
const health: Benchmark = {
  name: 'health',
  async run() {
    const { connections, durationSeconds } = defaultLoad();
    const server = await startServerApp();
    const kind = server.database.kind;
    let real;
    try {
      real = await runAutocannon(`${server.url}/api/health`, { label: `real GET /api/health (${kind})` });
    } finally {
      await server.close();
    }
    // One after the other, so the two servers never compete for the two cores.
    const hello = await startHelloWorld();
    let baseline;
    try {
      baseline = await runAutocannon(hello.url, { label: 'bare Fastify hello-world' });
    } finally {
      await hello.close();
    }
    return [
      printComparison(
        `health: real app vs hello-world, ${connections} connections, ${durationSeconds} s each`,
        real,
        baseline,
      ),
    ];
  },
};

export default health;
