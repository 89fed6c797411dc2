/**
 * The premises of form-control-inputs-stub.ts, read from the installed package and the console's
 * sources: should one fail, the stub is no longer safe and the alias must go.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const primer = path.join(root, 'node_modules/@primer/react/dist');
const STUBBED = ['Autocomplete/Autocomplete', 'SelectPanel/SelectPanel', 'TextInputWithTokens/TextInputWithTokens', 'Textarea/Textarea'];
const SPECIFIER = new RegExp(`from\\s*["']\\.\\./(${STUBBED.join('|')})\\.js["']`);

async function filesUnder(dir: string, ending: RegExp): Promise<{ name: string; code: string }[]> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => ending.test(name));
  return Promise.all(names.map(async (name) => ({ name, code: await readFile(path.join(dir, name), 'utf8') })));
}

describe("the stub of FormControl's unused inputs", () => {
  it('replaces imports only FormControl makes', async () => {
    const importing = (await filesUnder(primer, /\.js$/)).filter(({ code }) => SPECIFIER.test(code)).map(({ name }) => name);
    expect(importing).toEqual([path.join('FormControl', 'FormControl.js')]);
  });

  it('stands in for inputs FormControl only compares its child with, and never renders', async () => {
    const code = await readFile(path.join(primer, 'FormControl/FormControl.js'), 'utf8');
    const bindings = [
      ...code.matchAll(
        /import\s*(?:\{\s*(\w+)\s*\}|(\w+))\s*from\s*["']\.\.\/(?:Autocomplete|SelectPanel|TextInputWithTokens|Textarea)\/\w+\.js["']/g,
      ),
    ].map((match) => match[1] ?? match[2]);
    expect(bindings).toHaveLength(4);
    const list = /const expectedInputComponents = \[([^\]]*)\]/.exec(code)?.[1] ?? '';
    for (const name of bindings) {
      expect(list).toMatch(new RegExp(`\\b${name}\\b`));
      const uses = code.split('\n').filter((line) => new RegExp(`\\b${name}\\b`).test(line) && !/^import /.test(line));
      for (const line of uses) {
        // The array of known inputs, or an identity test against the child's type or slot.
        expect(line).toMatch(new RegExp(`^\\s*${name},?$|\\.type === ${name}\\b|isSlot\\(\\w+, ${name}\\)`));
      }
      expect(code).not.toMatch(new RegExp(`jsxs?\\(${name}\\b`));
    }
  });

  it("matches no child: Primer's isSlot is false for a component without a slot symbol", async () => {
    const code = await readFile(path.join(primer, 'utils/is-slot.js'), 'utf8');
    expect(code).toMatch(/return slot\.__SLOT__ \? elementSlot === slot\.__SLOT__ : false;/);
  });

  it('stands in for inputs the console never uses', async () => {
    const sources = await filesUnder(path.join(root, 'src'), /\.tsx?$/);
    const named = new RegExp(`\\b(${STUBBED.map((stub) => stub.split('/')[0]).join('|')})\\b`);
    const users = sources.filter(({ code }) =>
      [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@primer\/react[^']*'/g)].some((match) => named.test(match[1] ?? '')),
    );
    expect(users.map(({ name }) => name)).toEqual([]);
  });
});
