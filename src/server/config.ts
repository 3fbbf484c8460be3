import os from 'node:os';
import { POSTING_CHUNK_LINES } from './money/postings/post-in-chunks';
import path from 'node:path';
import { customCleanEnv } from 'envalid';
import { PASSWORD_MAX, PASSWORD_MIN } from '../shared/constants';
import { matching, oneOf, text, trueOrFalse, trustProxy, urlLike, wholeNumber } from './config-validators';

/** Every setting the server reads from the environment, parsed and validated here and nowhere else. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** postgres://… when set; SQLite in `dataDir` otherwise. */
  databaseUrl: string | null;
  seedDemo: boolean;
  admin: { email: string; password: string } | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Absolute origin for links in mails (and absolute URLs wherever one is truly needed). Never taken
   * from request headers: a Host or X-Forwarded-Host header would choose where a reset link points.
   * Default `http://localhost:$PORT`.
   */
  publicUrl: string;
  /**
   * Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs. Never `true`: trusting
   * every hop lets any client choose its own address with X-Forwarded-For (and so reset per-IP limits).
   */
  trustProxy: false | number | string[];
  /** Built SPA served at `/`; absent in `npm run dev` and in API-only tests. */
  clientDir: string;
  /** smtp(s)://… relay; unset: each message is written to DATA_DIR/mail as an .eml file. */
  smtpUrl: string | null;
  mailFrom: string;
  /** An HTTP SMS gateway; unset: each SMS is written to DATA_DIR/sms as a .txt file. */
  sms: SmsGatewayConfig | null;
  /** Shared rate-limit counters for several API processes; unset: counted in this process. */
  redisUrl: string | null;
  /** S3-compatible object storage for uploads; unset: files under DATA_DIR/uploads. */
  s3: S3Config | null;
  /** Signs private file URLs; unset: a random secret kept in DATA_DIR (fine for one process). */
  appSecret: string | null;
  sessionDays: number;
  /** `required`: admin routes refuse an admin session that has not passed two-factor; `optional` for development. */
  admin2fa: 'required' | 'optional';
  /** Optional app-store link shown on /download. */
  appStoreUrl: string | null;
  /** The company's name and postal address, printed on statements and investment certificates. */
  company: { name: string; address: string };
  /** Threads that draw statement and certificate PDFs, off the event loop; default one per core. */
  pdfWorkers: number;
  /** Lines per transaction when a money event (a distribution, its reversal, a completion) is too large for one. */
  postingChunkLines: number;
  /** The pause before a message that could not be sent is tried again; it doubles with each try, up to an hour. */
  outboxRetryMs: number;
}

