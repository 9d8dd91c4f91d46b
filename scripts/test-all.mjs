#!/usr/bin/env node
// The README's test command (`npm test`): every workspace's unit and API tests, then the build, then the
// Playwright journeys against the built server. Counts come from the runners' JSON reporters (the normal
// output is still shown) and end in one line `N passed, N failed[, N skipped]`; the exit code is 1 if
// anything failed.
//
//   node scripts/test-all.mjs        unit + API tests, build, end-to-end tests
//   node scripts/test-all.mjs --db   only the server's database and realtime tests (`npm run test:db`),
//                                    e.g. again with TEST_DATABASE_URL and TEST_REDIS_URL set (.ci/run)
//
// TEST_SUMMARY_FILE=<path> also writes the counts there as JSON ({passed, failed, skipped}).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];
const reportDir = mkdtempSync(path.join(tmpdir(), 'bright-test-reports-'));

function heading(text) {
  process.stdout.write(`\n=== ${text} ===\n\n`);
}

function run(args, env = {}) {
  const result = spawnSync(npm, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) process.stderr.write(`Could not start npm ${args.join(' ')}: ${result.error.message}\n`);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A runner that exits non-zero without a failed test (config error, crash, no tests) still counts once. */
function add(label, counts, exitCode) {
  let { passed, failed, skipped } = counts;
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    notes.push(`${label}: exited with code ${exitCode} without a failing test (see its output above)`);
  } else if (failed > 0) {
    notes.push(`${label}: ${failed} failed`);
  }
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  process.stdout.write(`\n${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
}

function brokenFiles(report) {
  const files = report.testResults ?? [];
  return files.filter((f) => f.status === 'failed' && !f.assertionResults?.some((t) => t.status === 'failed')).length;
}

/** Runs one workspace's vitest through its npm script, with the JSON reporter beside the default one. */
function runVitest(workspace, script) {
  const name = `${workspace}-${script}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-+/, '');
  const file = path.join(reportDir, `${name}.json`);
  heading(`${workspace}: npm run ${script}`);
  const code = run([
    'run',
    script,
    '-w',
    workspace,
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  const counts = report
    ? {
        passed: report.numPassedTests ?? 0,
        // A test file that fails to load has no failed test of its own: count it once.
        failed: (report.numFailedTests ?? 0) + brokenFiles(report),
        skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      }
    : { passed: 0, failed: 0, skipped: 0 };
  add(`${workspace} (vitest)`, counts, code);
}

/** The workspaces that `npm run test:unit` tests, in its order. */
function unitWorkspaces() {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const script = pkg.scripts?.['test:unit'] ?? '';
  const found = [...script.matchAll(/-w\s+(\S+)/g)].map((match) => match[1]);
  return found.length > 0 ? found : ['@bright/contracts', '@bright/server', '@bright/web'];
}

function runBuild() {
  heading('build: npm run build');
  const code = run(['run', 'build']);
  if (code !== 0) {
    totals.failed += 1;
    notes.push(`build: npm run build exited with code ${code}`);
  }
  return code === 0;
}

function runPlaywright() {
  if (!existsSync(CHROMIUM)) {
    const line = `Browser tests SKIPPED: chromium not found at ${CHROMIUM} (apt-get install -y chromium)`;
    process.stdout.write(`\n${line}\n`);
    if (isCI) {
      totals.failed += 1;
      notes.push(`${line}; under CI=true that is a failure`);
    } else {
      notes.push(line);
    }
    return;
  }
  const file = path.join(reportDir, 'e2e.json');
  heading('end-to-end: npm run test:e2e (Playwright, Chromium)');
  const code = run(['run', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_FILE: file, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
  const stats = readJson(file)?.stats;
  const counts = stats
    ? { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 }
    : { passed: 0, failed: 0, skipped: 0 };
  if (stats?.flaky) notes.push(`end-to-end: ${stats.flaky} flaky (passed on retry)`);
  add('end-to-end (playwright)', counts, code);
}

function finish() {
  rmSync(reportDir, { recursive: true, force: true });
  if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, `${JSON.stringify(totals)}\n`);
  if (notes.length > 0) process.stdout.write(`\n${notes.map((note) => `- ${note}`).join('\n')}\n`);
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed${skipped}\n`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
if (process.argv.includes('--db')) {
  runVitest('@bright/server', 'test:db');
} else {
  for (const workspace of unitWorkspaces()) runVitest(workspace, 'test');
  if (runBuild()) runPlaywright();
  else notes.push('end-to-end: not run, because the build failed');
}
finish();
