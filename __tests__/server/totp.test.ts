import { randomBytes } from 'node:crypto';
import { createSecretBox } from '../../src/server/services/two-factor/secret-box';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUrl, totpCode, totpStep } from '../../src/server/services/two-factor/totp';

// RFC 6238 appendix B: the SHA1 seed "12345678901234567890" and its 8-digit codes.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  test.each(RFC_VECTORS)('the RFC test vector at %i s is %s (8 digits), and its last 6 digits with 6', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  test('RFC 4226 appendix D HOTP values', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  test('base32 round-trips and reads lower case, spaces and padding', () => {
    const bytes = randomBytes(20);
    const text = base32Encode(bytes);
    expect(text).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(text.toLowerCase().replace(/(.{4})/g, '$1 ')).equals(bytes)).toBe(true);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(() => base32Decode('not base32!')).toThrow();
  });

  test('accepts the steps before and after, refuses older ones and steps up to the last used', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    const at = (offset: number) => totpCode(RFC_SECRET, now + offset * 30_000);
    expect(matchTotp(RFC_SECRET, at(0), now, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, at(-1), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, at(1), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, at(-2), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(2), now, null)).toBeNull();
    // A code is accepted once: not again for its own step, nor an older one.
    expect(matchTotp(RFC_SECRET, at(0), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(-1), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(1), now, step)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, 'abcdef', now, null)).toBeNull();
  });

  test('the otpauth link names the issuer and the account', () => {
    expect(otpauthUrl('amina+x@example.com', 'ABC')).toBe('otpauth://totp/Halal%20Invest:amina%2Bx%40example.com?secret=ABC&issuer=Halal%20Invest');
  });

  test('secrets are sealed with AES-256-GCM: unreadable with another app secret or when tampered with', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed); // a fresh IV each time
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] as string, 'base64url');
    body[0] = (body[0] as number) ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'))).toThrow();
  });
});
