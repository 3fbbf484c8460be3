import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Eight digits from the CSPRNG, leading zeros kept: the reset code typed on a phone. */
export function eightDigitCode(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}

/** Tokens and codes are stored as sha256 so a copy of the database cannot be used to sign in. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
