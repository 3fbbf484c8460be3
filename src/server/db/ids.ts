import { randomBytes } from 'node:crypto';

/** 24 hex characters, like the `_id`s the client was written against; random, so ids reveal no counts. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function nowIso(): string {
  return new Date().toISOString();
}
