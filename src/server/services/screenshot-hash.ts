import { createHash } from 'node:crypto';
import type { FileStorage } from './storage/file-storage';

/**
 * SHA-256 (hex) of a private file's bytes, read through the storage abstraction (local disk or
 * S3) as a stream, so a 5 MB screenshot is never held whole; null when there is no such file.
 * Uploads are re-encoded the same way each time, so one picture sent twice hashes the same.
 */
export async function hashPrivateFile(storage: FileStorage, key: string): Promise<string | null> {
  const file = await storage.readPrivate(key);
  if (!file) return null;
  const hash = createHash('sha256');
  for await (const chunk of file.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
