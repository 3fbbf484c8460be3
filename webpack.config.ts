import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, Configuration } from 'webpack';
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
      ...(production ? [new InitialChunkGuard()] : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React and MUI change rarely: their own long-cached chunks.
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, name: 'react', priority: 20 },
          mui: { test: /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/, name: 'mui', priority: 10 },
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
