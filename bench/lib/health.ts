import type { DatabaseKind } from '../../apps/server/src/db/client';
import type { Goal } from './goals';
import { type Measurement, runAutocannon } from './measure';

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
