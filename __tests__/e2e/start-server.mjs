// Starts the built server on a fresh, temporary data directory (seeded with the demo content), sending
// its mail to the test mailbox (mail-sink.mjs) and with a known administrator.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startMailSink } from './mail-sink.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-invest-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'production';
process.env.SMTP_URL = await startMailSink(Number(process.env.E2E_MAIL_PORT));
for (const signal of ['SIGINT', 'SIGTERM', 'exit']) process.once(signal, () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(path.resolve('dist/server/server.js')).href);
