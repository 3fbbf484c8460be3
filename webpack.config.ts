import path from 'node:path';
import zlib from 'node:zlib';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, Configuration } from 'webpack';
import { GenerateSW } from 'workbox-webpack-plugin';
import 'webpack-dev-server';

const API_PORT = Number(process.env.API_PORT ?? 3001);

// Code the public pages must not load up front (PERFORMANCE.md 1): forms, flow machines, admin screens.
const NOT_INITIAL = /[\\/](node_modules[\\/](formik|yup|xstate|@xstate|react-window|@mui[\\/]x-charts)|src[\\/]client[\\/]features[\\/]admin)[\\/]/;

/** Fails a production build whose entry chunks pull in code that belongs in lazy chunks. */
class InitialChunkGuard {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap('InitialChunkGuard', (compilation) => {
      const offenders = new Set<string>();
      for (const chunk of compilation.chunks) {
        if (!chunk.canBeInitial()) continue;
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          const resource = (module as { resource?: string }).resource ?? module.identifier();
          if (NOT_INITIAL.test(resource)) offenders.add(path.relative(__dirname, resource));
        }
      }
      if (offenders.size > 0) {
        compilation.errors.push(new Error(`These modules must load lazily, not with the first page:\n  ${[...offenders].slice(0, 20).join('\n  ')}`) as never);
      }
    });
  }
}

/**
 * The installable app's service worker (DECISIONS.md /download): precaches the shell, every JS chunk,
 * the translations and /data/*.json, and answers navigations with index.html. It registers no runtime
 * routes, so /api and /uploads always go to the network and API answers are never cached.
 */
function serviceWorker(): GenerateSW {
  return new GenerateSW({
    swDest: 'service-worker.js',
    clientsClaim: true,
    // No skipWaiting: an open tab keeps the worker (and chunks) it started with until it is closed.
    cleanupOutdatedCaches: true,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads\//, /\.[a-z0-9]+$/i],
    exclude: [/\.map$/, /\.LICENSE\.txt$/, /\.(gz|br)$/, /^icons\/(apple-touch-icon|maskable-)/],
    // index.html and the locale files have no hash in their names: workbox revisions them by content.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.\w+$/,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    sourcemap: false,
  });
}

/**
 * .gz and .br copies of every text asset, made once at build time: the server sends them as they are
 * (@fastify/static preCompressed), so no request pays for compression.
 */
function precompressed(): Array<CompressionPlugin<zlib.ZlibOptions> | CompressionPlugin<zlib.BrotliOptions>> {
  const test = /\.(js|css|html|json|svg|webmanifest|txt)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 }, threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin<zlib.BrotliOptions>({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

export default (env: { WEBPACK_SERVE?: boolean }, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  const serving = Boolean(env.WEBPACK_SERVE);
  const babelOptions = { cacheDirectory: true, envName: production ? 'production' : 'development', plugins: serving ? ['react-refresh/babel'] : [] };
  return {
    mode: production ? 'production' : 'development',
    entry: './src/client/main.tsx',
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      publicPath: '/',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: babelOptions } },
        { test: /\.(woff2?|png|jpe?g|svg)$/, type: 'asset/resource' },
      ],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html' }),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      ...(serving ? [new ReactRefreshPlugin()] : []),
      ...(production ? [new InitialChunkGuard(), serviceWorker(), ...precompressed()] : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React and MUI change rarely: their own long-cached chunks. 'initial' only: a named group
          // over all chunks would pull every lazy screen's MUI components into the first load.
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, name: 'react', chunks: 'initial', priority: 20 },
          mui: { test: /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/, name: 'mui', chunks: 'initial', priority: 10 },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      static: { directory: path.resolve(__dirname, 'public'), watch: true },
      proxy: [{ context: ['/api', '/uploads'], target: `http://localhost:${API_PORT}` }],
      client: { overlay: { warnings: false, errors: true } },
    },
  };
};
