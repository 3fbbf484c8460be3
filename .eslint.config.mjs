// ESLint flat config. Run as `eslint -c .eslint.config.mjs` (the top level keeps only dotfiles).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const root = import.meta.dirname;
const TS = ['**/*.ts', '**/*.tsx'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];

// ---- Architecture boundaries, read from the directories so a new feature is covered at once ----
const subdirs = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const FEATURES = 'src/client/features';
const ADMIN = `${FEATURES}/admin`;
// Admin pieces every admin area may use; they are not areas themselves.
const ADMIN_COMMON = ['shell', 'shared'].filter((name) => fs.existsSync(path.join(root, ADMIN, name)));

export const boundaryZones = [
  // (a) shared code runs on both sides, so it imports neither.
  { target: 'src/shared', from: 'src/client', message: 'src/shared must not import client code.' },
  { target: 'src/shared', from: 'src/server', message: 'src/shared must not import server code.' },
  // (b) server and client meet only through src/shared.
  { target: 'src/server', from: 'src/client', message: 'Server code must not import client code (share it through src/shared).' },
  { target: 'src/client', from: 'src/server', message: 'Client code must not import server code (share it through src/shared).' },
  // (b2) the money module is called by routes, jobs, the seed and the bench; it never calls back into them.
  ...['src/server/routes', 'src/server/plugins', 'src/server/jobs'].map((from) => ({
    target: 'src/server/money',
    from,
    message: 'The money module must not import routes, plugins or jobs: they call it, not the other way round.',
  })),
  {
    target: 'src/server/money',
    from: 'src/server/services',
    except: ['./audit.ts', './payment-reference-key.ts'],
    message: 'The money module uses only the database, shared code, the audit trail and the outbox (src/server/notifications); services call it.',
  },
  // (c) a feature never imports another feature; shared pieces live in src/client/components (or src/shared).
  ...subdirs(FEATURES)
    .filter((name) => name !== 'admin')
    .map((name) => ({
      target: `${FEATURES}/${name}`,
      from: FEATURES,
      except: [`./${name}`],
      message: `Feature "${name}" must not import another feature; move what they share to src/client/components.`,
    })),
  // Admin areas count as features: an area may use admin/shell and admin/shared, but no other area and no user-side feature.
  ...subdirs(ADMIN)
    .filter((name) => !ADMIN_COMMON.includes(name))
    .map((name) => ({
      target: `${ADMIN}/${name}`,
      from: FEATURES,
      except: [`./admin/${name}`, ...ADMIN_COMMON.map((common) => `./admin/${common}`)],
      message: `Admin area "${name}" must not import another admin area or a user-side feature; move what they share to admin/shared or src/client/components.`,
    })),
  // admin/shared sits below every area and the shell.
  ...(ADMIN_COMMON.includes('shared')
    ? [
        {
          target: `${ADMIN}/shared`,
          from: FEATURES,
          except: ['./admin/shared'],
          message: 'admin/shared must not import the admin shell, an admin area or another feature.',
        },
      ]
    : []),
  // The admin shell is the admin side's composition root (like src/client/app for the whole app): it mounts
  // every area's tab (shell/tabs.tsx) and shows their counts, so it may import admin areas, but no user-side feature.
  ...(ADMIN_COMMON.includes('shell')
    ? [
        {
          target: `${ADMIN}/shell`,
          from: FEATURES,
          except: ['./admin'],
          message: 'The admin shell must not import a user-side feature.',
        },
      ]
    : []),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'data/',
      'public/', // static assets and generated locale files, no source
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,

  // Type-aware TypeScript for every .ts/.tsx file; all of them are in tsconfig.json's include
  // (src, __tests__, bench, scripts, webpack.config.ts, playwright.config.ts).
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node },
    },
    rules: {
      // A leading underscore marks a deliberately unused binding (rest-omit, placeholder parameters).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Off: fastify handlers/hooks and xstate/RTK callbacks are async by contract (they must return a promise) even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      // Off: Kysely's expression builder is destructured by design (({ not, exists }) => ...) and our factory objects are closures without `this`.
      '@typescript-eslint/unbound-method': 'off',
      // Off: it calls xstate's `types: { input: {} as X }` and fastify's contextual `as FastifySchema` unnecessary, and its autofix broke those types.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },

  // Plain JavaScript (babel.config.js, scripts/*.mjs, __tests__/e2e/*.mjs, this file): in no tsconfig, so not type-checked.
  {
    files: JS,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', 'babel.config.js'],
    languageOptions: { sourceType: 'commonjs' },
  },

  // Browser code.
  {
    files: ['src/client/**/*.{ts,tsx}', '__tests__/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['__tests__/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    // Tests read untyped JSON answers (`response.json()`), hand-build failure shapes and spy on methods:
    // the type-safety rules below guard product code, not assertions.
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fakes reject with the plain {status, data} objects RTK Query and fetch wrappers produce.
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      // `await act(() => router.navigate(...))`: act is typed void for a sync callback but returns a thenable that flushes updates.
      '@typescript-eslint/await-thenable': 'off',
    },
  },

  // Migrations are written against Kysely<any> on purpose (Kysely's advice: a migration must not depend on today's schema type).
  {
    files: ['src/server/db/migrations/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // React hooks.
  {
    files: ['src/client/**/*.{ts,tsx}', '__tests__/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Accessibility of the JSX we render.
  {
    files: ['src/client/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/client/**/*.tsx'],
    rules: {
      // Off: dialogs and single-purpose screens focus their first field on open on purpose (the WAI-ARIA dialog pattern).
      'jsx-a11y/no-autofocus': 'off',
    },
  },

  // Architecture boundaries.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
);
