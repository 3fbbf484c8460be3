import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, contentTypeOfKey, type FileStorage, type StorageData } from './file-storage';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Writes `target` through a side file and a rename, so a reader never sees half a file. */
async function writeWhole(target: string, data: StorageData, mode: number): Promise<void> {
  const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
  try {
    if (Buffer.isBuffer(data)) await fs.writeFile(partial, data, { mode, flag: 'wx' });
    else {
      // copyFile lets the kernel move the bytes; they never enter this process.
      await fs.copyFile(data.path, partial, fs.constants.COPYFILE_EXCL);
      await fs.chmod(partial, mode);
    }
    await fs.rename(partial, target);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/**
 * Public files under DATA_DIR/uploads, served at /uploads/ (plugins/static-files.ts); private files
 * under DATA_DIR/private, which no static route serves: they leave only through a signed link.
 */
export function createLocalStorage(uploadsDir: string, privateDir = path.join(path.dirname(uploadsDir), 'private')): FileStorage {
  return {
    async putPublic(key, data) {
      assertSafeKey(key);
      const target = path.join(uploadsDir, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await writeWhole(target, data, 0o644);
      return `/uploads/${key}`;
    },

    async putPrivate(key, data) {
      assertSafeKey(key);
      const target = path.join(privateDir, key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeWhole(target, data, 0o600);
    },

    async readPrivate(key) {
      assertSafeKey(key);
      try {
        const handle = await fs.open(path.join(privateDir, key), 'r');
        return { body: handle.createReadStream(), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async existsPrivate(key) {
      assertSafeKey(key);
      try {
        return (await fs.stat(path.join(privateDir, key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async readPublic(url) {
      if (!url.startsWith('/uploads/')) return null;
      const key = url.slice('/uploads/'.length);
      assertSafeKey(key);
      try {
        return await fs.readFile(path.join(uploadsDir, key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key, visibility) {
      assertSafeKey(key);
      await fs.rm(path.join(visibility === 'public' ? uploadsDir : privateDir, key), { force: true });
    },
  };
}
