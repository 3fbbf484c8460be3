import path from 'node:path';
import { PASSWORD_MAX, PASSWORD_MIN } from '../shared/constants';

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

/** Parses `env` (normally `process.env`); throws one ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = read(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  };

  const bool = (name: string, fallback: boolean): boolean => {
    const value = read(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(value)) return true;
    if (['false', '0', 'no', 'off'].includes(value)) return false;
    problems.push(`${name} must be true or false (got "${env[name]}")`);
    return fallback;
  };

  const port = (() => {
    const value = read('PORT');
    if (value === undefined) return 3000;
    const n = Number(value);
    if (/^\d+$/.test(value) && n >= 0 && n <= 65535) return n;
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${value}")`);
    return 3000;
  })();

  const databaseUrl = read('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded SQLite database)');
  }

  const publicUrl = read('PUBLIC_URL')?.replace(/\/+$/, '') ?? `http://localhost:${port}`;
  if (!/^https?:\/\/[^\s/]+/.test(publicUrl)) {
    problems.push(`PUBLIC_URL must be an absolute http(s) URL such as https://invest.example.com (got "${publicUrl}")`);
  }

  const trustProxy = parseTrustProxy(read('TRUST_PROXY'), problems);

  const url = (name: string, pattern: RegExp, example: string): string | null => {
    const value = read(name) ?? null;
    if (value !== null && !pattern.test(value)) problems.push(`${name} must be a URL like ${example} (got "${value}")`);
    return value;
  };

  const wholeNumber = (name: string, fallback: number, min: number, max: number): number => {
    const value = read(name);
    if (value === undefined) return fallback;
    if (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max) return Number(value);
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
    return fallback;
  };

  const smtpUrl = url('SMTP_URL', /^smtps?:\/\/.+/, 'smtp://user:pass@mail.example.com:587');
  const redisUrl = url('REDIS_URL', /^rediss?:\/\/.+/, 'redis://127.0.0.1:6379');
  const mailFrom = read('MAIL_FROM') ?? 'Halal Invest <no-reply@halalinvest.com.bd>';
  if (!/<?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(mailFrom)) problems.push(`MAIL_FROM must be an address like "Halal Invest <no-reply@example.com>" (got "${mailFrom}")`);

  const bucket = read('S3_BUCKET');
  const s3: S3Config | null = bucket
    ? {
        bucket,
        region: read('S3_REGION') ?? 'us-east-1',
        endpoint: url('S3_ENDPOINT', /^https?:\/\/.+/, 'https://s3.example.com'),
        accessKeyId: read('S3_ACCESS_KEY_ID') ?? null,
        secretAccessKey: read('S3_SECRET_ACCESS_KEY') ?? null,
        forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
        publicUrl: url('S3_PUBLIC_URL', /^https?:\/\/.+/, 'https://cdn.example.com')?.replace(/\/+$/, '') ?? null,
      }
    : null;
  if (s3 && (s3.accessKeyId === null) !== (s3.secretAccessKey === null)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset to use the default AWS credentials)');
  }

  const appSecret = read('APP_SECRET') ?? null;
  if (appSecret !== null && appSecret.length < 32) problems.push('APP_SECRET must be at least 32 characters long');

  const adminEmail = read('ADMIN_EMAIL')?.toLowerCase();
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

  const config: Config = {
    nodeEnv: oneOf('NODE_ENV', NODE_ENVS, 'production'),
    host: read('HOST') ?? '0.0.0.0',
    port,
    dataDir: path.resolve(cwd, read('DATA_DIR') ?? 'data'),
    databaseUrl,
    seedDemo: bool('SEED_DEMO', true),
    admin,
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    publicUrl,
    trustProxy,
    clientDir: path.resolve(cwd, read('CLIENT_DIR') ?? 'dist/client'),
    smtpUrl,
    mailFrom,
    redisUrl,
    s3,
    appSecret,
    sessionDays: wholeNumber('SESSION_DAYS', 30, 1, 30),
    admin2fa: oneOf('ADMIN_2FA', ['required', 'optional'] as const, 'required'),
    appStoreUrl: url('APP_STORE_URL', /^https:\/\/.+/, 'https://play.google.com/store/apps/details?id=…'),
    company: { name: read('COMPANY_NAME') ?? DEFAULT_COMPANY.name, address: read('COMPANY_ADDRESS') ?? DEFAULT_COMPANY.address },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

const TRUST_EVERYTHING = ['true', 'yes', 'on', 'all', '*'];
const IPV4_OR_CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6_OR_CIDR = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: unset/false/0 trusts no proxy; a hop count (1, 2) trusts that many proxies in front;
 * a comma-separated list trusts only those addresses or CIDRs. The client address is then the one
 * the nearest untrusted hop saw, so an X-Forwarded-For entry the client wrote itself changes nothing.
 */
function parseTrustProxy(value: string | undefined, problems: string[]): Config['trustProxy'] {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (['false', 'no', 'off', '0'].includes(lower)) return false;
  if (TRUST_EVERYTHING.includes(lower)) {
    problems.push(
      `TRUST_PROXY must be a hop count (such as 1) or the proxies' addresses (such as 10.0.0.1,10.0.1.0/24), not "${value}": trusting every hop would let any client choose its own address`,
    );
    return false;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
    problems.push(`TRUST_PROXY hop count must be from 0 to 10 (got "${value}")`);
    return false;
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !IPV4_OR_CIDR.test(entry) && !IPV6_OR_CIDR.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry));
  if (entries.length === 0 || bad.length > 0) {
    problems.push(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses/CIDRs (got "${value}")`);
    return false;
  }
  return entries;
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
