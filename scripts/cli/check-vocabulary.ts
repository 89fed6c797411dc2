/** CI: the translation files against the glossary (docs/glossary.md). Exit 1 on any finding. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allFindings, findingText, type Language } from '../../src/engine/glossary/vocabulary';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const load = (language: Language) =>
  JSON.parse(readFileSync(path.join(root, 'public/locales', language, 'translation.json'), 'utf8')) as never;
const findings = allFindings({ en: load('en'), ja: load('ja') });
if (findings.length > 0) {
  console.error(`Vocabulary: ${findings.length} text(s) off the glossary (docs/glossary.md)`);
  for (const finding of findings) console.error(`  ${findingText(finding)}`);
  process.exit(1);
}
console.log('Vocabulary: every en and ja text keeps the glossary.');
