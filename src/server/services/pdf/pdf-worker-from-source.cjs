// A worker thread starts in plain Node, so where the server runs from its TypeScript sources (tsx, jest) it registers tsx to load pdf-worker.ts.
require('tsx/cjs/api').register();
module.exports = require('./pdf-worker.ts');
