import { randomBytes } from 'node:crypto';

/** 24 hex characters, like the `_id`s the client was written against; random, so ids reveal no counts. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** `count` ids as newId makes them, from one random buffer: 100,000 separate calls take a second. */
export function newIds(count: number): string[] {
  const hex = randomBytes(12 * count).toString('hex');
  return Array.from({ length: count }, (_, i) => hex.slice(i * 24, i * 24 + 24));
}
