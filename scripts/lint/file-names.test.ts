import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namingProblems, valueExports, type SourceFile } from './file-names';
import { root } from './lint-snippet';

/**
 * Every file of the console and the code around it, as the naming check sees it: not the generated
 * types, ignored output (dot folders such as server/.data) or the cycle fixtures the zone tests write
 * for a run.
 */
function sourceFiles(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name.startsWith('cycle-fixture-')) continue;
      if (file === 'src/generated') continue;
      if (entry.isDirectory()) walk(file);
      else files.push(file.endsWith('.tsx') ? { path: file, text: readFileSync(path.join(root, file), 'utf8') } : { path: file });
    }
  };
  for (const folder of ['src', 'server', 'scripts', 'bench', 'tests']) walk(folder);
  return files;
}

const component = (file: string, name = 'View'): SourceFile => ({ path: file, text: `export function ${name}() {\n  return null;\n}\n` });

describe('file names of src/, server/, scripts/, bench/ and tests/', () => {
  it('keep the convention', () => {
    const files = sourceFiles();
    expect(files.filter((file) => file.path.startsWith('src/')).length).toBeGreaterThan(300);
    expect(files.filter((file) => file.path.startsWith('server/')).length).toBeGreaterThan(50);
    expect(namingProblems(files)).toEqual([]);
  });
});

describe('the naming check', () => {
  it('takes a component module in PascalCase with its styles and test, and modules in kebab-case', () => {
    expect(
      namingProblems([
        component('src/shell/menu/SideMenu.tsx', 'SideMenu'),
        { path: 'src/shell/menu/SideMenu.module.css' },
        { path: 'src/shell/menu/SideMenu.test.tsx' },
        { path: 'src/shell/header/AccountAvatar.test.ts' },
        component('src/shell/header/AccountAvatar.tsx', 'AccountAvatar'),
        { path: 'src/shell/parts/side-menu-item.module.css' },
        { path: 'src/engine/leaving/leave-page.ts' },
        { path: 'src/engine/leaving/leave-page.test.ts' },
        { path: 'src/app/router.tsx', text: 'export function consoleRouter() {}\n' },
        {
          path: 'src/components/forms/rjsf/templates.tsx',
          text: 'export function FieldTemplate() {}\nexport const sharedTemplates = {};\n',
        },
        { path: 'src/main.tsx', text: "import './app/App';\n" },
        { path: 'src/build-stubs/markdown-stub.tsx', text: 'export function Markdown() {}\n' },
        { path: 'src/build-stubs/README.md' },
      ]),
    ).toEqual([]);
  });

  it.each([
    ['src/engine/leaving/LeavePage.ts', 'belongs to the component'],
    ['src/engine/leaving/leave_page.ts', 'PascalCase (a component) or kebab-case'],
    ['src/engine/leaving/leavePage.ts', 'PascalCase (a component) or kebab-case'],
    ['src/shell/menu/Side-Menu.module.css', 'PascalCase (a component) or kebab-case'],
    ['src/shell/menu/Orphan.module.css', 'belongs to the component'],
    ['src/shell/menu/Orphan.test.tsx', 'belongs to the component'],
    ['src/engine/Leaving/leave-page.ts', 'folders are kebab-case'],
    ['src/shell/side_menu/side-menu.css', 'folders are kebab-case'],
  ])('refuses %s', (file, problem) => {
    expect(namingProblems([{ path: file }]).join('\n')).toContain(problem);
  });

  it('refuses a component module in kebab-case, and a PascalCase module that exports no component', () => {
    expect(namingProblems([component('src/components/forms/glyph.tsx', 'Glyph')])).toEqual([
      'src/components/forms/glyph.tsx: exports only components, so its name is PascalCase',
    ]);
    expect(namingProblems([{ path: 'src/app/Router.tsx', text: 'export function consoleRouter() {}\n' }])).toEqual([
      'src/app/Router.tsx: exports no component, so its name is kebab-case',
    ]);
  });

  it('reads value exports and leaves types out', () => {
    const text = [
      'export function Glyph() {}',
      'export const MENU_ICONS = {};',
      'export default function Page() {}',
      'export type GlyphName = string;',
      'export interface Props {}',
      'export { helper, Other as Renamed, type Hidden };',
    ].join('\n');
    expect(valueExports(text)).toEqual(['Glyph', 'MENU_ICONS', 'Page', 'helper', 'Renamed']);
  });
});
