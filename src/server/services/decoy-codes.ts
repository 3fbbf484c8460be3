import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, type CodeCheck } from './email-codes';
import { sha256 } from './tokens';

const MAX_ENTRIES = 10_000;

/**
 * Wrong-code answers for addresses that have no pending code (unknown or already verified).
 * Without it, "5 tries left" forever would tell an attacker that no account waits behind an
 * address (SECURITY.md 3). It counts down and burns like a real code; the state is per process
 * and bounded, which is enough to make the answers indistinguishable for a casual prober. The reset
 * codes use their own set with their own lifetime and limit.
 */
export function createDecoyCodes(now: () => number = Date.now, { ttlMs = CODE_TTL_MS, maxAttempts = MAX_CODE_ATTEMPTS } = {}) {
  const entries = new Map<string, { attempts: number; expiresAt: number }>();

  return {
    check(email: string): Exclude<CodeCheck, { status: 'valid' }> {
      const key = sha256(email);
      const time = now();
      let entry = entries.get(key);
      if (entry && entry.expiresAt + ttlMs < time) {
        entries.delete(key);
        entry = undefined;
      }
      if (!entry) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entry = { attempts: 0, expiresAt: time + ttlMs };
        entries.set(key, entry);
      }
      if (entry.expiresAt <= time || entry.attempts >= maxAttempts) return { status: 'expired' };
      entry.attempts += 1;
      return { status: 'wrong', triesLeft: maxAttempts - entry.attempts };
    },
  };
}

export type DecoyCodes = ReturnType<typeof createDecoyCodes>;
