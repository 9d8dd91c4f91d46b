#!/usr/bin/env node
// `npm start`: builds, then runs the server as this process's child and passes on every stop signal.
// (`npm run build && npm run serve` nested a second npm, which did not pass SIGTERM on: the server kept
// running after `npm start` was stopped.) Exits with the server's own exit code.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

let current;
let stopping;
for (const signal of SIGNALS) {
  process.on(signal, () => {
    stopping = signal;
    current?.kill(signal);
  });
}

/** Runs one step; resolves with its exit code (128 + n when a signal ended it). */
function step(command, args) {
  return new Promise((resolve) => {
    current = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    current.on('error', (error) => {
      process.stderr.write(`Could not start ${command}: ${error.message}\n`);
      resolve(1);
    });
    current.on('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

const built = await step(npm, ['run', 'build']);
if (built !== 0 || stopping) process.exit(built || 130);
process.exit(await step(process.execPath, ['apps/server/dist/main.js']));
