// Splits the Playwright journeys into shards of about equal running time. Playwright's own --shard
// splits by test count, and one every-route walk outweighs ten small journeys, so one shard used to run
// minutes after the other had finished. e2e/durations.json holds each spec file's seconds from a CI run;
// refresh it with `node scripts/e2e-shards.mjs --record-log <ci log>` (the list reporter's lines) or
// `--record <playwright-json-report>...`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TESTS = path.join(ROOT, 'e2e', 'tests');
const DURATIONS = path.join(ROOT, 'e2e', 'durations.json');
/** A journey not measured yet counts as an average one. */
const UNKNOWN_SECONDS = 30;

function readDurations() {
  try {
    return JSON.parse(readFileSync(DURATIONS, 'utf8'));
  } catch {
    return {};
  }
}

/** Longest first into the shard with the least time so far: within one journey of the best split. */
export function planShards(count) {
  const durations = readDurations();
  const files = readdirSync(TESTS).filter((name) => name.endsWith('.spec.ts'));
  const weighed = files.map((name) => ({ name, seconds: durations[name] ?? UNKNOWN_SECONDS }));
  weighed.sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const file of weighed) {
    const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.files.push(`tests/${file.name}`);
    lightest.seconds += file.seconds;
  }
  return shards;
}

function write(totals) {
  const rounded = Object.fromEntries(
    Object.entries(totals)
      .sort()
      .map(([file, s]) => [file, Math.round(s)]),
  );
  writeFileSync(DURATIONS, `${JSON.stringify(rounded, null, 2)}\n`);
  process.stdout.write(`Recorded ${Object.keys(rounded).length} journeys in ${DURATIONS}\n`);
}

const UNIT_SECONDS = { ms: 0.001, s: 1, m: 60 };

/** Sums each spec file's test durations from the list reporter's lines in a CI log. */
function recordFromLog(log) {
  const totals = {};
  const line = /tests\/([\w.-]+\.spec\.ts):\d+:\d+ .* \((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
  for (const text of readFileSync(log, 'utf8').split('\n')) {
    const match = line.exec(text);
    if (match) totals[match[1]] = (totals[match[1]] ?? 0) + Number(match[2]) * UNIT_SECONDS[match[3]];
  }
  write(totals);
}

/** Sums each spec file's test durations (all attempts) from Playwright JSON reports. */
function record(reports) {
  const totals = {};
  const visit = (suite) => {
    for (const child of suite.suites ?? []) visit(child);
    for (const spec of suite.specs ?? []) {
      const file = path.basename(spec.file ?? suite.file ?? '');
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) totals[file] = (totals[file] ?? 0) + (result.duration ?? 0) / 1000;
      }
    }
  };
  for (const report of reports) for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) visit(suite);
  write(totals);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args[0] === '--record') record(args.slice(1));
  else if (args[0] === '--record-log') recordFromLog(args[1]);
  else
    for (const [i, shard] of planShards(Number(args[0] ?? 2)).entries()) {
      process.stdout.write(`shard ${i + 1}: ~${Math.round(shard.seconds)} s, ${shard.files.join(' ')}\n`);
    }
}
