import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const holder = fileURLToPath(new URL('../../test/fixtures/hold-data-dir-lock.ts', import.meta.url));

/** Another server process holding the lock on `dir`, as a second `npm start` would meet it. */
function holdLockInChild(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', holder, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr!.on('data', (chunk) => (errors += chunk));
    child.stdout!.on('data', (chunk) => {
      if (String(chunk).includes('locked')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}: ${errors}`)));
  });
}

describe('lockDataDir', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bright-lock-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it('writes its pid in DATA_DIR/server.lock and removes it on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const lockFile = path.join(dir, 'server.lock');
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('creates a missing data folder', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    lockDataDir(dir)();
    expect(existsSync(dir)).toBe(true);
  });

  it('refuses a second lock held by a live process, naming its pid', async () => {
    const dir = tempDir();
    const child = await holdLockInChild(dir);
    cleanups.push(() => child.kill('SIGKILL'));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${child.pid}`);
    // The holder's lock is left as it was.
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(child.pid));
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(path.join(dir, 'server.lock'), String(dead));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file that holds no pid', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), 'garbage');
    lockDataDir(dir)();
  });
});
