import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type Mailer, createMailer } from '../lib/mail';
import { type SmsSender, createSmsSender } from '../lib/sms';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    sms: SmsSender;
    config: Config;
  }
}

/** Mail and text messages, each with a working default (the outbox) and a real provider when configured. */
export default fp(
  async function messagingPlugin(app: FastifyInstance, options: { config: Config }) {
    const { config } = options;
    app.decorate('config', config);
    app.decorate(
      'mailer',
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger: app.log }),
    );
    app.decorate(
      'sms',
      createSmsSender({ webhookUrl: config.smsWebhookUrl, dataDir: config.dataDir, logger: app.log }),
    );
  },
  { name: 'messaging' },
);
