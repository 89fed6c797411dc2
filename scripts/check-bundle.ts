/**
 * The shipped bundle must run under a CSP without 'unsafe-eval': no eval, no Function constructor,
 * no string timers. Run after `vite build`; exits 1 naming each offending file.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(root, 'dist/assets');

const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: 'eval(', pattern: /(?<![\w$.])eval\s*\(/ },
  { name: 'new Function(', pattern: /new\s+Function\s*\(/ },
  { name: 'Function(…) called as a constructor', pattern: /(?<![\w$.])Function\s*\(\s*["'`]/ },
  { name: 'setTimeout/setInterval with a string', pattern: /set(?:Timeout|Interval)\s*\(\s*["'`]/ },
];

const files = (await readdir(assets)).filter((name) => name.endsWith('.js'));
if (files.length === 0) {
  console.error('dist/assets has no scripts: run `npm run build` first.');
  process.exit(1);
}
const findings: string[] = [];
for (const name of files) {
  const code = await readFile(path.join(assets, name), 'utf8');
  for (const { name: rule, pattern } of FORBIDDEN) {
    if (pattern.test(code)) findings.push(`dist/assets/${name}: ${rule}`);
  }
}
if (findings.length > 0) {
  console.error(`The bundle needs 'unsafe-eval':\n  ${findings.join('\n  ')}`);
  process.exit(1);
}
console.log(`Bundle: ${files.length} scripts, no eval or Function constructor.`);
