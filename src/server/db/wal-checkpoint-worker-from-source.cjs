// A worker thread starts in plain Node, so where the server runs from its TypeScript sources (tsx, jest) it registers tsx to load wal-checkpoint-worker.ts.
require('tsx/cjs/api').register();
require('./wal-checkpoint-worker.ts');
