/**
 * (A copy of the deposit feature's: features do not import each other.)
 * A fresh `Idempotency-Key`. randomUUID exists only in secure contexts (https, localhost); a plain-http
 * deployment still gets 128 random bits from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
