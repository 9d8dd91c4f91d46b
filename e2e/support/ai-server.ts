import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAKE_API_KEY, type FakeOpenAi, startFakeOpenAi } from '../../apps/server/src/modules/ai/fake-openai-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AiServer {
  url: string;
  fake: FakeOpenAi;
  close: () => Promise<void>;
}

/**
 * The built server on its own port and fresh embedded database, with its AI service (chat and speech to
 * text) pointed at the loopback OpenAI-format server in this process: the journeys' shared server has no AI
 * service, and AI_BASE_URL is read once at start.
 */
export async function startAiServer(port: number, reply: FakeOpenAi['reply']): Promise<AiServer> {
  const fake = await startFakeOpenAi(reply);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(tmpdir(), `bright-e2e-ai-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      AI_BASE_URL: fake.url,
      AI_API_KEY: FAKE_API_KEY,
      AI_MODEL: 'fake-chat',
      AI_TRANSCRIPTION_MODEL: 'fake-whisper',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (data: Buffer) => (log += data.toString()));
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, fake, close };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await close();
  throw new Error(`The AI server on ${url} did not start: ${log.slice(-2000)}`);
}
