import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from './db/pool.ts';
import { DEVELOPMENT_SECRET_KEY, parseSecretKey } from './lib/secret-box.ts';
import {
  DEFAULT_IMAGE_MAX_MEGAPIXELS,
  defaultImageConcurrency,
  type ImageSettings,
} from './modules/images/image-settings.ts';

/** Every setting comes from the environment with a safe default for one machine (docs/operations.md). */

/** The request pool's connections when DATABASE_POOL_SIZE is not set. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(DEFAULT_DATABASE_POOL_SIZE),
  // Issue 23 point 1: never 0 (PostgreSQL's "no limit"): every transaction runs under all three.
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_DATABASE_TIMEOUTS.lockMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 60),
  SESSION_ABSOLUTE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(12 * 60 * 60),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  LOGIN_LOCK_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, ctx) => {
      const trust = parseTrustProxy(text);
      if (typeof trust === 'string') {
        ctx.addIssue({ code: 'custom', message: trust });
        return z.NEVER;
      }
      return trust;
    }),
  PUBLIC_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  PRODUCT_DISPLAY_NAME: z.string().default('Paybook'),
  HELP_CENTER_URL: z.string().default('https://help.paybook.example/'),
  HELP_SEARCH_URL: z.string().default('https://help.paybook.example/search'),
  CHAT_URL: z.string().default('https://chat.paybook.example/'),
  REFER_A_BUSINESS_URL: z.string().default('https://www.paybook.example/refer'),
  /** spec 2 §2.2 store video modal: a video of selling online (none by default: its button does not show). */
  ECOMMERCE_VIDEO_URL: z.string().url().optional(),
  SEED_DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  WEB_DIST_DIR: z.string().optional(),
  SIGNUP_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().default('Paybook <no-reply@paybook.example>'),
  EMAIL_DELIVERY_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(10),
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
  JOB_WORKER_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(5),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(10).default(300),
  PROCESSOR_SCHEDULER_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
  IMAGE_MAX_MEGAPIXELS: z.coerce.number().positive().max(100).default(DEFAULT_IMAGE_MAX_MEGAPIXELS),
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** 32 random bytes in base64: seals secrets kept at rest (TOTP seeds). Required in production. */
  SECRET_KEY: z
    .string()
    .refine((text) => parseSecretKey(text) !== null, 'must be 32 random bytes in base64')
    .optional(),
});

const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One proxy address, a CIDR range (IPv4 or IPv6) or one of proxy-addr's names for private ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: 'false', a hop count (the proxies in front of the app, each appending one address), or a
 * comma-separated list of proxy addresses. 'true' (every hop) is refused: the client writes the leftmost
 * hops itself, so it could choose the address the sign-in and sign-up limits count. A problem is
 * answered as a message.
 */
