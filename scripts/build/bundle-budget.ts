/**
 * What a page of the built console costs, read from Vite's build manifest (`dist/.vite/manifest.json`):
 * the scripts and style sheets a browser must fetch for a set of source modules (the page's entries)
 * and everything they import statically. Dynamic imports are not followed: a page names each lazily
 * loaded module it waits for as an entry of its own. No browser and no timing, so the figures are the
 * same on every run and can be held to budgets.
 */

/** One chunk of Vite's build manifest (only the fields the budgets need). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface PageFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The files a page loads: for each entry (a manifest key, e.g. `index.html` or
 * `src/screens/login/LoginPage.tsx`) its chunk, the chunks it imports statically, recursively, and
 * their style sheets. Each file is listed once, in discovery order. An entry missing from the
 * manifest is an error: a renamed module must not silently drop out of its budget.
 */
export function pageFiles(manifest: BuildManifest, entries: readonly string[]): PageFiles {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const pending = entries.map((entry) => {
    if (!manifest[entry]) throw new Error(`${entry} is not in the build manifest`);
    return entry;
  });
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is imported but not in the build manifest`);
    // A module that only imports a style sheet builds to the sheet itself.
    if (chunk.file.endsWith('.css')) styles.add(chunk.file);
    else scripts.add(chunk.file);
    for (const sheet of chunk.css ?? []) styles.add(sheet);
    pending.push(...(chunk.imports ?? []));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

export interface Budget {
  /** The page, as the report names it. */
  page: string;
  /** Manifest keys of the modules the page loads before it is ready. */
  entries: readonly string[];
  /** Ceilings in gzipped KiB. */
  scriptsKiB: number;
  stylesKiB: number;
  /** Ceiling on the number of script files (each a request and a module to evaluate); none when absent. */
  scriptFiles?: number;
}

export interface BudgetResult {
  budget: Budget;
  files: PageFiles;
  scriptsKiB: number;
  stylesKiB: number;
  /** One line per ceiling exceeded; empty when the page is within its budget. */
  over: string[];
}

/** Holds each page to its budget; `gzipKiB` gives the gzipped size of a built file. */
export function checkBudgets(manifest: BuildManifest, budgets: readonly Budget[], gzipKiB: (file: string) => number): BudgetResult[] {
  return budgets.map((budget) => {
    const files = pageFiles(manifest, budget.entries);
    const sum = (list: string[]) => list.reduce((total, file) => total + gzipKiB(file), 0);
    const scriptsKiB = sum(files.scripts);
    const stylesKiB = sum(files.styles);
    const over: string[] = [];
    if (scriptsKiB > budget.scriptsKiB)
      over.push(`${budget.page}: ${scriptsKiB.toFixed(1)} KiB of gzipped JS, over its ${budget.scriptsKiB} KiB budget`);
    if (stylesKiB > budget.stylesKiB)
      over.push(`${budget.page}: ${stylesKiB.toFixed(1)} KiB of gzipped CSS, over its ${budget.stylesKiB} KiB budget`);
    if (budget.scriptFiles !== undefined && files.scripts.length > budget.scriptFiles)
      over.push(`${budget.page}: ${files.scripts.length} script files, over its ${budget.scriptFiles} files budget`);
    return { budget, files, scriptsKiB, stylesKiB, over };
  });
}

/**
 * The scripts a browser requested for a page (paths from the build folder, `assets/x.js`, or urls'
 * paths, `/assets/x.js`) that the page's files do not hold: a module loaded by dynamic import that
 * the page's entries do not name, so that its bytes escape the budget. Empty when the set holds them all.
 */
export function requestedOutside(files: PageFiles, requested: readonly string[]): string[] {
  const held = new Set(files.scripts);
  return [...new Set(requested.map((file) => file.replace(/^\//, '')))].filter((file) => !held.has(file)).sort();
}
