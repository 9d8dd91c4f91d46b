import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// semver comes with npm's own tree (fastify, autocannon); only its range check is needed here.
const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean };

const ROOT = path.resolve(import.meta.dirname, '../../..');
const OLDEST_NODE = '20.19.0';

describe('the README promises Node 20.19', () => {
  it('the root package says so, and no locked package declares a newer Node', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(semver.satisfies(OLDEST_NODE, pkg.engines.node)).toBe(true);
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } }>;
    };
    const tooNew = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(OLDEST_NODE, entry.engines.node))
      .map(([where, entry]) => `${where}@${entry.version} wants node ${entry.engines!.node}`);
    expect(tooNew).toEqual([]);
  });
});
