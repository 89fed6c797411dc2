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

/**
 * The shell's shared parts (src/shell/parts: the dialog frame, the route link, the menu anchor, the
 * console router's context, the shared style sheets) sit below its feature folders: every feature
 * may use them, and they use no feature. That no two feature folders import each other is
 * scripts/lint/shell-folders.test.ts's to prove (a folder-level cycle check).
 */
const shellZones = [
  {
    target: './src/shell/parts',
    from: './src/shell',
    except: ['./parts'],
    message: "The shell's shared parts import no shell feature folder: the features use them, not the reverse.",
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

/**
 * The console's own code imports no script, benchmark or server module, and only tests reach for the
 * test helpers (a test may import the server, to hold the two to one list).
 */
const srcZones = [
  {
    target: './src',
    from: ['./scripts', './bench'],
    message: 'The console imports no script or benchmark: they build and measure it, not the reverse.',
  },
  {
    target: './src/testing',
    from: ['./src/components', './src/shell', './src/screens', './src/app'],
    message: "The browser test helpers import no component, shell, screen or app module: the engine's tests use them too.",
  },
  {
    target: './src/build-stubs',
    from: ['./src/engine', './src/components', './src/shell', './src/screens', './src/app', './src/testing'],
    message: 'A build stub replaces a part of a library: it imports libraries only, never the console.',
  },
  {
    target: ['./src/engine', './src/components', './src/shell', './src/screens', './src/app', './src/testing'],
    from: './src/build-stubs',
    message: "Build stubs are reached through vite.config.ts's aliases only, never imported by name.",
  },
];

/** The server is a Node program beside the console: of src/ it may use the engine's pure modules and the generated schema types. */
const serverZones = [
  {
    target: './server',
    from: ['./scripts', './bench', './tests', './src/components', './src/shell', './src/screens', './src/app', './src/testing'],
    message:
      "The server imports no script, benchmark, browser test or console UI: of src/ only the engine's pure modules and the generated types.",
  },
];

/**
 * The roles of server/ (server/README.md): http/ builds the app and shapes requests and replies,
 * auth/ holds the sign-in rules, data/ the SQL, routes/ one module per contract area, pages/ what a
 * browser navigates to. Data sits at the bottom; a route or page module stands alone. Tests are
 * exempt: they start the whole server.
 */
const serverRoutes = readdirSync(path.join(import.meta.dirname, 'server/routes')).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);
const serverRoleZones = [
  {
    target: './server/data',
    from: ['./server/http', './server/routes', './server/pages'],
    message: 'Data modules hold the SQL: they import no HTTP, route or page module.',
  },
  {
    target: './server/data',
    from: './server/auth',
    except: ['./password-hashing.ts'],
    message: 'Data modules import nothing of auth/ but its password hashing (the seed hashes the demo password).',
  },
  {
    target: './server/auth',
    from: ['./server/routes', './server/pages'],
    message: 'The sign-in rules import no route or page module: routes and pages use them.',
  },
  {
    target: './server/pages',
    from: './server/routes',
    message: 'A page module imports no contract route: shared logic lives in auth/, http/ or data/.',
  },
  {
    target: './server/routes',
    from: './server/pages',
    message: 'A contract route imports no page module: shared logic lives in auth/, http/ or data/.',
  },
  // A route module imports no other route module; its own helpers are named after it (account-present.ts for account.ts).
  ...serverRoutes.map((file) => ({
    target: `./server/routes/${file}`,
    from: './server/routes',
    except: serverRoutes.filter((other) => other.startsWith(`${file.slice(0, -'.ts'.length)}-`)).map((other) => `./${other}`),
    message: 'A route module imports no other route module: shared logic lives in auth/, http/ or data/.',
  })),
];

/**
 * scripts/ by role (build: run by the build; cli: commands; ci: the shell glue of npm start and npm test;
 * lint: the tests of these rules) and bench/: Node programs around the console, never part of it.
 */
const scriptZones = [
  {
    target: ['./scripts', './bench'],
    from: ['./src/components', './src/shell', './src/screens', './src/app', './tests'],
    message: "Scripts and benchmarks use the console's engine and the server, never its UI or the browser tests.",
  },
  {
    target: './scripts',
    from: './bench',
    message: 'No script imports a benchmark.',
  },
  {
    target: './scripts/build',
    from: ['./scripts/cli', './scripts/ci', './scripts/lint'],
    message: 'The build imports no CLI, CI glue or lint test: they build on it, not the reverse.',
  },
];

/** The studio (studio/, ADR 0016) is built and served apart: the console and the server never import it. */
const studioZones = [
  {
    target: ['./src', './server', './scripts', './bench'],
    from: './studio',
    message: 'Nothing of the studio reaches the console, the server or the scripts: only `npm run studio` starts it (ADR 0016).',
  },
  {
    target: './studio',
    from: ['./src/screens', './src/app', './tests', './bench'],
    message: "The studio uses the console's engine, the server and the scripts' report, never the console's UI or the browser tests.",
  },
  {
    // Of the console's components, only the house's one error boundary: the same catching for both.
    target: './studio',
    from: './src/components',
    except: ['./fails-in-place'],
    message: "The studio uses the console's engine, the server and the scripts' report, never the console's UI or the browser tests.",
  },
  {
    // The preview draws the side menu and the Administration panel with the console's own components:
    // their presentational parts only, services and links passed in (ADR 0016).
    target: './studio',
    from: './src/shell',
    except: ['./menu/SideMenuView.tsx', './parts/menu-links.ts', './admin-panel/AdminPanelView.tsx'],
    message: "Of the shell, the studio uses only the menus' presentational parts (SideMenuView, AdminPanelView), never its wiring.",
  },
];

/** Only tests import the test helpers, and only a test imports the server from src/. */
const productionZones = [
  {
    target: ['./src', './server'],
    from: ['./src/testing', './server/testing'],
    message: 'Test helpers are for tests: production code never imports them.',
  },
  {
    target: './src',
    from: './server',
    message: 'The console never imports the reference server: it meets it over HTTP.',
  },
];

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

/**
 * State that outlives a call belongs to a console start, not to a module: the services and the
 * start's state are built for each start (src/engine/services/console-start.ts, src/app/services.tsx)
 * and passed in, so two consoles side by side (a test, a preview) share nothing. Refused at the top
 * level of src/: a `let`, a valtio store, a Map or Set that is not typed read-only (a constant set
 * of names says so with ReadonlySet), and a WeakMap or WeakSet.
 */
const jsxText = { selector: 'JSXText[value=/[A-Za-z]{2,}/]', message: 'User-facing text goes through t().' };

export const MODULE_STATE_MESSAGE =
  'Module-level mutable state: build it with the console start (engine/services/console-start.ts) and pass it in, or add the file to moduleStateAllowlist in eslint.config.js with its reason.';
const TOP = ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration';
const moduleState = [
  { selector: `${TOP}[kind='let']`, message: MODULE_STATE_MESSAGE },
  { selector: `${TOP} > VariableDeclarator > CallExpression[callee.name='proxy']`, message: MODULE_STATE_MESSAGE },
  {
    selector: `${TOP} > VariableDeclarator:not([id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly(Map|Set)$/]) > NewExpression[callee.name=/^(Map|Set)$/]`,
    message: MODULE_STATE_MESSAGE,
  },
  { selector: `${TOP} > VariableDeclarator > NewExpression[callee.name=/^Weak(Map|Set)$/]`, message: MODULE_STATE_MESSAGE },
];

/**
 * Only the gate can end a page (docs/frame-workspace.md): no module but the workspace runtime's own
 * removes a frame element, replaces it, or sends its document elsewhere. The rule reads the code as
 * written: a frame is an expression named so (`frame`, `iframe`, `slotFrame`...) or reached through
 * `contentWindow`; a window named `frameWindow` counts too. Whatever a frame's page must do goes to
 * the workspace's store as an event, and the runtime carries out the machine's effect.
 */
export const FRAME_OWNERSHIP_MESSAGE =
  "Only the workspace runtime removes, replaces or navigates a frame: dispatch an event to the workspace's store (engine/frames/workspace-store.ts) and let the gate decide, or add the file to frameOwners in eslint.config.js with its reason.";
const FRAMEISH = '/frame/i';
const LOCATION_CALL = "CallExpression[callee.property.name=/^(assign|replace|reload)$/][callee.object.property.name='location']";
const frameOwnership = [
  `${LOCATION_CALL}[callee.object.object.property.name='contentWindow']`,
  `${LOCATION_CALL}[callee.object.object.name=${FRAMEISH}]`,
  "AssignmentExpression[left.property.name='location'][left.object.property.name='contentWindow']",
  `AssignmentExpression[left.property.name='location'][left.object.name=${FRAMEISH}]`,
  "AssignmentExpression[left.property.name='href'][left.object.property.name='location'][left.object.object.property.name='contentWindow']",
  `AssignmentExpression[left.property.name='href'][left.object.property.name='location'][left.object.object.name=${FRAMEISH}]`,
  `AssignmentExpression[left.property.name=/^(src|srcdoc)$/][left.object.name=${FRAMEISH}]`,
  `AssignmentExpression[left.property.name=/^(src|srcdoc)$/][left.object.property.name=${FRAMEISH}]`,
  `CallExpression[callee.property.name='setAttribute'][arguments.0.value=/^(src|srcdoc)$/][callee.object.name=${FRAMEISH}]`,
  `CallExpression[callee.property.name=/^(remove|replaceWith)$/][callee.object.name=${FRAMEISH}]`,
  `CallExpression[callee.property.name=/^(remove|replaceWith)$/][callee.object.property.name=${FRAMEISH}]`,
  `CallExpression[callee.property.name=/^(removeChild|replaceChild)$/][arguments.0.name=${FRAMEISH}]`,
].map((selector) => ({ selector, message: FRAME_OWNERSHIP_MESSAGE }));

/** The modules that may remove, replace or navigate a frame, each with why. */
export const frameOwners = {
  'src/engine/frames/frame-host.ts':
    "The workspace runtime's host of the frame elements: it creates, replaces and removes them on the machine's word.",
  'src/engine/frames/workspace-runtime.ts':
    "The workspace runtime: it carries out the machine's effects (a frame sent to a url through the gate).",
  'src/engine/frames/keep-place.ts':
    "The runtime's listener inside a frame: a link the user followed that aimed at the whole window goes to the frame it is in, as the page's own navigation (the machine hears it as any other).",
  'src/engine/session/end-server-session.ts':
    "Its own hidden logoff frame, never a workspace frame: the contract's logoff is a page navigation, so a hidden frame makes it and goes.",
};

/** The files of src/ that keep module state, each with why it is the document's rather than a console start's. */
export const moduleStateAllowlist = {
  'src/engine/markup/sanitize.ts':
    "A Trusted Types policy can be created only once per document under the CSP's trusted-types list, and DOMPurify's hook is installed once on its one instance.",
  'src/engine/guide/script-url.ts': "A Trusted Types policy can be created only once per document under the CSP's trusted-types list.",
  'src/engine/access/facts.ts':
    'The rule being evaluated, set and cleared within one synchronous evaluation (cel-js binds functions at registration), and a memo of parsed rules: pure, the same for every console.',
  'src/engine/palette/palette-pages.ts': 'A memo keyed by the route access it is computed from (a WeakMap): pure, nothing to share.',
  'src/shell/palette/use-search-index.ts': 'A memo of search indexes keyed by the page map they index (a WeakMap): pure, nothing to share.',
  'src/app/router.tsx':
    "The one router of the document: it owns the window's history and location (each router builds its own console start's services).",
  'src/components/lazy-part/tell-code-loads.ts':
    "One loader of the failed-code-loads store's chunk per document, as the browser's module map is per document: a chunk that failed is imported under a fresh url at the next tell (fresh-import.ts).",
  'src/engine/theme/theme.ts':
    'The colour scheme of the document: the app applies it to <html> from the first screen on, before a console start has services, and a document has one.',
};

export default tseslint.config(
  {
    ignores: ['dist/', '.studio-dist/', 'node_modules/', 'src/generated/', '.tmp/', 'test-results/', 'playwright-report/', 'server/.data/'],
  },
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
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The cycle check reads the modules an import leads to: TypeScript files too, through the TS parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['./tsconfig.json', './server/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...shellZones, ...screenZones, ...srcZones, ...serverZones, ...scriptZones, ...studioZones] },
      ],
      'import-x/no-cycle': 'error',
      // Packages first, then the console's modules from the farthest (../../) to the nearest (./),
      // alphabetical within each group, a component's own styles last; no blank lines between the
      // groups, as the code is written.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', ['sibling', 'index']],
          pathGroups: [{ pattern: './*.module.css', group: 'sibling', position: 'after' }],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // Code that ships (not a test, not a test helper): the same zones, the server's roles and the production zones.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**', 'server/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...shellZones,
            ...screenZones,
            ...srcZones,
            ...serverZones,
            ...scriptZones,
            ...studioZones,
            ...serverRoleZones,
            ...productionZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', engineHeadless] },
  },
  {
    // Literal text in JSX must go through t(): both languages or none.
    files: ['src/**/*.tsx', 'studio/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', jsxText] },
  },
  {
    // No module state in the console's code (tests and their helpers build theirs per test), and no
    // frame ended or sent elsewhere but by the workspace runtime. One block per combination: a later
    // block's no-restricted-syntax replaces an earlier one's for the same file.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**', ...Object.keys(moduleStateAllowlist), ...Object.keys(frameOwners)],
    rules: { 'no-restricted-syntax': ['error', jsxText, ...moduleState, ...frameOwnership] },
  },
  {
    files: Object.keys(moduleStateAllowlist),
    rules: { 'no-restricted-syntax': ['error', jsxText, ...frameOwnership] },
  },
  {
    files: Object.keys(frameOwners),
    rules: { 'no-restricted-syntax': ['error', jsxText, ...moduleState] },
  },
);
