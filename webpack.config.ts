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

// Code the public pages must not load up front (PERFORMANCE.md 1): forms, flow machines, admin screens, toasts.
const NOT_INITIAL = /[\\/](node_modules[\\/](formik|yup|xstate|@xstate|react-window|@mui[\\/]x-charts|notistack)|src[\\/]client[\\/]features[\\/]admin)[\\/]/;

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
 * Lists in index.html, as JSON, the files of each lazily loaded screen's chunks (`page-{name}`,
 * src/client/app/routes.tsx): the page's first script (src/client/preload.ts) asks for the opened
 * screen's files while the app's own are still downloading (PERFORMANCE.md 2).
 */
class PageChunksManifest {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PageChunksManifest', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PageChunksManifest', (data) => {
        const pages: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!name.startsWith('page-')) continue;
          const files = group.chunks.filter((chunk) => !chunk.canBeInitial()).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          pages[name.slice('page-'.length)] = files.map((file) => `/${file}`);
        }
        data.headTags.push({
          tagName: 'script',
          voidTag: false,
          attributes: { type: 'application/json', id: 'page-chunks' },
          innerHTML: JSON.stringify(pages).replace(/</g, '\\u003c'),
          meta: { plugin: 'PageChunksManifest' },
        });
        return data;
      });
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

const reactRouterBuild = (file: string) => path.resolve(__dirname, 'node_modules/react-router/dist/production', file);
const muiStyles = (file: string) => path.resolve(__dirname, 'node_modules/@mui/material/styles', file);

/** Lighter equivalents of what the first load would otherwise carry (PERFORMANCE.md 1); a missing target fails the build. */
const productionAliases = {
  // react-router exports only its development build to bundlers; the production one drops dev-only warnings.
  'react-router$': reactRouterBuild('index.mjs'),
  'react-router/dom$': reactRouterBuild('dom-export.mjs'),
  // MUI's createTheme and ThemeProvider carry the CSS-variables theme machinery (createThemeWithVars,
  // CssVarsProvider: about 8 KB gzip) for themes that ask for it. Ours does not (theme.ts sets neither
  // cssVariables nor colorSchemes), and for such a theme MUI itself calls exactly these two plain ones.
  [muiStyles('createTheme.mjs')]: muiStyles('createThemeNoVars.mjs'),
  [muiStyles('ThemeProvider.mjs')]: muiStyles('ThemeProviderNoVars.mjs'),
};

export default (env: { WEBPACK_SERVE?: boolean }, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  const serving = Boolean(env.WEBPACK_SERVE);
  const babelOptions = { cacheDirectory: true, envName: production ? 'production' : 'development', plugins: serving ? ['react-refresh/babel'] : [] };
  return {
    mode: production ? 'production' : 'development',
    // The translation preload first: it runs while the larger chunks are still downloading.
    // The preload entry first: it runs while the larger chunks are still downloading; main reuses its
    // language detection instead of carrying a second copy.
    entry: {
      preload: './src/client/preload.ts',
      main: { import: './src/client/main.tsx', dependOn: 'preload' },
    },
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      publicPath: '/',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: production ? productionAliases : {},
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: babelOptions } },
        { test: /\.(woff2?|png|jpe?g|svg)$/, type: 'asset/resource' },
        // Emotion imports it for its side effects only (withTheme, unused here); it has none, so it is dropped.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html' }),
      new PageChunksManifest(),
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
          // The libraries of the first load change only with an upgrade: one long-cached chunk (one file
          // compresses smaller than three). 'initial' only: a named group over all chunks would pull
          // every lazy screen's libraries (MUI components, forms) into the first load.
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: 10 },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      static: { directory: path.resolve(__dirname, 'public'), watch: true },
      // The API, uploads and their resized copies (/images/{width}/{key}) come from the API server;
      // /images/project-placeholder.svg and the rest of public/ stay with the dev server.
      proxy: [{ context: (pathname: string) => /^\/(api|uploads)(\/|$)|^\/images\/\d+\//.test(pathname), target: `http://localhost:${API_PORT}` }],
      client: { overlay: { warnings: false, errors: true } },
    },
  };
};
