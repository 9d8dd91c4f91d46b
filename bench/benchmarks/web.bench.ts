import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startBuiltServer } from '../lib/built-server';
import type { Goal } from '../lib/goals';
import { type LighthousePreset, type PageAudit, startLighthouse } from '../lib/lighthouse';
import { fmt } from '../lib/measure';
import { prepareWebWorld } from '../lib/web-world';
import type { Benchmark } from '../run-all';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(root, 'apps/web/dist');
const JS_LIMIT_KB = 170;
const SCORE_LIMIT = 90;
/** BENCH_LIGHTHOUSE=desktop for Lighthouse's desktop preset; its mobile one otherwise. */
const PRESET: LighthousePreset = process.env.BENCH_LIGHTHOUSE === 'desktop' ? 'desktop' : 'mobile';

interface PageCase {
  label: string;
  path: string;
  who: 'nobody' | 'teacher' | 'student';
  /** A student's route: its JavaScript must stay within JS_LIMIT_KB gzipped. */
  studentRoute: boolean;
  /** One of the three Lighthouse pages. */
  scored: boolean;
}

const pages = (assessmentId: string): PageCase[] => [
  { label: 'login', path: '/login', who: 'nobody', studentRoute: true, scored: true },
  { label: "teacher's dashboard", path: '/dashboard/create', who: 'teacher', studentRoute: false, scored: true },
  { label: "student's dashboard", path: '/dashboard/create', who: 'student', studentRoute: true, scored: false },
  {
    label: "student's taking screen",
    path: `/assessment/take/${assessmentId}`,
    who: 'student',
    studentRoute: true,
    scored: true,
  },
];

const gzippedCache = new Map<string, number>();

/** A built file's size at gzip -9, the figure the budget is in. */
function gzippedBytes(urlPath: string) {
  let size = gzippedCache.get(urlPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST, urlPath)), { level: 9 }).length;
    gzippedCache.set(urlPath, size);
  }
  return size;
}

/** Whether the server sends a built script Brotli-compressed with a year's immutable caching. */
async function servedCompressed(base: string, scriptPath: string) {
  const response = await fetch(`${base}${scriptPath}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  const encoding = response.headers.get('content-encoding') ?? 'none';
  const cache = response.headers.get('cache-control') ?? '';
  return { encoding, immutable: cache.includes('immutable') };
}

function printRow(page: PageCase, audit: PageAudit) {
  const gzipKb = audit.scripts.reduce((sum, script) => sum + gzippedBytes(script.path), 0) / 1024;
  const wireKb = audit.scripts.reduce((sum, script) => sum + script.transferBytes, 0) / 1024;
  const { fcpMs, lcpMs, tbtMs, cls } = audit.metrics;
  process.stdout.write(
    `| ${page.label} | ${audit.scripts.length} | ${fmt(gzipKb, 1)} | ${fmt(wireKb, 1)} | ${audit.score} | ${fmt(fcpMs)} | ${fmt(lcpMs)} | ${fmt(tbtMs)} | ${fmt(cls, 3)} |\n`,
  );
  if (audit.score < SCORE_LIMIT) process.stdout.write(`|   ↳ costs points: ${audit.opportunities.join(', ')} |\n`);
  return gzipKb;
}

const benchmark: Benchmark = {
  name: 'The web app: JavaScript a route loads, compression, Lighthouse',
  run: async () => {
    const server = await startBuiltServer();
    const lighthouse = await startLighthouse(PRESET);
    const goals: Goal[] = [];
    try {
      const world = await prepareWebWorld(server.url);
      const storage = { nobody: {}, teacher: world.teacher, student: world.student };
      process.stdout.write(
        `\nLighthouse 12 performance (${PRESET === 'mobile' ? 'mobile preset: simulated slow 4G and 4x slower CPU' : 'desktop preset'}) on the built server; ` +
          'JavaScript is every script the page fetched, at gzip -9, and as Brotli on the wire.\n\n' +
          '| page | scripts | JS gzip KB | JS on the wire KB | score | FCP ms | LCP ms | TBT ms | CLS |\n' +
          '|---|---:|---:|---:|---:|---:|---:|---:|---:|\n',
      );
      let firstScript: string | undefined;
      for (const page of pages(world.assessmentId)) {
        const audit = await lighthouse.audit(`${server.url}${page.path}`, storage[page.who]);
        firstScript ??= audit.scripts[0]?.path;
        const gzipKb = printRow(page, audit);
        if (page.studentRoute) {
          goals.push({
            label: `JS of ${page.label} (gzip)`,
            value: gzipKb,
            unit: 'KB',
            limit: JS_LIMIT_KB,
            direction: 'max',
          });
        }
        if (page.scored) {
          goals.push({
            label: `Lighthouse (${PRESET}), ${page.label}`,
            value: audit.score,
            unit: '',
            limit: SCORE_LIMIT,
            direction: 'min',
          });
        }
      }
      if (firstScript) {
        const served = await servedCompressed(server.url, firstScript);
        process.stdout.write(
          `\n${firstScript}: Content-Encoding ${served.encoding}, ${served.immutable ? 'immutable for a year' : 'NOT immutable'}\n`,
        );
        goals.push({
          label: 'entry script served Brotli-compressed and immutable',
          value: served.encoding === 'br' && served.immutable ? 1 : 0,
          unit: '',
          limit: 1,
          direction: 'min',
        });
      }
    } finally {
      await lighthouse.close();
      await server.close();
    }
    return goals;
  },
};

export default benchmark;
