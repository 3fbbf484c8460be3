import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 with the parameters every authenticator app uses: HMAC-SHA1, 6 digits, 30-second steps. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after is accepted too: phone clocks drift and typing takes time. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'Halal Invest';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Accepts lower case, spaces and padding, as people copy secrets by hand. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** 20 random bytes (160 bits, RFC 4226's recommendation), base32 as authenticator apps expect. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP: the code for one counter value. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const totpStep = (timeMs: number) => Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);

/** The code a base32 secret shows at `timeMs`. */
export function totpCode(secret: string, timeMs = Date.now(), digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), totpStep(timeMs), digits);
}

/**
 * The step `code` belongs to, within ±1 step of `timeMs` and later than `lastStep`; null when it
 * matches none. Returning the step lets the caller store it, so a code is accepted only once.
 */
export function matchTotp(secret: string, code: string, timeMs: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(timeMs);
  let found: number | null = null;
  // Every candidate is compared, so the time taken says nothing about which one matched.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    if (same && (lastStep === null || step > lastStep) && found === null) found = step;
  }
  return found;
}

/** The link authenticator apps read from the QR code (Google's Key Uri Format). */
export function otpauthUrl(email: string, secret: string): string {
  const issuer = encodeURIComponent(TOTP_ISSUER);
  return `otpauth://totp/${issuer}:${encodeURIComponent(email)}?secret=${secret}&issuer=${issuer}`;
}
