// Where the server runs from its TypeScript sources (tsx, jest), a worker thread starts in plain Node:
// it registers tsx and loads the same pdf-worker.ts. The build runs the compiled pdf-worker.js itself.
require('tsx/cjs/api').register();
module.exports = require('./pdf-worker.ts');
