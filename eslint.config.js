import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serviceFolderOrder from './eslint-rules/service-folder-order.js';

const electronOnly = {
  name: 'electron',
  message:
    'Only electron/main and electron/preload may import electron; services stay plain Node so the CLI and browser mode can run them.',
};

/**
 * Imports only flow down (VS Code's layering rule): cli, server and main compose the app, the app
 * composes services, and no service reaches back up into what is built on it.
 */
const layering = {
  group: ['**/app/**', '**/cli/**', '**/server/**', '**/main/**', '**/app', '**/cli', '**/server', '**/main'],
  message: 'electron/services may not import app, cli, server or main: imports flow cli, server, main → app → services → shared.',
};

/**
 * A service's shape is a declared interface, so what it promises is read in one place and a change to
 * its closure cannot widen or narrow it by accident.
 */
const inferredServiceType = {
  selector: "ExportNamedDeclaration > TSTypeAliasDeclaration TSTypeReference[typeName.name='ReturnType']",
  message:
    'Services export a declared interface, not ReturnType<…>: write `export interface X { … }` (a one-line doc per member) and `createX(…): X`.',
};

const wireErrors =
  "The wire's errors (shared/api/errors.ts) belong to the app: a service throws its own (its errors.ts: `class XxxError extends ServiceError<XxxErrorCode>`), and electron/app/errors.ts maps it to the API's code.";

const sdkToEngine = 'sdk/ reaches the engine only through electron/public.ts: export what it needs there.';

/** Resolves imports as Node does, whole file names (`./x.ts`); only TypeScript files are followed. */
const importResolution = {
  'import-x/extensions': ['.ts', '.tsx'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })],
};

/**
 * The service folders, low to high: each imports only its own folder and those before it, so no two
 * folders import each other, through any path (test/unit/lint/service-folders.test.ts).
 */
const SERVICE_FOLDER_ORDER = [
  'events',
  'journal',
  'secrets',
  'public',
  'manifest',
  'mocks',
  'platform',
  'host',
  'installations',
  'site',
  'preview',
  'requests',
  'webhooks',
  'workspace',
  'fixtures',
  'inspector',
];

/** The layers below the services, each importing only those below it: platform-types < shared < sdk, electron/lib. */
const lowerLayers = [
  {
    target: './platform-types',
    from: ['./shared', './sdk', './electron', './renderer'],
    message: 'platform-types/ is the lowest layer (the generated platform types): it imports nothing of the studio.',
  },
  {
    target: './shared',
    from: ['./sdk', './electron', './renderer'],
    message: 'shared/ imports only platform-types/ and packages: what sdk/ and shared/ both need belongs in platform-types/ or shared/.',
  },
  {
    target: './electron/lib',
    from: [
      './sdk',
      './renderer',
      './electron/services',
      './electron/app',
      './electron/cli',
      './electron/server',
      './electron/main',
      './electron/preload',
    ],
    message: 'electron/lib imports only shared/, platform-types/ and packages: move what it needs down into electron/lib.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '**/.studio/**',
      'tmp/**',
      '.tmp-*',
      'platform-types/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-restricted-imports': ['error', { paths: [electronOnly], patterns: [{ group: ['electron/*'], message: electronOnly.message }] }],
    },
  },
  {
    files: ['electron/main/**', 'electron/preload/**', 'test/e2e/electron*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['electron/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [electronOnly], patterns: [{ group: ['electron/*'], message: electronOnly.message }, layering] },
      ],
      'no-restricted-syntax': ['error', inferredServiceType],
    },
  },
  {
    // Containment takes a record sink and small getters (DESIGN "Code we hold up as models", 2 and 8).
    files: ['electron/services/host/containment/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnly],
          patterns: [
            { group: ['electron/*'], message: electronOnly.message },
            layering,
            {
              group: ['**/services/journal/**', '**/services/events/**', '../../journal/**', '../../events/**'],
              message: 'host/containment imports neither the journal nor the bus: it gets a record sink and small getters.',
            },
          ],
        },
      ],
    },
  },
  {
    // The runtime's worker modules run inside workerd (the gate is containment): no Node globals, no
    // Node built-in but the prelude's AsyncLocalStorage, and neither the journal nor the bus.
    files: ['electron/services/host/workers/*.worker.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnly],
          patterns: [
            { group: ['electron/*'], message: electronOnly.message },
            layering,
            {
              group: ['node:*', '!node:async_hooks', 'esbuild', 'miniflare', 'undici', '**/paths.ts', '**/sources.ts'],
              message:
                'Worker modules run inside workerd: they import only other worker modules, plain values (workers/constants.ts) and node:async_hooks.',
            },
            {
              group: ['**/services/journal/**', '**/services/events/**', '../../journal/**', '../../events/**'],
              message: 'host/containment imports neither the journal nor the bus: it gets a record sink and small getters.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services throw their own errors (an errors.ts per folder, electron/lib/service-error.ts); the app
    // maps them to the API's codes once (electron/app/errors.ts). A distinct rule name, so the
    // layering fences above keep their own no-restricted-imports options.
    files: ['electron/services/**', 'electron/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/shared/api/errors.ts'], message: wireErrors },
            {
              group: ['**/shared/api/index.ts'],
              importNames: ['StudioError', 'ErrorCode', 'StudioErrorShape'],
              message: wireErrors,
            },
          ],
        },
      ],
    },
  },
  {
    // The CLI is a client of the studio it starts: through the gate, as the renderer, never its session's services.
    files: ['electron/cli/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='session']",
          message:
            'CLI commands reach the studio through its gate: clientOf(studio).call(...) (electron/cli/client.ts), not studio.session().',
        },
      ],
    },
  },
  {
    // The testing library reaches the engine through its one public entry, never its internals.
    files: ['sdk/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnly],
          patterns: [
            { group: ['electron/*'], message: electronOnly.message },
            { group: ['**/electron/**', '!**/electron/public.ts'], message: sdkToEngine },
          ],
        },
      ],
    },
  },
  {
    // No import circle anywhere in the product: a newcomer reads a file after what it imports, and a
    // loop has no such order. The rule follows value imports (a type-only one is erased at build and
    // not followed); `farm-studio look` shows both kinds.
    files: ['electron/**/*.{ts,tsx}', 'renderer/src/**/*.{ts,tsx}', 'shared/**/*.ts', 'sdk/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Layers as folders: the generated platform types, shared and electron/lib import only downward.
    files: ['platform-types/**/*.ts', 'shared/**/*.ts', 'electron/lib/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: lowerLayers }] },
  },
  {
    // No circle between service folders (the files' own circles are import-x/no-cycle's above).
    files: ['electron/services/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'service-folder-order': serviceFolderOrder } } },
    rules: {
      'layers/service-folder-order': [
        'error',
        {
          root: 'electron/services',
          order: SERVICE_FOLDER_ORDER,
          // Imports against the order still to be removed, one line each: { from: 'a/x.ts', to: 'b/y.ts' }. None
          // today: the platform world's edges (host → platform, installations → host, → platform) run downward.
          exceptions: [],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnly],
          patterns: [
            {
              group: ['**/electron/**', 'node:*'],
              message: 'The renderer reaches the studio only through window.studio (the Studio API client).',
            },
          ],
        },
      ],
    },
  },
);
