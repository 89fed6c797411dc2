import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeManifests } from './scripts/build/vite-plugin-manifests.ts';
import { octicons16 } from './scripts/build/vite-plugin-octicons-16.ts';
import { primerTheme } from './scripts/build/vite-plugin-primer-theme.ts';
import { prerender } from './scripts/build/vite-plugin-prerender.ts';
import { compileHints } from './scripts/build/vite-plugin-compile-hints.ts';
import { consoleVersion } from './scripts/build/vite-plugin-version.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react(), routeManifests(root), primerTheme(root), octicons16(), consoleVersion(), prerender(root), compileHints()],
  resolve: {
    // Parts of libraries the console never reaches (and one React-before-18 shim), replaced to keep
    // the sign-in screen and the shell within their script budgets: the stubs in src/build-stubs/,
    // whose README.md says why each exists and which test checks its premises against the installed
    // package.
    alias: [
      { find: /^markdown-to-jsx\/react$/, replacement: path.join(root, 'src/build-stubs/markdown-stub.tsx') },
      // Only @rjsf/core's Form imports this specifier.
      { find: /^\.\.\/getDefaultRegistry\.js$/, replacement: path.join(root, 'src/components/forms/rjsf/core-registry.ts') },
      // Only @rjsf/utils imports these specifiers.
      { find: /^\.\/shallowAllOfMerge\.js$/, replacement: path.join(root, 'src/build-stubs/all-of-stub.ts') },
      { find: /^\.\.?\/findSchemaDefinition\.js$/, replacement: path.join(root, 'src/build-stubs/schema-ref-stub.ts') },
      { find: /^\.\/get(Closest|First)MatchingOption\.js$/, replacement: path.join(root, 'src/build-stubs/xxx-of-stub.ts') },
      { find: /^\.\/omitExtraData\.js$/, replacement: path.join(root, 'src/build-stubs/omit-extra-data-stub.ts') },
      { find: /^\.\/toPathSchema\.js$/, replacement: path.join(root, 'src/build-stubs/path-schema-stub.ts') },
      { find: /^fast-uri$/, replacement: path.join(root, 'src/build-stubs/uri-stub.ts') },
      // fast-xml-parser's vetting of DTD entities, which the console's XML decoder never reaches.
      { find: /^is-unsafe$/, replacement: path.join(root, 'src/build-stubs/is-unsafe-stub.ts') },
      // react-i18next's fallback for React before 18; on 18 and later it hands out React's own hook.
      { find: /^use-sync-external-store\/shim$/, replacement: path.join(root, 'src/build-stubs/sync-external-store.ts') },
      // Primer's BaseStyles imports the :focus-visible polyfill; every browser the bundle runs in has the selector.
      { find: /^focus-visible$/, replacement: path.join(root, 'src/build-stubs/focus-visible-stub.ts') },
      // Inputs Primer's FormControl imports only to recognise its child, and the console never uses.
      {
        find: /^\.\.\/(Autocomplete\/Autocomplete|SelectPanel\/SelectPanel|TextInputWithTokens\/TextInputWithTokens|Textarea\/Textarea)\.js$/,
        replacement: path.join(root, 'src/build-stubs/form-control-inputs-stub.ts'),
      },
    ],
  },
  server: {
    port: 5173,
    // The dev server forwards the UI-server's paths to the reference server (`npm run serve:api`).
    proxy: { '/uiserver': { target: 'http://127.0.0.1:4173', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph scripts/cli/check-bundle.ts holds each page's budget to (dotfiles are never served).
    manifest: true,
    chunkSizeWarningLimit: 400,
    // No module preloads from the bundler's helper: for every lazy import it ran, it read the href of
    // every <link> in the document and appended a modulepreload link per dependency not seen yet. On
    // a reload of a signed-in page, with some forty lazy imports and as many links, that was one task
    // of 360 ms at 4x CPU (the helper 147 ms, its appendChild and href reads 158): the largest before
    // the shell's first paint. Chunks now load what they import statically, as the browser finds it;
    // the pages' first sets are still preloaded by the built pages' own links
    // (scripts/build/vite-plugin-prerender.ts), and a lazy part's style sheets still load with it
    // (the helper stays for them, and its vite:preloadError with it: version-runtime.ts). Measured
    // the same hour (Lighthouse, signed-in page, 2 runs each): warm TBT 332 to 602 ms against 586 to
    // 1,568 before; cold 249 to 378 against 583 to 3,381; the lists it needed were 2.4 KiB of the
    // login page and 5.8 of the shell.
    modulePreload: false,
    // What every page runs at start comes in four chunks, one per task src/main.tsx runs it in: the
    // entry with what it imports statically, React DOM, the translations, and the app with its router
    // and everything they import. Left to itself the bundler split these into some twenty files
    // (each module a lazy page shares became a chunk of its own), each a request with its own
    // import boilerplate, and the lazy pages' preload lists named each of them.
    rolldownOptions: {
      // Exported constants of primitive value (the contract's call paths and methods, generated one
      // module per call into src/generated/calls/) are written in place where they are used, as a
      // path written by hand would be, rather than kept as a variable and imported across chunks:
      // measured 0.2 KiB less on the login page and 0.3 KiB less on the shell.
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 40 },
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 30 },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|i18next-http-backend|react-i18next|use-sync-external-store)[\\/]|src[\\/]app[\\/]react-i18n/,
              includeDependenciesRecursively: true,
              priority: 20,
            },
            { name: 'app', test: /src[\\/]app[\\/](App|router-ready)\.tsx?$/, includeDependenciesRecursively: true, priority: 10 },
          ],
        },
      },
    },
  },
});
