import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

/** Files under DATA_DIR/uploads, outside the static root of the SPA, served at /uploads/. */
export function createLocalStorage(uploadsDir: string): FileStorage {
  return {
    async putPublic(key, data) {
      if (!/^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
      const target = path.join(uploadsDir, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, data);
      return `/uploads/${key}`;
    },
  };
}
