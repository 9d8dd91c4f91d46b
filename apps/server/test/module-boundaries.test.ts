/**
 * The lint rule that keeps server modules apart (eslint.config.js, ARCHITECTURE.md §5.11): code outside a
 * module imports only its face, modules/<module>/index.ts; lib/ and db/ import no module at all. Each
 * fixture is linted as if it stood at the given path, with the repository's own configuration.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: REPO });
  await eslint.calculateConfigForFile(path.join(REPO, 'apps/server/src/app.ts')); // loads the config once
});

/** The messages of the import-boundary rule for one line of code placed at `file` (relative to the repo). */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: path.join(REPO, file) });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server module boundaries (lint)', () => {
  it.each([
    [
      'a module, into a sibling module file',
      'apps/server/src/modules/attendance/fixture.ts',
      "import { value } from '../classes/classes.service';",
    ],
    [
      'a module, by a longer path',
      'apps/server/src/modules/attendance/fixture.ts',
      "import { value } from '../../modules/classes/classes.queries';",
    ],
    [
      'a module, re-exporting a sibling file',
      'apps/server/src/modules/attendance/fixture.ts',
      "export { value } from '../auth/auth.service';\nconst value = 1;",
    ],
    ['a plugin', 'apps/server/src/plugins/fixture.ts', "import { value } from '../modules/auth/session.service';"],
    ['the CLI', 'apps/server/src/cli/fixture.ts', "import { value } from '../modules/plans/plans.seed';"],
    [
      'a shared test helper',
      'apps/server/test/fixture.ts',
      "import { value } from '../src/modules/auth/auth.service';",
    ],
    ['the module registry', 'apps/server/src/modules/index.ts', "import { value } from './auth/auth.routes';"],
    [
      'a benchmark',
      'bench/benchmarks/fixture.ts',
      "import { value } from '../../apps/server/src/modules/auth/auth.service';",
    ],
  ])('refuses an import of another module internal file from %s', async (_where, file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/index\.ts/);
  });

  it.each([
    ['lib/', 'apps/server/src/lib/fixture.ts', "import { value } from '../modules/classes';"],
    ['db/', 'apps/server/src/db/fixture.ts', "import { value } from '../modules/auth';"],
  ])('refuses any module import from %s, which sits below the modules', async (_where, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringMatching(/must not import them/)]);
  });

  it.each([
    [
      'a module, a sibling face',
      'apps/server/src/modules/attendance/fixture.ts',
      "import { value } from '../classes';",
    ],
    [
      'a module, its own file',
      'apps/server/src/modules/attendance/fixture.ts',
      "import { value } from './attendance.queries';",
    ],
    [
      'a module, lib/',
      'apps/server/src/modules/attendance/fixture.ts',
      "import { value } from '../../lib/class-access';",
    ],
    [
      'a module test, the shared test helpers',
      'apps/server/src/modules/attendance/fixture.test.ts',
      "import { value } from '../../../test/class-world';",
    ],
    ['a plugin, a face', 'apps/server/src/plugins/fixture.ts', "import { value } from '../modules/auth';"],
    ['a shared test helper, a face', 'apps/server/test/fixture.ts', "import { value } from '../src/modules/auth';"],
    ['the module registry, a face', 'apps/server/src/modules/index.ts', "import { value } from './auth';"],
  ])('allows %s', async (_where, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
