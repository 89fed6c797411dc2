import { describe, expect, it } from 'vitest';
import validateVersionFile from '../../src/generated/validators/version-file.js';
import { buildVersion, withVersionMeta } from './vite-plugin-version';

const FILES = ['assets/index-OyYxdnNJ.js', 'assets/app-C89v-l33.css', 'index.html', '.vite/manifest.json', 'version.json'];

describe('the build version', () => {
  it('is the same for the same hashed files, in any order, whatever else the build holds', () => {
    const version = buildVersion(FILES);
    expect(buildVersion([...FILES].reverse())).toBe(version);
    expect(buildVersion(['assets/app-C89v-l33.css', 'assets/index-OyYxdnNJ.js'])).toBe(version);
  });

  it.each([
    ['a file changed (its name)', ['assets/index-Zz0000000.js', 'assets/app-C89v-l33.css']],
    ['a file added', [...FILES, 'assets/CommandPalette-Cp-Ggd64.js']],
    ['a file removed', ['assets/index-OyYxdnNJ.js']],
  ])('changes when %s', (_case, files) => {
    expect(buildVersion(files)).not.toBe(buildVersion(FILES));
  });

  it('is what the version file schema accepts', () => {
    expect(validateVersionFile({ version: buildVersion(FILES) })).toBe(true);
  });

  it('refuses a build with no hashed files', () => {
    expect(() => buildVersion(['index.html'])).toThrow(/no files under assets/);
  });
});

describe('the version in a page', () => {
  it('is a meta element at the end of the head', () => {
    expect(withVersionMeta('<html><head><title>x</title></head><body></body></html>', 'abc')).toBe(
      '<html><head><title>x</title>  <meta name="console-version" content="abc" />\n  </head><body></body></html>',
    );
  });

  it('refuses a page without a head', () => {
    expect(() => withVersionMeta('<p>no head</p>', 'abc')).toThrow(/no <\/head>/);
  });
});
