// Babel compiles the client only (webpack passes envName and, under `webpack serve`, the
// react-refresh plugin); the server is compiled by tsc and tests run through ts-jest.
module.exports = (api) => {
  const dev = api.env('development');
  return {
    presets: [
      ['@babel/preset-env', { bugfixes: true, modules: false, targets: 'defaults and supports es6-module' }],
      ['@babel/preset-react', { runtime: 'automatic', development: dev }],
      ['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }],
    ],
  };
};
