import path from 'node:path';
import { z } from 'zod';

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Names this deployment's channels and keys in Redis, so several deployments can share one server. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'REDIS_PREFIX takes 1 to 64 letters, digits, _ . : or -')
    .default('bright'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Bright Classroom <no-reply@bright-classroom.local>'),
  SMS_WEBHOOK_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  APP_URL: z.url().optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(29_000).default(25_000),
  AI_STRUCTURED_OUTPUTS: booleanString.default(false),
  /** AI notes: a speech-to-text model served at AI_BASE_URL/audio/transcriptions (OpenAI format). */
  AI_TRANSCRIPTION_MODEL: z.string().optional(),
  /** Encrypts institutes' AI keys at rest; unset: a secret generated once into DATA_DIR/ai-secret.key. */
  AI_SECRET_KEY: z.string().min(16).optional(),
  /** Lets institute admins point their AI service at private or loopback addresses (their own network). */
  AI_PROVIDER_ALLOW_PRIVATE: booleanString.default(false),
  SEED_DEMO: booleanString.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  COMPANY_URL: z.url().default('https://github.com/'),
  WEB_DIST_DIR: z.string().optional(),
  // Live class WebRTC (README "Audio and video"): STUN and TURN URLs, comma separated; TURN credentials are
  // minted per user from the coturn static-auth-secret; the teacher's reconnect grace in milliseconds.
  LIVE_STUN_URLS: z.string().optional(),
  LIVE_TURN_URLS: z.string().optional(),
  LIVE_TURN_SECRET: z.string().min(8).optional(),
  LIVE_TEACHER_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** Live quiz: guest joins one address may make per 10 seconds (bots flooding a code). */
  LIVE_QUIZ_GUEST_JOINS_PER_10S: z.coerce.number().int().positive().default(20),
  // Web push (README "Notifications"): the VAPID key pair (both or neither; made once and stored when unset),
  // the contact push services see, and a PEM file of extra authorities to trust for push services.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{80,100}$/, 'a URL-safe base64 P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{40,50}$/, 'a URL-safe base64 P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: address')
    .optional(),
  WEB_PUSH_CA_FILE: z.string().min(1).optional(),
  // A push service on the school's own network (or the tests' loopback one); by default pushes go only to
  // public addresses, so a subscription cannot make the server POST inside its network.
  WEB_PUSH_ALLOW_PRIVATE: booleanString.default(false),
});

/** Where the processes of one deployment meet: a Redis server and the prefix of their keys and channels. */
export interface RedisTarget {
  url: string;
  prefix: string;
}

/** The deployment's Redis, or undefined when it runs as one process alone. */
export const redisTargetOf = (config: Config): RedisTarget | undefined =>
  config.redisUrl ? { url: config.redisUrl, prefix: config.redisPrefix } : undefined;

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  smsWebhookUrl?: string;
  google?: { clientId: string; clientSecret: string; issuer: string };
  appUrl: string;
  ai: {
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    timeoutMs: number;
    structuredOutputs: boolean;
    transcriptionModel?: string;
    secretKey?: string;
    allowPrivateProvider: boolean;
  };
  seedDemo?: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  rateLimitPerMinute: number;
  webDistDir?: string;
  live: { stunUrls: string[]; turnUrls: string[]; turnSecret?: string; teacherGraceMs?: number };
  liveQuizGuestJoinsPer10s: number;
  webPush: { publicKey?: string; privateKey?: string; subject: string; caFile?: string; allowPrivate: boolean };
};

const urlList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

export class ConfigError extends Error {}

/** Parses the environment once; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(
      'Invalid configuration. VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      structuredOutputs: e.AI_STRUCTURED_OUTPUTS,
      transcriptionModel: e.AI_TRANSCRIPTION_MODEL,
      secretKey: e.AI_SECRET_KEY,
      allowPrivateProvider: e.AI_PROVIDER_ALLOW_PRIVATE,
    },
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    webDistDir: e.WEB_DIST_DIR,
    live: {
      stunUrls: urlList(e.LIVE_STUN_URLS),
      turnUrls: urlList(e.LIVE_TURN_URLS),
      turnSecret: e.LIVE_TURN_SECRET,
      teacherGraceMs: e.LIVE_TEACHER_GRACE_MS,
    },
    liveQuizGuestJoinsPer10s: e.LIVE_QUIZ_GUEST_JOINS_PER_10S,
    webPush: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
      caFile: e.WEB_PUSH_CA_FILE,
      allowPrivate: e.WEB_PUSH_ALLOW_PRIVATE,
    },
  };
}

/** The bare address of 'Name <address>'. */
const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
