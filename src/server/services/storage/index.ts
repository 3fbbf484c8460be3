import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

/** An S3 bucket when S3_BUCKET is configured; otherwise DATA_DIR/uploads (public) and DATA_DIR/private. */
export function createStorage(config: Config): FileStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'uploads'), path.join(config.dataDir, 'private'));
}
