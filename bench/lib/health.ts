import type { DatabaseKind } from '../../apps/server/src/db/client';
import type { Goal } from './goals';
import { type Measurement, runAutocannon } from './measure';
import { startHelloWorld } from './servers';

/**
 * Bare Fastify answering a constant object: the floor every figure is a share of. A benchmark measures
 * it again next to its own figures, since on a shared machine the load of other work drifts in minutes.
 */
export async function measureHello(): Promise<Measurement> {
  const hello = await startHelloWorld();
  try {
    return await runAutocannon(hello.url, { label: 'bare Fastify hello-world' });
  } finally {
    await hello.close();
  }
}

/** GET /api/health on the server under test: routing, hooks, access check and one query. */
export function measureHealth(url: string, kind: DatabaseKind): Promise<Measurement> {
  return runAutocannon(`${url}/api/health`, { label: `GET /api/health (${kind})` });
}

/** A benchmark of failures measures nothing: every failed request is a missed goal. */
export function noFailures(measurements: Measurement[]): Goal[] {
  return measurements.map((m) => ({
    label: `${m.label}: failed requests`,
    value: m.failures,
    unit: '',
    limit: 0,
    direction: 'max',
  }));
}
