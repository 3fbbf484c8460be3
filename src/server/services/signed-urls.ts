import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

/** A screenshot link works for 15 minutes: long enough to review, short enough that a leaked link dies. */
export const SCREENSHOT_URL_TTL_SECONDS = 15 * 60;

export interface SignedParams {
  /** Unix time in seconds after which the link stops working. */
  expires: number;
  signature: string;
}

export interface UrlSigner {
  sign(key: string, ttlSeconds?: number, nowMs?: number): SignedParams;
  /** True only for an untampered, unexpired signature of exactly this key. */
  verify(key: string, expires: unknown, signature: unknown, nowMs?: number): boolean;
}

// A purpose prefix keeps these signatures from ever being valid for some other use of the secret.
const PURPOSE = 'halal-invest:private-file:v1';

export function createUrlSigner(secret: Buffer | string): UrlSigner {
  const mac = (key: string, expires: number) => createHmac('sha256', secret).update(`${PURPOSE}\n${key}\n${expires}`).digest();
  return {
    sign(key, ttlSeconds = SCREENSHOT_URL_TTL_SECONDS, nowMs = Date.now()) {
      const expires = Math.floor(nowMs / 1000) + ttlSeconds;
      return { expires, signature: mac(key, expires).toString('base64url') };
    },
    verify(key, expires, signature, nowMs = Date.now()) {
      if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
      if (typeof signature !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
      // The text is compared, not the decoded bytes: the 43rd character carries 2 unused bits, so four
      // different texts decode to the same 32 bytes, and a changed link must never still open.
      const expected = Buffer.from(mac(key, Number(expires)).toString('base64url'));
      // Compare first, in constant time, so the answer time says nothing about the signature.
      const valid = timingSafeEqual(Buffer.from(signature), expected);
      return valid && Number(expires) * 1000 > nowMs;
    },
  };
}

/**
 * APP_SECRET when configured (required when several API processes share links). Otherwise a
 * random 32-byte secret is created once in DATA_DIR/.app-secret (mode 0600) and reused, so links
 * survive a restart. A second process starting at the same moment reads the first one's.
 */
export async function loadAppSecret(config: Pick<Config, 'appSecret' | 'dataDir'>): Promise<Buffer> {
  if (config.appSecret) return Buffer.from(config.appSecret, 'utf8');
  const file = path.join(config.dataDir, '.app-secret');
  await fs.mkdir(config.dataDir, { recursive: true });
  // Written aside, then hard-linked into place: link fails if the file exists and is atomic, so no
  // process ever reads a half-written secret or replaces one another process already uses.
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(candidate, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(candidate, { force: true });
  }
  const text = (await fs.readFile(file, 'utf8')).trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} is not a 64-character hex secret; delete it to create a new one (old links stop working)`);
  return Buffer.from(text, 'hex');
}

const signers = new WeakMap<Config, Promise<UrlSigner>>();

/** One signer per app configuration, shared by every route that makes or checks links. */
export function urlSignerFor(config: Config): Promise<UrlSigner> {
  let signer = signers.get(config);
  if (!signer) {
    signer = loadAppSecret(config).then(createUrlSigner);
    signers.set(config, signer);
  }
  return signer;
}
