import { randomBytes } from 'node:crypto';

/** 24 hex characters, like the `_id`s the client was written against; random, so ids reveal no counts. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * `count` ids in ascending order, for a bulk insert of rows no reference is read from (a
 * distribution's line transfers): the time prefix puts the whole batch in one place in the primary
 * key, appended in order, where random ids would touch 100,000 random pages of it. The tail is
 * random, so an id tells no more than the row's created_at does. Same shape as newId.
 */
export function newOrderedIds(count: number): string[] {
  const prefix = Date.now().toString(16).padStart(12, '0').slice(-12);
  const hex = randomBytes(6 * count).toString('hex');
  const ids = Array.from({ length: count }, (_, i) => prefix + hex.slice(i * 12, i * 12 + 12)).sort();
  // 48 random bits: two equal tails in 100,000 are unlikely (1 in 50,000), not impossible.
  return ids.some((id, i) => id === ids[i - 1]) ? newOrderedIds(count) : ids;
}
