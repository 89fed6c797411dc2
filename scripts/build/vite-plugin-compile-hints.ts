/**
 * V8's explicit compile hint on the signed-in shell's scripts: `//# allFunctionsCalledOnLoad` as a
 * script's first line has Chromium (136 and later) compile every function in it as the script
 * loads, on a background thread while it streams, instead of each function on the main thread the
 * first time it is called. After Log On the shell's first render calls most of these scripts'
 * functions for the first time, and that lazy compiling was most of the "(program)" time in the
 * CPU profile between the sign-in's last reply and the menu's paint; the scripts themselves are
 * fetched while the user types (the sign-in's warm-up, src/app/router.tsx), so their compiling is
 * done before Log On. Measured: docs/performance.md, "Compile hints and unused code". Other engines read the line as
 * a comment.
 *
 * The hinted set is the signed-in shell's scripts until its menu paints (scripts/build/console-pages.ts,
 * the set the budgets hold) less the login page's: the login page is compiled as it is, lazily, so that
 * its own first paint and the typing on it pay for nothing they do not run. The line is written
 * once the files are (Vite puts its own first line, the list of a chunk's dependencies, in place
 * late), with the chunk's source map moved down by a line so profiles still map. A file's name keeps
 * the hash of its content without the line: a file that joins or leaves the set in a later build with
 * its content unchanged differs only by this comment, so a copy cached either way runs the same.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { pageFiles, type BuildManifest } from './bundle-budget.ts';
import { loginPage, signedInShell } from './console-pages.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The scripts (files under the build's folder) that get the hint: the shell's before its menu paints, less the login page's. */
export function hintedScripts(manifest: BuildManifest): string[] {
  const login = new Set(pageFiles(manifest, loginPage(manifest)).scripts);
  return pageFiles(manifest, signedInShell(manifest)).scripts.filter((file) => !login.has(file));
}

/** `code` with the hint as its first line (once: a script that has it already is returned as it is). */
export function withCompileHint(code: string): string {
  return code.startsWith(`${COMPILE_HINT}\n`) ? code : `${COMPILE_HINT}\n${code}`;
}

/** A source map (v3, JSON) for its script with one line added at the top. */
export function shiftedSourceMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/** Vite's build manifest as the bundle holds it when the files are written. */
const MANIFEST = '.vite/manifest.json';

export function compileHints(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'console-compile-hints',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Once the files are written, with the manifest Vite wrote: before any plugin's closeBundle,
    // so before the prerender plugin adds its first-paint script to the manifest on disk.
    async writeBundle(options, bundle) {
      const manifest = bundle[MANIFEST];
      if (config.build.ssr || config.build.lib || manifest?.type !== 'asset' || options.dir === undefined) return;
      const outDir = options.dir;
      for (const file of hintedScripts(JSON.parse(String(manifest.source)) as BuildManifest)) {
        const at = path.join(outDir, file);
        const code = await readFile(at, 'utf8');
        const hinted = withCompileHint(code);
        if (hinted === code) continue;
        await writeFile(at, hinted);
        const map = await readFile(`${at}.map`, 'utf8').catch(() => null);
        if (map !== null) await writeFile(`${at}.map`, shiftedSourceMap(map));
      }
    },
  };
}
