import { EnvError, makeValidator } from 'envalid';

// envalid validators, one per kind of setting, each refusing with a message that names the variable
// and what it takes (the messages config.test.ts holds). config.ts says which variable is which.

const refuse = (message: string): never => {
  throw new EnvError(message);
};

export const text = makeValidator<string>((value) => value);

export const oneOf = <T extends string>(name: string, allowed: readonly T[]) =>
  makeValidator<T>((value) => ((allowed as readonly string[]).includes(value) ? (value as T) : refuse(`${name} must be one of ${allowed.join(', ')} (got "${value}")`)));

export const trueOrFalse = (name: string) =>
  makeValidator<boolean>((value) => {
    const lower = value.toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(lower)) return true;
    if (['false', '0', 'no', 'off'].includes(lower)) return false;
    return refuse(`${name} must be true or false (got "${value}")`);
  });

export const wholeNumber = (name: string, min: number, max: number) =>
  makeValidator<number>((value) =>
    /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : refuse(`${name} must be a whole number from ${min} to ${max} (got "${value}")`),
  );

export const urlLike = (name: string, pattern: RegExp, example: string) =>
  makeValidator<string>((value) => (pattern.test(value) ? value : refuse(`${name} must be a URL like ${example} (got "${value}")`)));

/** A text that must match `pattern`, else `message` (a message that needs no value in it). */
export const matching = (pattern: RegExp, message: (value: string) => string) => makeValidator<string>((value) => (pattern.test(value) ? value : refuse(message(value))));

const TRUST_EVERYTHING = ['true', 'yes', 'on', 'all', '*'];
const IPV4_OR_CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6_OR_CIDR = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: unset/false/0 trusts no proxy; a hop count (1, 2) trusts that many proxies in front;
 * a comma-separated list trusts only those addresses or CIDRs. The client address is then the one
 * the nearest untrusted hop saw, so an X-Forwarded-For entry the client wrote itself changes nothing.
 */
export const trustProxy = makeValidator<false | number | string[]>((value) => {
  const lower = value.toLowerCase();
  if (['false', 'no', 'off', '0'].includes(lower)) return false;
  if (TRUST_EVERYTHING.includes(lower)) {
    return refuse(
      `TRUST_PROXY must be a hop count (such as 1) or the proxies' addresses (such as 10.0.0.1,10.0.1.0/24), not "${value}": trusting every hop would let any client choose its own address`,
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : refuse(`TRUST_PROXY hop count must be from 0 to 10 (got "${value}")`);
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !IPV4_OR_CIDR.test(entry) && !IPV6_OR_CIDR.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry));
  if (entries.length === 0 || bad.length > 0) return refuse(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses/CIDRs (got "${value}")`);
  return entries;
});
