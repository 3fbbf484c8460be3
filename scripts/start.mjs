// `npm start`: build the client and the server when the sources are newer than the last build
// (`npm run build` leaves the same stamp),
// then run the server in this same process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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

const built = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const changed = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
if (changed > built || !fs.existsSync(path.join(root, 'dist/server/server.js'))) {
  console.log('Building the app (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist/server/server.js')).href);
