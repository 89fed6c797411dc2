/**
 * Who sees what: for every account profile in manifests/profiles/, which routes the side menu and the
 * Administration panel list and which the guards let it open, decided by the console's own access
 * engine. `npm run access-report` writes docs/access-report.md and docs/access-report.html;
 * `--check` (CI, `npm run check:access-report`) rebuilds both in memory and fails when the committed
 * files differ, when a route is one no profile can open, when a show rule holds for every profile
 * or for none (a branch no profile exercises), or when a sentence of a refusal has no translation.
 * Routes whose manifest marks them `reauth` (documentation only) carry a step-up mark in the Routes table.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildReport, LANGUAGES, reauthPaths, type Locales } from '../../src/engine/access/access-report-model';
import { formatProblem } from '../../src/engine/access/manifest-check';
import { buildRouteTable } from '../../src/engine/manifest/route-table';
import { loadAndCheck, manifestSource } from '../build/manifest-source';
import { reportFailures } from './access-report-failures';
import { renderHtml } from './access-report-html';
import { renderMarkdown } from './access-report-markdown';
import { loadProfiles, PROFILES_DIR } from './access-report-profiles';

// One module per job, each importable on its own: the model (pure), its prose, its Markdown, its
// HTML, the profiles' loading; this file is the command.
export * from '../../src/engine/access/access-report-model';
export { reportFailures } from './access-report-failures';
export { renderHtml } from './access-report-html';
export { renderMarkdown } from './access-report-markdown';
export { loadProfiles, PROFILES_DIR } from './access-report-profiles';
export { cellText, REAUTH_MARK } from './access-report-text';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPORT_FILES = { markdown: 'docs/access-report.md', html: 'docs/access-report.html' } as const;

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const manifests = await loadAndCheck(manifestSource(root));
  const { profiles, problems } = await loadProfiles(path.join(root, PROFILES_DIR));
  const faults = [...manifests.problems.map(formatProblem), ...problems];
  if (faults.length > 0) {
    console.error(`Access report: ${faults.length} problem(s) in the manifests or profiles`);
    for (const fault of faults) console.error(`  ${fault}`);
    process.exit(1);
  }
  const locales = Object.fromEntries(
    await Promise.all(
      LANGUAGES.map(async (language) => [
        language,
        JSON.parse(await readFile(path.join(root, `public/locales/${language}/translation.json`), 'utf8')) as unknown,
      ]),
    ),
  ) as Locales;
  const report = buildReport(buildRouteTable(manifests.routes), profiles, locales, reauthPaths(manifests.routes));
  const outputs = { [REPORT_FILES.markdown]: renderMarkdown(report), [REPORT_FILES.html]: renderHtml(report) };

  const failures = reportFailures(report);

  if (check) {
    const stale: string[] = [];
    for (const [file, text] of Object.entries(outputs)) {
      const committed = await readFile(path.join(root, file), 'utf8').catch(() => null);
      if (committed !== text) stale.push(file);
    }
    if (stale.length > 0) {
      failures.push(
        `${stale.join(' and ')} ${stale.length === 1 ? 'is' : 'are'} not what the manifests and profiles produce: run \`npm run access-report\` and commit the result.`,
      );
    }
  } else {
    for (const [file, text] of Object.entries(outputs)) await writeFile(path.join(root, file), text);
  }

  if (failures.length > 0) {
    console.error(`Access report: ${failures.length} failure(s)\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `Access report: ${profiles.length} profiles, ${report.rows.length} routes, every route opened by some profile${check ? ', committed report up to date' : `; wrote ${Object.keys(outputs).join(' and ')}`}.`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
