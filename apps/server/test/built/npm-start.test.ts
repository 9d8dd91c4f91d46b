import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * The root test command has just built the product: an `npm` first on PATH answers `npm run build` at once
 * and hands every other call to the real npm, so `npm start` runs its real steps without building twice.
 */
function npmThatSkipsTheBuild(folder: string) {
  const realNpm = execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim();
  const script = path.join(folder, 'npm');
  writeFileSync(
    script,
    `#!/bin/sh\nif [ "$1" = run ] && [ "$2" = build ]; then echo 'build: already built'; exit 0; fi\nexec "${realNpm}" "$@"\n`,
  );
  chmodSync(script, 0o755);
  return folder;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

let started: ChildProcess | undefined;
let dataDir = '';
let binDir = '';
afterEach(() => {
  // The whole group: whatever npm started must not outlive a failed test.
  if (started?.pid) {
    try {
      process.kill(-started.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(binDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('stops the server when it is sent SIGTERM', { timeout: 120_000 }, async () => {
    expect(existsSync(path.join(ROOT, 'apps/server/dist/main.js')), 'npm run build first').toBe(true);
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'bright-npm-start-'));
    binDir = npmThatSkipsTheBuild(mkdtempSync(path.join(tmpdir(), 'bright-npm-bin-')));
    started = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await until(() => output.includes('is running at'), 60_000), output).toBe(true);
    expect(output).toContain('build: already built');
    expect(await portOpen(port)).toBe(true);

    started.kill('SIGTERM');
    expect(await until(async () => !(await portOpen(port)), 10_000), 'the server still listens').toBe(true);
  });
});
