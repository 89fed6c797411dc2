import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function load(language: string): Tree {
  const file = path.resolve(import.meta.dirname, '../../../public/locales', language, 'translation.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

describe('translation files', () => {
  const [en, ...others] = LANGUAGES.map((language) => ({ language, keys: keys(load(language)).sort() }));

  it('give every key in every language', () => {
    for (const other of others)
      expect({ language: other.language, keys: other.keys }).toEqual({ language: other.language, keys: en?.keys });
  });

  it('leave no text empty', () => {
    for (const language of LANGUAGES) {
      const tree = load(language);
      const empty = keys(tree).filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree) === '');
      expect(empty).toEqual([]);
    }
  });

  it('translate to Japanese, not copy English, wherever the text is a sentence', () => {
    const ja = load('ja');
    const enTree = load('en');
    const sentences = keys(enTree).filter((key) => {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], enTree);
      // Copyright lines are the same legal text in every language.
      return typeof text === 'string' && text.split(' ').length >= 4 && !text.includes('©');
    });
    const copied = sentences.filter(
      (key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], ja) ===
        key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], enTree),
    );
    expect(copied).toEqual([]);
  });
});
