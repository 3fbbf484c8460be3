let made = 0;

/** A new idempotency key, unique in the run; `prefix` says what a test sends it with, for reading a failure. */
export const idempotencyKey = (prefix = 'key'): string => `${prefix}-${++made}-${Math.random().toString(36).slice(2, 10)}`;