export interface SmsGatewayConfig {
  /** The gateway's address with {to} and {text} where the number and message go, and {apiKey} / {senderId} where it wants those. */
  url: string;
  method: 'GET' | 'POST';
  apiKey: string | null;
  /** The sender id or masking name the gateway registered for the company. */
  senderId: string | null;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  /** Public base URL of the bucket for public images, e.g. a CDN; default: the endpoint or AWS URL. */
  publicUrl: string | null;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export const DEFAULT_COMPANY = { name: 'Halal Invest Ltd.', address: 'Gulshan Avenue, Dhaka 1212, Bangladesh' } as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optional = { default: undefined };
const DEFAULT_PORT = 3000;

/** Every variable, in the order its problems are reported. Unset or blank takes the default. */
const SPECS = {
  NODE_ENV: oneOf('NODE_ENV', NODE_ENVS)({ default: 'production' }),
  HOST: text({ default: '0.0.0.0' }),
  PORT: wholeNumber('PORT', 0, 65535)({ default: DEFAULT_PORT }),
  DATA_DIR: text({ default: 'data' }),
  DATABASE_URL: matching(/^postgres(ql)?:\/\//, () => 'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded SQLite database)')(optional),
  SEED_DEMO: trueOrFalse('SEED_DEMO')({ default: true }),
  ADMIN_EMAIL: text(optional),
  LOG_LEVEL: oneOf('LOG_LEVEL', LOG_LEVELS)({ default: 'info' }),
  // Its trailing slashes are dropped after the check: "https://invest.example.com/" is the same origin.
  PUBLIC_URL: matching(/^https?:\/\/[^\s/]+/, (value) => `PUBLIC_URL must be an absolute http(s) URL such as https://invest.example.com (got "${value}")`)(optional),
  TRUST_PROXY: trustProxy({ default: false }),
  CLIENT_DIR: text({ default: 'dist/client' }),
  SMTP_URL: urlLike('SMTP_URL', /^smtps?:\/\/.+/, 'smtp://user:pass@mail.example.com:587')(optional),
  SMS_URL: matching(
    /^https?:\/\/\S*\{to\}\S*$/,
    (value) => `SMS_URL must be an http(s) URL with {to} and {text} where the number and the message go, such as https://sms.example.com/send?to={to}&text={text} (got "${value}")`,
  )(optional),
  SMS_METHOD: oneOf('SMS_METHOD', ['GET', 'POST'] as const)({ default: 'GET' }),
  SMS_API_KEY: text(optional),
  SMS_SENDER_ID: text(optional),
  REDIS_URL: urlLike('REDIS_URL', /^rediss?:\/\/.+/, 'redis://127.0.0.1:6379')(optional),
  MAIL_FROM: matching(
    /<?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/,
    (value) => `MAIL_FROM must be an address like "Halal Invest <no-reply@example.com>" (got "${value}")`,
  )({
    default: 'Halal Invest <no-reply@halalinvest.com.bd>',
  }),
  S3_BUCKET: text(optional),
  S3_REGION: text({ default: 'us-east-1' }),
  S3_ENDPOINT: urlLike('S3_ENDPOINT', /^https?:\/\/.+/, 'https://s3.example.com')(optional),
  S3_ACCESS_KEY_ID: text(optional),
  S3_SECRET_ACCESS_KEY: text(optional),
  S3_FORCE_PATH_STYLE: trueOrFalse('S3_FORCE_PATH_STYLE')({ default: false }),
  S3_PUBLIC_URL: urlLike('S3_PUBLIC_URL', /^https?:\/\/.+/, 'https://cdn.example.com')(optional),
  APP_SECRET: matching(/^.{32,}$/s, () => 'APP_SECRET must be at least 32 characters long')(optional),
  SESSION_DAYS: wholeNumber('SESSION_DAYS', 1, 30)({ default: 30 }),
  ADMIN_2FA: oneOf('ADMIN_2FA', ['required', 'optional'] as const)({ default: 'required' }),
  APP_STORE_URL: urlLike('APP_STORE_URL', /^https:\/\/.+/, 'https://play.google.com/store/apps/details?id=…')(optional),
  COMPANY_NAME: text({ default: DEFAULT_COMPANY.name }),
  COMPANY_ADDRESS: text({ default: DEFAULT_COMPANY.address }),
  PDF_WORKERS: wholeNumber('PDF_WORKERS', 1, 64)(optional),
  POSTING_CHUNK_LINES: wholeNumber('POSTING_CHUNK_LINES', 1, 100_000)(optional),
  OUTBOX_RETRY_SECONDS: wholeNumber('OUTBOX_RETRY_SECONDS', 1, 3600)(optional),
};

/** The variables as envalid should see them: trimmed, and a blank one unset (ADMIN_PASSWORD is taken as typed). */
function presentValues(env: Env): Env {
  const values: Env = {};
  for (const name of Object.keys(SPECS)) {
    const value = env[name]?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/**
 * Parses `env` (normally `process.env`) with envalid; throws one ConfigError naming every bad variable,
 * each on its own, then the rules that join two (admin account, S3 keys).
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  // customCleanEnv with no middleware: cleanEnv's strict proxy throws on reading a variable that failed,
  // and the rules below still run so that every problem is reported at once (a failed one reads undefined).
  const e = customCleanEnv(presentValues(env), SPECS, (cleaned) => cleaned, {
    reporter: ({ errors }) => {
      for (const error of Object.values(errors)) if (error) problems.push(error.message);
    },
  });

  // A PORT that failed its check reads undefined here; the public URL still needs one.
  const port = e.PORT ?? DEFAULT_PORT;
  const publicUrl = e.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${port}`;

  const s3: S3Config | null = e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        endpoint: e.S3_ENDPOINT ?? null,
        accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
        publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
      }
    : null;
  if (s3 && (s3.accessKeyId === null) !== (s3.secretAccessKey === null)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset to use the default AWS credentials)');
  }

  if (e.SMS_URL && !e.SMS_URL.includes('{text}')) problems.push('SMS_URL must have {text} where the message goes, as well as {to}');
  const sms: SmsGatewayConfig | null = e.SMS_URL ? { url: e.SMS_URL, method: e.SMS_METHOD, apiKey: e.SMS_API_KEY ?? null, senderId: e.SMS_SENDER_ID ?? null } : null;

  const adminEmail = e.ADMIN_EMAIL?.toLowerCase();
  const adminPassword = env.ADMIN_PASSWORD ?? undefined;
  let admin: Config['admin'] = null;
  if (adminEmail !== undefined || adminPassword) {
    if (adminEmail === undefined || !EMAIL.test(adminEmail)) problems.push('ADMIN_EMAIL must be a valid email address when ADMIN_PASSWORD is set');
    if (!adminPassword) problems.push('ADMIN_PASSWORD must be set when ADMIN_EMAIL is set');
    else if (adminPassword.length < PASSWORD_MIN || adminPassword.length > PASSWORD_MAX) {
      problems.push(`ADMIN_PASSWORD must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`);
    }
    if (adminEmail && adminPassword) admin = { email: adminEmail, password: adminPassword };
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    seedDemo: e.SEED_DEMO,
    admin,
    logLevel: e.LOG_LEVEL,
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    clientDir: path.resolve(cwd, e.CLIENT_DIR),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    sms,
    redisUrl: e.REDIS_URL ?? null,
    s3,
    appSecret: e.APP_SECRET ?? null,
    sessionDays: e.SESSION_DAYS,
    admin2fa: e.ADMIN_2FA,
    appStoreUrl: e.APP_STORE_URL ?? null,
    company: { name: e.COMPANY_NAME, address: e.COMPANY_ADDRESS },
    pdfWorkers: e.PDF_WORKERS ?? Math.max(1, os.availableParallelism()),
    postingChunkLines: e.POSTING_CHUNK_LINES ?? POSTING_CHUNK_LINES,
    outboxRetryMs: (e.OUTBOX_RETRY_SECONDS ?? 30) * 1000,
  };
}

/** True for localhost, 127.x.x.x and ::1 (with or without brackets). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || /^127(\.\d{1,3}){3}$/.test(bare) || bare === '::1' || bare === '0:0:0:0:0:0:0:1';
}

/**
 * A start-up warning when mails would carry loopback links although the server listens for other
 * machines (PUBLIC_URL left at its default on a real host): those links would not open for anyone.
 */
export function publicUrlWarning(config: Pick<Config, 'publicUrl' | 'host'>): string | null {
  const publicHost = new URL(config.publicUrl).hostname;
  if (!isLoopbackHost(publicHost) || isLoopbackHost(config.host)) return null;
  return `PUBLIC_URL is ${config.publicUrl}, a loopback address, while HOST is ${config.host}: links in mails will not open on other machines. Set PUBLIC_URL to the address users open, such as https://invest.example.com.`;
}
