import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Comparison } from './lib/measure';

/** One benchmark: a file in benchmarks/ named <name>.bench.ts whose default export is this. */
export interface Benchmark {
  name: string;
  /** Starts what it measures, measures it, stops it, and returns the printed comparisons. */
  run: () => Promise<Comparison[]>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** `npm run bench` runs every benchmark in turn; `npm run bench -- health` only those whose name matches. */
async function main() {
  const filters = process.argv.slice(2);
  const files = readdirSync(path.join(here, 'benchmarks'))
    .filter((file) => file.endsWith('.bench.ts'))
    .sort()
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
  if (files.length === 0) throw new Error(`No benchmark matches ${filters.join(', ')}`);

  const summary: Comparison[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(here, 'benchmarks', file)).href)) as { default: Benchmark };
    process.stdout.write(`\n== ${module.default.name} (${file})\n`);
    summary.push(...(await module.default.run()));
  }

  process.stdout.write(
    '\n## Summary (candidate / baseline)\n\n| benchmark | req/s ratio | p99 ratio |\n|---|---:|---:|\n',
  );
  for (const c of summary) {
    process.stdout.write(
      `| ${c.title.split(':')[0]} | ${c.throughputRatio.toFixed(3)} | ×${c.p99Ratio.toFixed(1)} |\n`,
    );
  }
  if (summary.some((c) => c.candidate.failures > 0 || c.baseline.failures > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
