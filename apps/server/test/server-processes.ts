import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** SIGKILL: no close hook runs, no lease is given back, nothing is flushed. */
  kill: () => Promise<void>;
}

/** Starts test/server-process.ts in a child process on a schema of the test's PostgreSQL and Redis. */
export function startServerProcess(databaseUrl: string, schema: string, redisUrl: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server-process.ts')], {
    cwd: path.resolve(here, '..'),
    env: {
      ...process.env,
      CHILD_DATABASE_URL: databaseUrl,
      CHILD_SCHEMA: schema,
      CHILD_REDIS_URL: redisUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server process did not start: ${errors}`)), 180_000);
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}: ${errors}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({
        child,
        baseUrl: `http://127.0.0.1:${port}`,
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    });
  });
}
