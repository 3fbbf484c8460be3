// Starts the built server on a fresh, temporary data directory (seeded with the demo content).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-invest-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'production';
for (const signal of ['SIGINT', 'SIGTERM', 'exit']) process.once(signal, () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(path.resolve('dist/server/server.js')).href);
