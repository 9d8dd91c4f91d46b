import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('loadConfig', () => {
  it('gives the defaults of ARCHITECTURE.md §3 for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      appUrl: 'http://localhost:3000',
      logLevel: 'info',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.seedDemo).toBeUndefined();
  });

  it('reads valid values and treats blank ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      APP_URL: 'https://school.example/',
      SEED_DEMO: 'false',
      SMTP_URL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      redisUrl: 'redis://127.0.0.1:6379',
      appUrl: 'https://school.example',
      seedDemo: false,
    });
    expect(config.smtpUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_PREFIX', 'two words'],
    ['SEED_DEMO', 'yes'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s with a ConfigError naming the variable', (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
  });

  it("names the deployment's Redis keys and channels 'bright' unless REDIS_PREFIX says otherwise", () => {
    expect(loadConfig({}).redisPrefix).toBe('bright');
    expect(loadConfig({ REDIS_PREFIX: 'school-a:prod' }).redisPrefix).toBe('school-a:prod');
  });

  it('takes a VAPID key pair only whole, and writes the push contact from MAIL_FROM unless told', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(loadConfig(keys).webPush).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: 'mailto:no-reply@bright-classroom.local',
      caFile: undefined,
      allowPrivate: false,
    });
    expect(loadConfig({ VAPID_SUBJECT: 'https://school.example' }).webPush.subject).toBe('https://school.example');
    expect(loadConfig({ WEB_PUSH_ALLOW_PRIVATE: 'true' }).webPush.allowPrivate).toBe(true);
    const half = errorOf({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY });
    expect(half).toBeInstanceOf(ConfigError);
    expect((half as Error).message).toContain('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
    expect((errorOf({ VAPID_SUBJECT: 'admin@school.example' }) as Error).message).toContain('VAPID_SUBJECT');
  });
});
