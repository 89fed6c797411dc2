/**
 * The premises of is-unsafe-stub.ts, read from the installed fast-xml-parser: if an upgrade calls
 * is-unsafe on another path, this fails and the alias in vite.config.ts must go.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeXml } from './xml';

const source = path.resolve(__dirname, '../../../node_modules/fast-xml-parser/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.js') ? [full] : [];
  });
}

describe('fast-xml-parser and is-unsafe', () => {
  it('only the object parser imports is-unsafe', () => {
    const importers = sources(source).filter((file) => readFileSync(file, 'utf8').includes('is-unsafe'));
    expect(importers.map((file) => path.relative(source, file))).toEqual([path.join('xmlparser', 'OrderedObjParser.js')]);
  });

  it('the object parser calls it only when no entity decoder is given', () => {
    const text = readFileSync(path.join(source, 'xmlparser', 'OrderedObjParser.js'), 'utf8');
    const given = text.indexOf('if (this.options.entityDecoder) {');
    const otherwise = text.indexOf('} else {', given);
    const end = text.indexOf('\n    }\n', otherwise);
    expect(given).toBeGreaterThan(-1);
    expect(otherwise).toBeGreaterThan(given);
    const calls = [...text.matchAll(/isUnsafe\(/g)].map((match) => match.index);
    expect(calls.length).toBeGreaterThan(0);
    for (const at of calls) expect(at > otherwise && at < end).toBe(true);
  });

  it('a declared entity never expands, with the stand-in in place', () => {
    const reply = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x "expanded">]><response><errorcode>&x;</errorcode></response>';
    const decoded = decodeXml(reply);
    expect(decoded.ok).toBe(false);
  });
});
