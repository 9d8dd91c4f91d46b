import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface SmsSender {
  mode: 'webhook' | 'outbox';
  send(to: string, text: string): Promise<void>;
}

/**
 * Text messages, in the same pattern as mail: a provider when SMS_WEBHOOK_URL is set (an HTTP endpoint
 * that takes `{to, text}` as JSON, as most SMS gateways or a small adapter do); otherwise a .txt file in
 * DATA_DIR/outbox/sms, with a log line that says where it is (never the code itself).
 */
export function createSmsSender(options: {
  webhookUrl?: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}): SmsSender {
  if (options.webhookUrl) {
    const url = options.webhookUrl;
    return {
      mode: 'webhook',
      send: async (to, text) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox', 'sms');
  return {
    mode: 'outbox',
    send: async (to, text) => {
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomUUID()}.txt`);
      await writeFile(file, `To: ${to}\n\n${text}\n`);
      options.logger.info({ outbox: file, to }, 'text message written to outbox');
    },
  };
}
