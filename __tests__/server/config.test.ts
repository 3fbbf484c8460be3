import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, publicUrlWarning } from '../../src/server/config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  test('defaults give the embedded single-process set-up', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      nodeEnv: 'production',
      host: '0.0.0.0',
      port: 3000,
      dataDir: path.resolve('/srv/app/data'),
      databaseUrl: null,
      seedDemo: true,
      admin: null,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      clientDir: path.resolve('/srv/app/dist/client'),
      smtpUrl: null,
      mailFrom: 'Halal Invest <no-reply@halalinvest.com.bd>',
      sms: null,
      redisUrl: null,
      s3: null,
      appSecret: null,
      sessionDays: 30,
      appStoreUrl: null,
      admin2fa: 'required',
      company: { name: 'Halal Invest Ltd.', address: 'Gulshan Avenue, Dhaka 1212, Bangladesh' },
      pdfWorkers: Math.max(1, os.availableParallelism()),
      postingChunkLines: 1000,
      outboxRetryMs: 30_000,
    });
  });

  test('reads the mail, storage, cache and secret settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Invest <hello@example.com>',
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'uploads',
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
      APP_SECRET: 'x'.repeat(40),
      SESSION_DAYS: '7',
      APP_STORE_URL: 'https://play.google.com/store/apps/details?id=bd.halalinvest',
      SMS_URL: 'https://bulksms.example.com/api/smsapi?api_key={apiKey}&senderid={senderId}&number={to}&message={text}',
      SMS_METHOD: 'POST',
      SMS_API_KEY: 'sms-key',
      SMS_SENDER_ID: 'HalalInv',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      sms: {
        url: 'https://bulksms.example.com/api/smsapi?api_key={apiKey}&senderid={senderId}&number={to}&message={text}',
        method: 'POST',
        apiKey: 'sms-key',
        senderId: 'HalalInv',
      },
      mailFrom: 'Invest <hello@example.com>',
      redisUrl: 'redis://127.0.0.1:6379',
      s3: {
        bucket: 'uploads',
        region: 'ap-south-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        publicUrl: 'https://cdn.example.com',
      },
      appSecret: 'x'.repeat(40),
      sessionDays: 7,
      appStoreUrl: 'https://play.google.com/store/apps/details?id=bd.halalinvest',
    });
  });

  test('reads every variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '8080',
        DATA_DIR: '/var/lib/halal',
        DATABASE_URL: 'postgres://u:p@db:5432/halal',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'Boss@Example.com',
        ADMIN_PASSWORD: 'long enough pw',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'https://invest.example.com/',
        TRUST_PROXY: '10.0.0.1, 10.0.1.0/24',
        CLIENT_DIR: 'build/web',
        PDF_WORKERS: '3',
        POSTING_CHUNK_LINES: '500',
        OUTBOX_RETRY_SECONDS: '5',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 8080,
      dataDir: '/var/lib/halal',
      databaseUrl: 'postgres://u:p@db:5432/halal',
      seedDemo: false,
      admin: { email: 'boss@example.com', password: 'long enough pw' },
      logLevel: 'warn',
      publicUrl: 'https://invest.example.com',
      trustProxy: ['10.0.0.1', '10.0.1.0/24'],
      clientDir: path.resolve('/srv/app/build/web'),
      pdfWorkers: 3,
      postingChunkLines: 500,
      outboxRetryMs: 5000,
    });
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535 (got "eighty")'],
    [{ POSTING_CHUNK_LINES: '0' }, 'POSTING_CHUNK_LINES must be a whole number from 1 to 100000 (got "0")'],
    [{ OUTBOX_RETRY_SECONDS: '0' }, 'OUTBOX_RETRY_SECONDS must be a whole number from 1 to 3600 (got "0")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false (got "maybe")'],
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY must be a hop count (such as 1) or the proxies\' addresses (such as 10.0.0.1,10.0.1.0/24), not "true": trusting every hop would let any client choose its own address',
    ],
    [
      { TRUST_PROXY: '*' },
      'TRUST_PROXY must be a hop count (such as 1) or the proxies\' addresses (such as 10.0.0.1,10.0.1.0/24), not "*": trusting every hop would let any client choose its own address',
    ],
    [{ TRUST_PROXY: 'proxy.example' }, 'TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses/CIDRs (got "proxy.example")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test (got "staging")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded SQLite database)'],
    [{ PUBLIC_URL: 'invest.example.com' }, 'PUBLIC_URL must be an absolute http(s) URL such as https://invest.example.com (got "invest.example.com")'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD must be set when ADMIN_EMAIL is set'],
    [{ ADMIN_PASSWORD: 'long enough pw' }, 'ADMIN_EMAIL must be a valid email address when ADMIN_PASSWORD is set'],
    [{ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be 8 to 128 characters long'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL must be a URL like smtp://user:pass@mail.example.com:587 (got "mail.example.com")'],
    [
      { SMS_URL: 'https://sms.example.com/send' },
      'SMS_URL must be an http(s) URL with {to} and {text} where the number and the message go, such as https://sms.example.com/send?to={to}&text={text} (got "https://sms.example.com/send")',
    ],
    [{ SMS_URL: 'https://sms.example.com/send?to={to}' }, 'SMS_URL must have {text} where the message goes, as well as {to}'],
    [{ SMS_URL: 'https://sms.example.com/send?to={to}&text={text}', SMS_METHOD: 'PUT' }, 'SMS_METHOD must be one of GET, POST (got "PUT")'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a URL like redis://127.0.0.1:6379 (got "localhost:6379")'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM must be an address like "Halal Invest <no-reply@example.com>" (got "nobody")'],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset to use the default AWS credentials)'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET must be at least 32 characters long'],
    [{ SESSION_DAYS: '90' }, 'SESSION_DAYS must be a whole number from 1 to 30 (got "90")'],
    [{ PDF_WORKERS: '0' }, 'PDF_WORKERS must be a whole number from 1 to 64 (got "0")'],
    [{ APP_STORE_URL: 'http://x' }, 'APP_STORE_URL must be a URL like https://play.google.com/store/apps/details?id=… (got "http://x")'],
  ])('%j is refused with a message naming the variable', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  test('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', SEED_DEMO: 'x' })).toThrow(/Invalid configuration:\n {2}- PORT .*\n {2}- SEED_DEMO /);
  });
});

