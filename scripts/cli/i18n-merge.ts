/**
 * Adds translation keys to both locale files at once, so parallel work never hand-edits the same
 * JSON: `npx tsx scripts/cli/i18n-merge.ts keys.json` where keys.json is `{ "en": {...}, "ja": {...} }`
 * with nested objects. Existing keys are overwritten; the two languages must name the same keys.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Tree = { [key: string]: string | Tree };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = typeof value === 'string' ? value : merge(typeof existing === 'object' ? existing : {}, value);
  }
  return target;
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const [input] = process.argv.slice(2);
if (!input) throw new Error('usage: tsx scripts/cli/i18n-merge.ts keys.json');
const additions = JSON.parse(await readFile(input, 'utf8')) as { en: Tree; ja: Tree };
const en = keys(additions.en).sort().join('\n');
const ja = keys(additions.ja).sort().join('\n');
if (en !== ja) throw new Error('en and ja must add the same keys');

for (const language of ['en', 'ja'] as const) {
  const file = path.join(root, 'public/locales', language, 'translation.json');
  const current = JSON.parse(await readFile(file, 'utf8')) as Tree;
  await writeFile(file, `${JSON.stringify(merge(current, additions[language]), null, 2)}\n`);
}
console.log(`Merged ${keys(additions.en).length} keys into en and ja.`);
