import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/ and what each may import: dependencies point one way, from the app down to the
 * engine, so a layer can be read, tested and replaced without the ones above it.
 */
const layerZones = [
  {
    target: './src/engine',
    from: ['./src/components', './src/shell', './src/screens', './src/app'],
    message: 'The engine is headless: it imports no component, shell, screen or app module.',
  },
  {
    target: './src/components',
    from: ['./src/shell', './src/screens', './src/app'],
    message: 'Shared UI pieces import no shell, screen or app module: screens and the shell both use them.',
  },
  {
    target: './src/shell',
    from: ['./src/screens', './src/app'],
    message: 'The shell imports no screen or app module: the app hands it the screens and pages it shows.',
  },
  {
    target: './src/screens',
    from: ['./src/shell', './src/app'],
    message: 'A screen imports no shell or app module: the app composes screens into the router.',
  },
];

/** Each native screen is a folder of its own, and screens meet only in the app, never in each other. */
const screenZones = readdirSync(path.join(import.meta.dirname, 'src/screens'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/screens/${name}`,
    from: './src/screens',
    except: [`./${name}`],
    message: 'A screen imports no other screen: shared pieces live in src/components, and the app composes screens.',
  }));

/** Packages that need React or a DOM; the engine runs under Node in its tests and must not load them. */
const engineHeadless = {
  paths: [
    { name: 'react-i18next', message: 'The engine is headless: the React binding of i18n lives in src/app.' },
    { name: 'valtio', message: 'The engine is headless: import valtio/vanilla (the root entry brings the React hooks).' },
    { name: 'valtio/react', message: 'The engine is headless: React hooks over its state live in the shell and screens.' },
  ],
  patterns: [
    { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom'], message: 'The engine is headless.' },
    { group: ['@primer/*', 'styled-components'], message: 'The engine is headless.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'src/generated/', '.tmp/', 'test-results/', 'playwright-report/', 'server/.data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Code from strings, refused in every linted file: the console runs under a CSP without
    // unsafe-eval, and the server and scripts have no reason for it either. Rules of their own, not
    // no-restricted-syntax entries, so that no later block's no-restricted-syntax can replace them.
    rules: {
      'no-eval': ['error', { allowIndirect: false }],
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The cycle check reads the modules an import leads to: TypeScript files too, through the TS parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...screenZones] }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', engineHeadless] },
  },
  {
    // Literal text in JSX must go through t(): both languages or none.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'JSXText[value=/[A-Za-z]{2,}/]', message: 'User-facing text goes through t().' }],
    },
  },
);
