/**
 * Builds the reference React + MUI shell (bench/reference-shell/shell.tsx) with the app's own
 * webpack and Babel set-up, production mode, into a temporary directory, and reports the gzip size
 * of the JavaScript it emits: the yardstick for the home route's JS (PERFORMANCE.md row 1).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';

export interface ReferenceShell {
  gzipKB: number;
  files: number;
}

function compile(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) reject(error ?? new Error('webpack gave no stats'));
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(stats);
    });
  });
}

export async function buildReferenceShell(): Promise<ReferenceShell> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-bench-shell-'));
  try {
    await compile({
      mode: 'production',
      context: path.resolve('.'),
      entry: './bench/reference-shell/shell.tsx',
      output: { path: outDir, filename: '[name].[contenthash:10].js' },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: [{ test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: { envName: 'production' } } }] },
      // The same split as the app (runtime, React, MUI), so both pay the same per-chunk overhead.
      optimization: { runtimeChunk: 'single', splitChunks: { chunks: 'all' } },
      performance: { hints: false },
    });
    const scripts = fs.readdirSync(outDir).filter((file) => file.endsWith('.js'));
    // Level 9, as the build's CompressionPlugin writes the app's .gz copies.
    const bytes = scripts.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length, 0);
    return { gzipKB: Number((bytes / 1024).toFixed(1)), files: scripts.length };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  buildReferenceShell().then(
    (result) => console.log(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
