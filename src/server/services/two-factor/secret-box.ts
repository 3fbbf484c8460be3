import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { loadAppSecret } from '../signed-urls';

/** Seals TOTP secrets at rest, so a copy of the database alone cannot produce codes. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

/** AES-256-GCM with a key derived from the app secret (the one that signs file links; no second secret). */
export function createSecretBox(appSecret: Buffer): SecretBox {
  // A purpose label keeps this key distinct from every other use of the app secret.
  const key = Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), 'halal-invest:totp-secret:v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unreadable two-factor secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

const boxes = new WeakMap<Config, Promise<SecretBox>>();

/** One box per app configuration; the app secret is read (or created) once. */
export function secretBoxFor(config: Config): Promise<SecretBox> {
  let box = boxes.get(config);
  if (!box) {
    box = loadAppSecret(config).then(createSecretBox);
    boxes.set(config, box);
  }
  return box;
}
