import { spawn, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

const SERVER = path.join(__dirname, '..', '..', '..', 'src', 'server', 'server.ts');

/** A fresh data directory for each test, removed after it; read `.path` inside tests. */
export function useDataDir(prefix: string): { path: string } {
  const dir = { path: '' };
  beforeEach(() => (dir.path = fs.mkdtempSync(path.join(os.tmpdir(), prefix))));
  afterEach(() => fs.rmSync(dir.path, { recursive: true, force: true }));
  return dir;
}

/**
 * The real server (src/server/server.ts) as production starts it, on `port` with `dataDir`: what
 * happens at start-up and on signals is only seen in a process of its own. `env` adds to or overrides it.
 */
export function spawnServer(dataDir: string, port: number, env: Record<string, string> = {}): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      CLIENT_DIR: path.join(dataDir, 'none'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
