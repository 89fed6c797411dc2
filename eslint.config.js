import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Screens and the shell use the engine; the engine never reaches back into a React screen. */
const engineBoundary = {
  patterns: [
    { group: ['**/shell/**', '**/screens/**', '**/app/**'], message: 'The engine imports no shell, screen or app module.' },
    { group: ['react', 'react-dom', 'react-router-dom', '@primer/*', 'styled-components'], message: 'The engine is headless.' },
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
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: the console runs under a CSP without unsafe-eval.' },
        {
          selector: "NewExpression[callee.name='Function']",
          message: 'No new Function: the console runs under a CSP without unsafe-eval.',
        },
      ],
    },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', engineBoundary] },
  },
  {
    // Literal text in JSX must go through t(): both languages or none.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-z]{2,}/]', message: 'User-facing text goes through t().' },
        { selector: "CallExpression[callee.name='eval']", message: 'No eval.' },
      ],
    },
  },
);
