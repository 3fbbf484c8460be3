import type { UrlSigner } from './signed-urls';

/** Where GET /api/file/private/* is mounted; signed links point here. */
export const PRIVATE_FILE_PATH = '/api/file/private/';

// `<ownerId>/<random id>.<ext>`: the owner is part of the key, so ownership needs no extra lookup.
const PRIVATE_KEY = /^([0-9a-f]{24})\/[0-9a-f]{24}\.(png|jpg)$/;

export function isPrivateKey(key: string): boolean {
  return PRIVATE_KEY.test(key);
}

/** The user a private key belongs to, or null for anything that is not a private key. */
export function privateKeyOwner(key: string): string | null {
  return PRIVATE_KEY.exec(key)?.[1] ?? null;
}

/**
 * A same-origin relative link to a private file that works for `ttlSeconds` (15 minutes by default).
 * Relative, so no request header can choose the host the screenshot link points at.
 */
export function signedPrivateUrl(key: string, signer: UrlSigner, ttlSeconds?: number): string {
  const { expires, signature } = signer.sign(key, ttlSeconds);
  return `${PRIVATE_FILE_PATH}${key}?expires=${expires}&signature=${signature}`;
}

/**
 * The private key inside a link this server made, whatever its host (PUBLIC_URL or a proxy may
 * differ from the caller's view) and whether or not the signature is still valid; null otherwise.
 */
export function privateKeyFromUrl(url: string): string | null {
  let parsed: URL;
  try {
    // Relative links (what the upload route answers) are read against a placeholder base.
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (!parsed.pathname.startsWith(PRIVATE_FILE_PATH)) return null;
  const key = parsed.pathname.slice(PRIVATE_FILE_PATH.length);
  return isPrivateKey(key) ? key : null;
}
