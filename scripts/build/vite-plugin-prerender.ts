/**
 * After the console is built, two additions to dist/ that make its first paint independent of its
 * scripts:
 *
 * - `assets/first-paint-<hash>.js`: src/app/first-paint.ts as a classic script, placed at the end of
 *   the body of every page (index.html and login.html). It sets the language and colour theme before
 *   the page first paints and, on the login page, shows the prerendered form.
 * - links in index.html to what src/main.tsx imports dynamically at start (`startUp` in
 *   console-pages.ts): module preloads, so those are fetched beside the entry, and their style
 *   sheets, so they block the first paint like the entry's own.
 * - `login.html`: index.html with the login page rendered in every language, plain and with each
 *   reason the console may keep for it (src/screens/login/login-prerender.tsx, through a server-side
 *   build of the same sources and config), each in a <template>
 *   (src/engine/prerender/prerender-templates.ts), and links to the login page's style sheets
 *   (render-blocking: the prerendered form uses them). The UI-server and the nginx configuration
 *   answer /login with it.
 *
 * Prerendered markup must not carry style attributes: the console's CSP allows no inline styles, so
 * the browser would drop them and the page would not look the same. The build fails if it does.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { LANGUAGES, type Language } from '../../src/engine/i18n/language.ts';
import { LOGIN_REASONS, type LoginReason } from '../../src/engine/leaving/login-reason.ts';
import { prerenderTemplate } from '../../src/engine/prerender/prerender-templates.ts';
import { pageFiles, type BuildManifest, type PageFiles } from './bundle-budget.ts';
import { FIRST_PAINT_ENTRY, loginPage, startUp } from './console-pages.ts';

const LOGIN_PRERENDER = 'src/screens/login/login-prerender.tsx';
/** Where the server-side build of the login page goes: never served, rebuilt each time. */
const SSR_DIR = 'node_modules/.cache/console-prerender';

type RenderLoginPage = (language: Language, translations: Record<Language, unknown>, reason: LoginReason | null) => string;

function firstChunk(output: Awaited<ReturnType<typeof build>>): Rolldown.OutputChunk {
  const outputs = Array.isArray(output) ? output : [output];
  for (const entry of outputs) {
    if (!('output' in entry)) continue;
    const chunk = entry.output.find((item): item is Rolldown.OutputChunk => item.type === 'chunk');
    if (chunk) return chunk;
  }
  throw new Error('prerender: a build produced no script');
}

async function buildFirstPaint(root: string): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: path.join(root, FIRST_PAINT_ENTRY), formats: ['iife'], name: 'consoleFirstPaint' },
    },
  });
  return firstChunk(output).code;
}

async function loadLoginRenderer(root: string): Promise<RenderLoginPage> {
  const outDir = path.join(root, SSR_DIR);
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: path.join(root, LOGIN_PRERENDER),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  // A fresh url each time: a second build in one process must not get the first one's module.
  const module = (await import(`${pathToFileURL(path.join(outDir, 'login-prerender.js')).href}?${Date.now()}`)) as {
    renderLoginPage: RenderLoginPage;
  };
  return module.renderLoginPage;
}

/** Inserts `html` before the first `marker` of `page`; the marker must be there. */
function insertBefore(page: string, marker: string, html: string): string {
  const at = page.indexOf(marker);
  if (at < 0) throw new Error(`prerender: index.html has no ${marker}`);
  return page.slice(0, at) + html + page.slice(at);
}

/** The page with a stylesheet link for each of the `files`' style sheets it does not name yet, and a module preload for each script when `preload`. */
function withLinks(page: string, files: PageFiles, preload: boolean): string {
  const missing = (file: string) => !page.includes(`/${file}"`);
  const links = [
    ...files.styles.filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(preload ? files.scripts.filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`) : []),
  ];
  return links.length === 0 ? page : insertBefore(page, '</head>', `  ${links.join('\n    ')}\n  `);
}

export function prerender(root: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'console-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || config.build.lib) return; // the builds this plugin starts itself
      const outDir = path.resolve(root, config.build.outDir);
      const firstPaint = await buildFirstPaint(root);
      const firstPaintFile = `assets/first-paint-${createHash('sha256').update(firstPaint).digest('base64url').slice(0, 8)}.js`;
      writeFileSync(path.join(outDir, firstPaintFile), firstPaint);
      const script = `<script src="/${firstPaintFile}"></script>\n  `;
      // Asked for first: the page paints only once it has run, and it is named after everything else.
      const preload = `<link rel="preload" as="script" fetchpriority="high" href="/${firstPaintFile}" />\n    `;

      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
      const indexFile = path.join(outDir, 'index.html');
      const built = insertBefore(insertBefore(readFileSync(indexFile, 'utf8'), '<title>', preload), '</body>', script);
      // What the entry imports dynamically at start is asked for beside it, not once it has run; its
      // style sheets block the first paint like the entry's own (the prerendered page uses them).
      const index = withLinks(built, pageFiles(manifest, startUp(manifest)), true);
      writeFileSync(indexFile, index);

      const renderLoginPage = await loadLoginRenderer(root);
      const translations = Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          JSON.parse(readFileSync(path.join(root, 'public/locales', language, 'translation.json'), 'utf8')),
        ]),
      ) as Record<Language, unknown>;
      const templates = LANGUAGES.flatMap((language) =>
        [null, ...LOGIN_REASONS].map((reason) => {
          const markup = renderLoginPage(language, translations, reason);
          if (/\sstyle=/.test(markup))
            throw new Error(
              `prerender: the login page (${language}, ${reason ?? 'no reason'}) has a style attribute, which the CSP blocks`,
            );
          return `${prerenderTemplate(language, reason, markup)}\n    `;
        }),
      ).join('');
      // No module preloads here: the form paints from the page, and compiling preloaded modules held
      // that paint back (about 130 ms at 4x CPU throttling) while the page went live no sooner; the
      // entry asks for the chunks it needs as it runs.
      const login = insertBefore(
        withLinks(built, pageFiles(manifest, loginPage(manifest)), false),
        '<script src="/assets/first-paint-',
        templates,
      );
      writeFileSync(path.join(outDir, 'login.html'), login);
      // Named in the manifest last (its links above are for modules, and it is a classic script) so
      // that the byte budgets count it with every page (scripts/cli/check-bundle.ts).
      manifest[FIRST_PAINT_ENTRY] = { file: firstPaintFile };
      writeFileSync(path.join(outDir, '.vite/manifest.json'), JSON.stringify(manifest, null, 2));
    },
  };
}
