import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutDrawing24 } from './vite-plugin-octicons-16';

const icons = path.resolve(import.meta.dirname, '../../node_modules/@primer/octicons-react/dist/icons');
const read = (name: string) => readFileSync(path.join(icons, name), 'utf8');

describe('octicons at 16 pixels', () => {
  it('drops the 24-pixel drawing of the installed icons that have both, keeping the 16-pixel one', () => {
    const both = readdirSync(icons).filter((name) => name.endsWith('.mjs') && read(name).includes('var heights = ["16", "24"];'));
    // The premise: most icons have both drawings. If a release changes their shape, this says so.
    expect(both.length).toBeGreaterThan(300);
    for (const name of both) {
      const code = read(name);
      const changed = withoutDrawing24(code);
      expect(changed, name).not.toBeNull();
      expect(changed).toContain('var heights = ["16"];');
      expect(changed).not.toContain('"24": {');
      expect(changed).toContain('"16": {');
      expect(changed!.length).toBeLessThan(code.length);
    }
  });

  it('the gear keeps its exact 16-pixel drawing and its component', () => {
    const code = read('GearIcon.mjs');
    const changed = withoutDrawing24(code)!;
    const drawing16 = /"16": \{[\s\S]*?\n\t\}/.exec(code)![0];
    expect(changed).toContain(drawing16);
    expect(changed).toContain('renderOcticon(props, ref, "octicon octicon-gear", svgDataByHeight, heights)');
    expect(changed).toMatch(/\n\t\}\n\};\nvar GearIcon/);
  });

  it.each([
    ['a 16-only icon', 'var heights = ["16"];\nvar svgDataByHeight = {\n\t"16": {\n\t\t"width": 16,\n\t\t"path": x\n\t}\n};'],
    ['a 12-only icon', 'var heights = ["12"];'],
    [
      'a 24-pixel entry before another drawing',
      'var heights = ["16", "24"];\n{\n\t"16": {}\n,\n\t"24": {\n\t\t"width": 24,\n\t\t"path": a\n\t},\n\t"32": {\n\t\t"width": 32,\n\t\t"path": b\n\t}\n};',
    ],
    ['a 24-pixel entry of another shape', 'var heights = ["16", "24"];\n{,\n\t"24": {\n\t\t"path": a,\n\t\t"width": 24\n\t}\n};'],
  ])('leaves %s as published', (_name, code) => {
    expect(withoutDrawing24(code)).toBeNull();
  });
});
