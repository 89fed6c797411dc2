/**
 * `npm run arrows`: the engine's folders as a graph of imports (src/engine/<folder> -> <folder>, tests
 * left out, type imports counted: a type is a dependency too), and the arrows that run back up: those
 * inside a cycle of folders, which make a folder's code unreadable without the folders above it. The
 * figures go in issue notes and docs/architecture.md; `--max-cyclic N` fails when more than N arrows
 * run in cycles (CI's ceiling, lowered as cycles are broken).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { engineArrows } from './engine-arrows-graph';

const ENGINE = 'src/engine';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const files = sourceFiles(ENGINE).map((file) => ({ file: path.relative(ENGINE, file), text: readFileSync(file, 'utf8') }));
const report = engineArrows(files);
const { values } = parseArgs({ options: { 'max-cyclic': { type: 'string' }, json: { type: 'boolean', default: false } } });
if (values.json) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`engine folders: ${report.folders}; arrows: ${report.arrows}; running back up (inside a cycle): ${report.cyclic}`);
  for (const cycle of report.cycles) console.log(`  cycle of ${cycle.length}: ${cycle.join(', ')}`);
  for (const [a, b] of report.mutual) console.log(`  both ways: ${a} <-> ${b}`);
}
if (values['max-cyclic'] !== undefined && report.cyclic > Number(values['max-cyclic'])) {
  console.error(`${report.cyclic} arrows run back up, over the ceiling of ${values['max-cyclic']}`);
  process.exit(1);
}
