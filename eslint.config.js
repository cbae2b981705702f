import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noLenientZod from './eslint-rules/no-lenient-zod.js';

/**
 * Boundaries (docs/architecture.md): a feature reaches another feature only through its index.ts,
 * and src/lib and src/ui import no feature and nothing of src/app.
 */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: 'Another feature is reached only through its index.ts.',
  })),
  {
    target: ['./src/lib', './src/ui'],
    from: ['./src/features', './src/app'],
    message: 'src/lib and src/ui import no feature and nothing of src/app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      '**/.*.mjs',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // One import statement per module, everywhere (two from the same file read as two modules).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-duplicates': 'error' },
  },
  {
    // The app's layers (the mock, tests of the whole app and scripts may reach anywhere).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads TypeScript modules only when told their extensions and parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // A lazily loaded module (a loader in a feature's index.ts) runs after its importer: no cycle.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    // Lenient zod defaults only through the cosmetic helpers of src/lib/api/schemas.ts: money,
    // access, locks, redirects and roles are strict (docs/architecture.md). The mock (mocks/) is
    // the server and reads request bodies with its own checks; the rule covers the app.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api/schemas.ts'],
    plugins: { local: { rules: { 'no-lenient-zod': noLenientZod } } },
    rules: { 'local/no-lenient-zod': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Bench scripts run code in the page through Playwright.
    files: ['scripts/bench*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
