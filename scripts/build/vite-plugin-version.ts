/**
 * The console's version, for a tab to tell a new deployment from a network failure.
 *
 * The version is a hash of the names of the build's hashed files (scripts and style sheets under
 * assets/, each named after its content), so the same sources build the same version and any
 * change to what a tab can load lazily gives a new one. The build writes it twice:
 * - `version.json` beside the console (schemas/version-file.schema.json): what is deployed now,
 *   which a deployment must serve uncached;
 * - `<meta name="console-version">` in index.html (and so in login.html, built from it): what a
 *   tab is running, since the page a tab loaded stays its page.
 */
import { createHash } from 'node:crypto';
import type { Plugin, ResolvedConfig } from 'vite';

export const VERSION_FILE = 'version.json';
export const VERSION_META = 'console-version';

/** The version of a build whose hashed files under `assetsDir` are `fileNames` (any order; other files do not count). */
export function buildVersion(fileNames: readonly string[], assetsDir = 'assets'): string {
  const hashed = fileNames.filter((name) => name.startsWith(`${assetsDir}/`)).sort();
  if (hashed.length === 0) throw new Error('console-version: the build has no files under assets/');
  return createHash('sha256').update(hashed.join('\n')).digest('hex').slice(0, 16);
}

/** `html` with the version's meta element at the end of its head. */
export function withVersionMeta(html: string, version: string): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('console-version: a page has no </head>');
  return `${html.slice(0, at)}  <meta name="${VERSION_META}" content="${version}" />\n  ${html.slice(at)}`;
}

export function consoleVersion(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'console-version',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Last, on the bundle as it is written: plugins before it still drop chunks that came out empty.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The server-side and library builds the prerender plugin starts are not the console.
        if (config.build.ssr || config.build.lib) return;
        const version = buildVersion(Object.keys(bundle), config.build.assetsDir);
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.html') && typeof file.source === 'string')
            file.source = withVersionMeta(file.source, version);
        }
        this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: `${JSON.stringify({ version })}\n` });
      },
    },
  };
}