describe('PUBLIC_URL and TRUST_PROXY', () => {
  test('PUBLIC_URL defaults to http://localhost:$PORT', () => {
    expect(loadConfig({ PORT: '8080' }, '/srv/app').publicUrl).toBe('http://localhost:8080');
  });

  test('TRUST_PROXY takes a hop count or a list of addresses; 0 and false trust nobody', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }, '/srv/app').trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }, '/srv/app').trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }, '/srv/app').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }, '/srv/app').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,fd00::/8' }, '/srv/app').trustProxy).toEqual(['10.0.0.1', 'fd00::/8']);
  });

  test('a loopback PUBLIC_URL while HOST is not loopback gives a start-up warning', () => {
    expect(publicUrlWarning({ publicUrl: 'http://localhost:3000', host: '0.0.0.0' })).toMatch(
      /^PUBLIC_URL is http:\/\/localhost:3000, a loopback address, while HOST is 0\.0\.0\.0/,
    );
    expect(publicUrlWarning({ publicUrl: 'http://127.0.0.1:3000', host: '10.1.2.3' })).not.toBeNull();
    expect(publicUrlWarning({ publicUrl: 'http://[::1]:3000', host: '::' })).not.toBeNull();
    expect(publicUrlWarning({ publicUrl: 'http://localhost:3000', host: '127.0.0.1' })).toBeNull();
    expect(publicUrlWarning({ publicUrl: 'http://localhost:3000', host: 'localhost' })).toBeNull();
    expect(publicUrlWarning({ publicUrl: 'https://invest.example.com', host: '0.0.0.0' })).toBeNull();
  });
});
