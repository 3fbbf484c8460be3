/**
 * Starts the built server (`npm run build` first) as a child process on a temporary data directory,
 * the way `npm start` runs it in production. Every bench that measures the real app starts it here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port';
import { waitForHealth } from '../../scripts/lib/wait-for-health';

export { freePort, waitForHealth };

export interface BuiltServer {
  port: number;
  origin: string;
  dataDir: string;
  child: ChildProcess;
  stop: () => void;
}

export interface StartOptions {
  /** Extra environment for the server (SEED_DEMO, ADMIN_EMAIL, …). */
  env?: Record<string, string>;
  /** The script to run; `scripts/start.mjs` measures what `npm start` does. */
  entry?: string;
}

export function requireBuild(): void {
  if (!fs.existsSync('dist/client/index.html') || !fs.existsSync('dist/server/server.js')) throw new Error('run `npm run build` first');
}

export function spawnServer(options: StartOptions & { port: number; dataDir: string }): ChildProcess {
  return spawn(process.execPath, [options.entry ?? 'dist/server/server.js'], {
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function startBuiltServer(options: StartOptions = {}): Promise<BuiltServer> {
  requireBuild();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-bench-'));
  const child = spawnServer({ ...options, port, dataDir });
  const stop = () => {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(origin);
  } catch (error) {
    stop();
    throw error;
  }
  return { port, origin, dataDir, child, stop };
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
