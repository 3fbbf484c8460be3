import type { Readable } from 'node:stream';

/** A private file as read back from storage: a stream, so a screenshot is never held whole in memory. */
export interface StoredFile {
  body: Readable;
  contentType: string;
}

/**
 * What to store: bytes in memory, or a file on local disk that is copied (by the kernel where
 * possible) without passing through this process's memory. Large uploads use the file form.
 */
export type StorageData = Buffer | { path: string };

/**
 * Where uploaded and generated files live: local disk by default, an S3 bucket when configured.
 * Public files (project and promotion images) are served to anyone; private files (deposit
 * screenshots) are only ever read through the server, behind a signed link.
 */
export interface FileStorage {
  /** Stores a publicly readable file and returns the path or URL to keep in the database. */
  putPublic(key: string, data: StorageData, contentType: string): Promise<string>;
  /** Stores a file nobody can fetch directly; read it back with `readPrivate`. */
  putPrivate(key: string, data: StorageData, contentType: string): Promise<void>;
  /** The private file, or null when there is none under `key`. */
  readPrivate(key: string): Promise<StoredFile | null>;
  existsPrivate(key: string): Promise<boolean>;
  /**
   * The bytes of a public file by the URL `putPublic` returned (the certificate embeds the signature
   * image); null for a URL this storage did not make, or a file that is gone.
   */
  readPublic(url: string): Promise<Buffer | null>;
  /** Removes a stored file (the orphan-upload sweep); no error when it is already gone. */
  remove(key: string, visibility: 'public' | 'private'): Promise<void>;
}

// Keys are made by the server (generated ids), never taken from a user's file name; the pattern is
// a second line of defence against path traversal should a caller ever pass one through.
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`Unsafe storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf' };

/** Stored keys end in the extension of the type sniffed at upload, so the extension is trustworthy. */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
