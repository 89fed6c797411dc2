/** CI: every manifest against its schema and the checker's further rules. Exit 1 on any problem. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem } from '../../src/engine/access/manifest-check';
import { loadAndCheck, manifestSource } from '../build/manifest-source';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const result = await loadAndCheck(manifestSource(root));
if (result.problems.length > 0) {
  console.error(`Route manifests: ${result.problems.length} problem(s)`);
  for (const problem of result.problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(`Route manifests: ${result.files.length} files, ${result.routes.length} top-level routes, all valid.`);
