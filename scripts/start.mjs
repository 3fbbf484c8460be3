// `npm start`: build the client and the server when the sources are newer than the last build
// (`npm run build` leaves the same stamp), then run the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'public', 'package-lock.json', 'webpack.config.ts', 'babel.config.js', 'tsconfig.json'];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIfChanged() {
  const built = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
  if (changed <= built && fs.existsSync(path.join(root, 'dist/server/server.js'))) return;
  console.log('Building the app (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}

/** Runs this script again with MALLOC_ARENA_MAX=2 set, passing signals through and its exit code back. */
function rerunWithFewerArenas() {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
}

// glibc gives each thread that allocates its own malloc arena and keeps what they free: libvips'
// threads decoding uploads grew the server by 38-45 MB for ten 5 MB screenshots, with two arenas by
// 14-25 MB (PERFORMANCE.md 5; sharp's documentation advises the same). glibc reads the variable only
// when a process starts, so the server runs in a child started with it.
if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined) {
  rerunWithFewerArenas();
} else {
  buildIfChanged();
  process.env.NODE_ENV ??= 'production';
  await import(pathToFileURL(path.join(root, 'dist/server/server.js')).href);
}
