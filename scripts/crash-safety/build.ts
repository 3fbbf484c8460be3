import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { removeLeftovers } from './leftovers';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Compiles the server as `npm run build:server` does, into a directory of its own under
 * node_modules/.cache (so `require('fastify')` resolves from the project). A built server starts in
 * about a third of the time tsx needs, and a run of hundreds of kills is mostly restarts. Emit only
 * (--noCheck, a few seconds): `npm run typecheck` is what checks the types.
 * Returns the built server.js and a function that removes the build.
 */
export async function buildServer(): Promise<{ entry: string; remove: () => void }> {
  const cacheDir = path.join(ROOT, 'node_modules', '.cache', 'crash-safety');
  removeLeftovers(cacheDir, 'build-');
  const outDir = path.join(cacheDir, `build-${process.pid}-${Date.now()}`);
  const remove = () => fs.rmSync(outDir, { recursive: true, force: true });
  const tsc = require.resolve('typescript/bin/tsc');
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', 'src/server/tsconfig.build.json', '--outDir', outDir, '--sourceMap', 'false', '--noCheck'], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    remove();
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`Building the server failed:\n${stdout}${stderr}`);
  }
  return { entry: path.join(outDir, 'server', 'server.js'), remove };
}
