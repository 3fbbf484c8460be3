import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';

/** Local disk under DATA_DIR/uploads unless S3_BUCKET is configured. */
export function createStorage(config: Config): FileStorage {
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
