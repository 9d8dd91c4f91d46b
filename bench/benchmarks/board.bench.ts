import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOARD_ITEMS_MAP, type BoardItem, REALTIME_PROTOCOL_VERSION, toStoredItem } from '@bright/contracts';
import { chromium } from '@playwright/test';
import { io } from 'socket.io-client';
import * as Y from 'yjs';
import { BoardProvider, type ProviderSocket } from '../../apps/web/src/features/board/sync/board-provider';
import type { Goal } from '../lib/goals';
import { fmt } from '../lib/measure';
import type { Benchmark } from '../run-all';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(root, 'apps/server/dist/main.js');
const STROKES = 5000;
const POINTS = 80;
const PAN_MS = 3000;
const TEACHER = { email: 'teacher@demo.test', password: 'demo1234' };
/** BOARD_PROFILE_DIR=<dir> writes CPU profiles of the server and of the page's open there (for finding where time goes). */
const PROFILE_DIR = process.env.BOARD_PROFILE_DIR;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The built server (and web app) on a fresh embedded database with the demo institute. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bright-bench-board-'));
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, MAIN], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }).then(() => rmSync(dataDir, { recursive: true, force: true }));
  return { url, stop };
}

async function api<T>(url: string, token: string | null, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { access_token: token } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** 5,000 pen strokes of 80 points with pressure, spread over the page, as a busy lesson holds. */
function busyPage(): Y.Doc {
  const doc = new Y.Doc();
  const map = doc.getMap(BOARD_ITEMS_MAP);
  doc.transact(() => {
    for (let n = 0; n < STROKES; n += 1) {
      const x0 = (n * 37) % 1500;
      const y0 = (n * 53) % 850;
      const points: number[] = [];
      for (let p = 0; p < POINTS; p += 1)
        points.push(x0 + p * 1.2, y0 + Math.sin((p + n) / 6) * 12, 0.3 + (p % 10) / 20);
      const item: BoardItem = { id: `b${n}`, kind: 'pen', color: '#1570ef', size: 3, points, z: n };
      map.set(item.id, toStoredItem(item));
    }
  });
  return doc;
}

/** Writes the busy page through the board's own provider, and waits until the server stored it. */
async function fillPage(url: string, token: string, lessonId: string, pageId: string) {
  const socket = io(`${url}/board`, {
    transports: ['websocket'],
    auth: { token, protocol: REALTIME_PROTOCOL_VERSION },
  });
  const provider = new BoardProvider(socket as unknown as ProviderSocket, lessonId, pageId, 0, {}, busyPage());
  for (let n = 0; n < 1200 && !(provider.synced && provider.saved && provider.everSent); n += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  provider.destroy();
  socket.disconnect();
  // The last socket out compacts the page into its snapshot.
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

/** Opens the board in Chromium: the open time from its marks, then rAF timings while panning every frame. */
async function measureInChromium(url: string, lessonId: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await page.goto(`${url}/login`);
    await page.getByTestId('login-email').fill(TEACHER.email);
    await page.getByTestId('login-password').fill(TEACHER.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/dashboard/create');
    const cdp = PROFILE_DIR ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${url}/dashboard/lesson/${lessonId}`);
    await page.waitForFunction(`performance.getEntriesByName('board:cache-drawn').length > 0`, null, {
      timeout: 60_000,
    });
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(path.join(PROFILE_DIR!, 'board-open.cpuprofile'), JSON.stringify(profile));
    }
    // Scripts as text: the bundler's helpers (keepNames) do not exist in the page.
    const open = (await page.evaluate(`(() => {
      const at = (name) => performance.getEntriesByName(name)[0].startTime;
      return { fromOpen: at('board:first-paint') - at('board:open-start'), outlined: at('board:cache-drawn') - at('board:open-start'), fromNavigation: at('board:first-paint'), synced: at('board:open-synced') - at('board:open-start'), joined: at('board:open-joined') - at('board:open-start') };
    })()`)) as { fromOpen: number; outlined: number; fromNavigation: number; synced: number; joined: number };
    const frames = (await page.evaluate(`new Promise((resolve) => {
      const target = document.querySelector('[data-testid="board-canvas"]');
      const times = [];
      const tick = (time) => {
        times.push(time);
        target.dispatchEvent(new WheelEvent('wheel', { deltaX: 3, deltaY: 2, bubbles: true, cancelable: true }));
        if (time - times[0] < ${PAN_MS}) requestAnimationFrame(tick);
        else resolve(times);
      };
      requestAnimationFrame(tick);
    })`)) as number[];
    return { open, frames };
  } finally {
    await browser.close();
  }
}

function frameFigures(frames: number[]) {
  const gaps = frames.slice(1).map((time, index) => time - frames[index]!);
  const sorted = [...gaps].sort((a, b) => a - b);
  const seconds = (frames.at(-1)! - frames[0]!) / 1000;
  return { fps: gaps.length / seconds, p95: sorted[Math.floor(sorted.length * 0.95)]!, worst: sorted.at(-1)! };
}

const board: Benchmark = {
  name: 'Whiteboard: a page of 5,000 strokes, opened and panned in Chromium',
  async run() {
    const server = await startServer();
    try {
      const login = await api<{ access_token: string }>(`${server.url}/api/galileo/login`, null, 'POST', TEACHER);
      const token = login.access_token;
      const lesson = await api<{ id: string }>(`${server.url}/api/flow/addIWB`, token, 'POST', {
        name: `Bench ${Date.now()}`,
        lessonType: 'teach',
        slides: [{}],
      });
      const info = await api<{ pages: Array<{ id: string }> }>(
        `${server.url}/api/board/lesson/${lesson.id}`,
        token,
        'GET',
      );
      const pageId = info.pages[0]!.id;
      await fillPage(server.url, token, lesson.id, pageId);
      const state = await fetch(`${server.url}/api/board/lesson/${lesson.id}/pages/${pageId}/state`, {
        headers: { access_token: token },
      });
      const storedMb = (await state.arrayBuffer()).byteLength / (1024 * 1024);
      const { open, frames } = await measureInChromium(server.url, lesson.id);
      const pan = frameFigures(frames);
      process.stdout.write(
        [
          '| figure | value |',
          '|---|---:|',
          `| strokes on the page | ${STROKES} × ${POINTS} points |`,
          `| stored page (Yjs state) | ${fmt(storedMb, 2)} MB |`,
          `| open: page asked for → every stroke shown (first paint) | ${fmt(open.fromOpen, 0)} ms |`,
          `| open: page asked for → every stroke outlined (final bitmap) | ${fmt(open.outlined, 0)} ms |`,
          `| open: navigation → every stroke shown | ${fmt(open.fromNavigation, 0)} ms |`,
          `| open: page asked for → joined / document synced | ${fmt(open.joined, 0)} / ${fmt(open.synced, 0)} ms |`,
          `| pan: frames a second over ${PAN_MS / 1000} s | ${fmt(pan.fps, 1)} |`,
          `| pan: p95 / worst frame | ${fmt(pan.p95, 1)} / ${fmt(pan.worst, 1)} ms |`,
          '',
        ].join('\n'),
      );
      const goals: Goal[] = [
        {
          label: 'board: 5,000-stroke page opens (every stroke shown)',
          value: open.fromOpen,
          unit: 'ms',
          limit: 1000,
          direction: 'max',
        },
        {
          // The same, counted from a cold load of the lesson's address: the app's code, the lesson, the socket.
          label: 'board: the lesson address loaded cold → every stroke shown',
          value: open.fromNavigation,
          unit: 'ms',
          limit: 1000,
          direction: 'max',
        },
        { label: 'board: pans at 60 frames a second (rAF)', value: pan.fps, unit: 'fps', limit: 57, direction: 'min' },
        { label: 'board: stored 5,000-stroke page', value: storedMb, unit: 'MB', limit: 3, direction: 'max' },
      ];
      return goals;
    } finally {
      await server.stop();
    }
  },
};

export default board;