export function parseTrustProxy(text: string): false | number | string[] | string {
  const value = text.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') {
    return "'true' would trust every X-Forwarded-For hop, which clients can forge; give the number of proxies in front of the app (e.g. 1) or their addresses (docs/operations.md)";
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : 'a hop count must be between 1 and 10';
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  return bad.length === 0
    ? entries
    : `not a proxy address or CIDR range: ${bad.join(', ')} (give a hop count or addresses, comma-separated)`;
}

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Issue 23 point 1 (docs/operations.md "Database connections"): lock, statement, idle and connect bounds. */
  databaseTimeouts: DatabaseTimeouts;
  /** Issue 23 point 7: server processes sharing the port (cluster.ts); 1 runs the server alone. */
  webConcurrency: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  session: { idleTimeoutSeconds: number; absoluteTimeoutSeconds: number; secureCookies: boolean | 'auto' };
  /** issue 13 §5: failures lock a (user name, address) pair; an address alone meets perAddress (429). */
  loginLimits: {
    perAccountAndAddress: number;
    perAddress: number;
    windowSeconds: number;
    lockSeconds: number;
  };
  /** Sign-ups from one address within the sign-in window (loginLimits.windowSeconds). */
  signupsPerAddress: number;
  /**
   * Which X-Forwarded-For hops to believe (issue 13 §4): none (false), the last N (a hop count), or the
   * hops that come from these proxy addresses or CIDR ranges. Fastify's trustProxy takes each form.
   */
  trustProxy: false | number | string[];
  /** Where links in e-mails point; without it, the address the request reached (development only). */
  publicUrl: string | undefined;
  shell: {
    productDisplayName: string;
    helpCenterUrl: string;
    helpSearchUrl: string;
    chatUrl: string;
    referABusinessUrl: string;
    ecommerceVideoUrl: string | null;
  };
  seedDemoData: boolean;
  webDistDir: string;
  /** Ruling 7: outbox delivery by SMTP when smtpUrl is set; without it the outbox is the delivery. */
  email: { smtpUrl: string | undefined; from: string; intervalSeconds: number; maxAttempts: number };
  /** spec 1 §3 reminder_time: how often each node queues the appointment reminders that are due. */
  reminders: { intervalSeconds: number };
  /**
   * Issue 15 point 1 (docs/operations.md "Sandbox processor"): how often each node runs due jobs, how long
   * a claimed job is its node's, and how often each node enqueues the current settlement batch slot.
   */
  jobs: { workerIntervalSeconds: number; leaseSeconds: number; schedulerIntervalSeconds: number };
  /** Issue 13 point 9: the pixel limit of an upload and the image jobs run at once (docs/operations.md "Images"). */
  images: ImageSettings;
  /** Seals secrets at rest (lib/secret-box.ts); a fixed development key outside production. */
  secretKey: Buffer;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missingInProduction = [
    ...(e.SECRET_KEY ? [] : ['SECRET_KEY: required in production (32 random bytes in base64)']),
    // Without it, links in e-mails would use the request's Host header, which a client chooses (issue 13 §6).
    ...(e.PUBLIC_URL ? [] : ['PUBLIC_URL: required in production (the address e-mail links point to)']),
  ];
  if (e.NODE_ENV === 'production' && missingInProduction.length > 0) {
    throw new Error(`Invalid configuration:\n${missingInProduction.join('\n')}`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      lockMs: e.DATABASE_LOCK_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    },
    webConcurrency: e.WEB_CONCURRENCY,
    logLevel: e.LOG_LEVEL,
    session: {
      idleTimeoutSeconds: e.SESSION_IDLE_TIMEOUT_SECONDS,
      absoluteTimeoutSeconds: e.SESSION_ABSOLUTE_TIMEOUT_SECONDS,
      secureCookies: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    },
    loginLimits: {
      perAccountAndAddress: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
      lockSeconds: e.LOGIN_LOCK_SECONDS,
    },
    signupsPerAddress: e.SIGNUP_MAX_PER_ADDRESS,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL,
    shell: {
      productDisplayName: e.PRODUCT_DISPLAY_NAME,
      helpCenterUrl: e.HELP_CENTER_URL,
      helpSearchUrl: e.HELP_SEARCH_URL,
      chatUrl: e.CHAT_URL,
      ecommerceVideoUrl: e.ECOMMERCE_VIDEO_URL ?? null,
      referABusinessUrl: e.REFER_A_BUSINESS_URL,
    },
    // Demo data never goes into a production database (DEMO.md).
    seedDemoData: e.SEED_DEMO_DATA === 'auto' ? e.NODE_ENV !== 'production' : e.SEED_DEMO_DATA === 'true',
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    email: {
      smtpUrl: e.SMTP_URL,
      from: e.SMTP_FROM,
      intervalSeconds: e.EMAIL_DELIVERY_INTERVAL_SECONDS,
      maxAttempts: e.EMAIL_MAX_ATTEMPTS,
    },
    reminders: { intervalSeconds: e.REMINDER_INTERVAL_SECONDS },
    jobs: {
      workerIntervalSeconds: e.JOB_WORKER_INTERVAL_SECONDS,
      leaseSeconds: e.JOB_LEASE_SECONDS,
      schedulerIntervalSeconds: e.PROCESSOR_SCHEDULER_INTERVAL_SECONDS,
    },
    images: {
      maxMegapixels: e.IMAGE_MAX_MEGAPIXELS,
      concurrency: e.IMAGE_CONCURRENCY ?? defaultImageConcurrency(),
    },
    secretKey: e.SECRET_KEY
      ? (parseSecretKey(e.SECRET_KEY) ?? DEVELOPMENT_SECRET_KEY)
      : DEVELOPMENT_SECRET_KEY,
  };
}
