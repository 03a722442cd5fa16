// ESLint flat config. Besides the usual rules it enforces the import boundaries of ARCHITECTURE.md §2:
// common/ imports nothing local, server/ never imports src/ or sw/, sw/ imports only common/, and features do not
// import each other's internals.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * React 19 APIs that preact/compat (what the app runs on, vite.config.ts) does not have: they would type-check
 * against @types/react and fail only in the browser.
 */
const REACT_ONLY = 'Not in preact/compat, which the app runs on (vite.config.ts).';
const reactOnlyApis = [
  { name: 'react', importNames: ['use', 'useActionState', 'useOptimistic', 'cache', 'useEffectEvent'], message: REACT_ONLY },
  { name: 'react-dom', importNames: ['useFormStatus', 'preload', 'preinit', 'preconnect', 'prefetchDNS'], message: REACT_ONLY },
];

const restrictWith = (paths) => (...patterns) => ({
  'no-restricted-imports': ['error', { paths, patterns: patterns.map(([group, message]) => ({ group, message })) }],
});
const restrict = restrictWith([]);
/** The app's rule: its boundaries, and no React-only API. */
const restrictApp = restrictWith(reactOnlyApis);

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', '.tmp', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrictApp(
        [['**/server/**', '../server/*'], 'The app must not import the server (ARCHITECTURE §2).'],
        [['**/sw/**'], 'The app talks to the service worker by messages, not imports.'],
        [['**/features/*/**'], 'Features do not import each other: share through components/, lib/ or common/.'],
      ),
    },
  },
  {
    // Inside a feature, its own files are reached by relative paths; the rule above targets other features.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrictApp(
      [['**/server/**'], 'The app must not import the server (ARCHITECTURE §2).'],
      [['**/sw/**'], 'The app talks to the service worker by messages, not imports.'],
      [['**/features/*/**', '!./**', '!../**'], 'Features do not import each other: share through components/, lib/ or common/.'],
    ),
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
    rules: restrict([['**/src/**', '**/server/**', '../src/*', '../server/*'], 'sw/ imports only common/.']),
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: restrict([['**/src/**', '**/sw/**', '../src/*', '../sw/*'], 'server/ never imports src/ or sw/.']),
  },
  {
    files: ['common/**/*.ts'],
    rules: restrict(
      [['**/src/**', '**/server/**', '**/sw/**', '../../src/*', '../../server/*', '../../sw/*'], 'common/ imports nothing local.'],
    ),
  },
  {
    // Plain CommonJS that must load on any Node (the version check before npm start/dev/test).
    files: ['scripts/**/*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
