/**
 * The import order eslint.config.js sets for `import-x/order`, run at error whatever severity the
 * config gives it (it starts off until the branches of the change are merged and sorted in one go):
 * what the options say is proved on a snippet, so the order the rule enforces is the one the config
 * comment describes.
 */
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { root } from './lint-snippet';

vi.setConfig({ testTimeout: 30_000 });

const FILE = 'src/shell/menu/OrderFixture.tsx';
let sorter: ESLint;

beforeAll(async () => {
  const config = (await new ESLint({ cwd: root }).calculateConfigForFile(path.join(root, FILE))) as Linter.Config;
  const [, options] = config.rules?.['import-x/order'] as [unknown, Record<string, unknown>];
  sorter = new ESLint({
    cwd: root,
    fix: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], rules: { 'import-x/order': ['error', options] } }],
  });
}, 60_000);

async function sorted(lines: readonly string[]): Promise<string[]> {
  const code = `${lines.join('\n')}\nexport const used = [${lines.map((_, i) => `m${i}`).join(', ')}];\n`;
  const [result] = await sorter.lintText(code, { filePath: path.join(root, FILE) });
  return (result?.output ?? code).split('\n').filter((line) => line.startsWith('import'));
}

describe('import order', () => {
  it('puts packages first, then the farthest modules to the nearest, alphabetical, and styles last', async () => {
    const given = [
      "import m0 from './SideMenu.module.css';",
      "import * as m1 from './use-menu-anchor';",
      "import * as m2 from '../../engine/session/session';",
      "import * as m3 from 'react';",
      "import * as m4 from '../header/Header';",
      "import * as m5 from './RouteLink';",
      "import * as m6 from '../../components/PageSpinner';",
      "import * as m7 from '@primer/react';",
      "import * as m8 from 'node:path';",
    ];
    expect(await sorted(given)).toEqual([
      "import * as m8 from 'node:path';",
      "import * as m7 from '@primer/react';",
      "import * as m3 from 'react';",
      "import * as m6 from '../../components/PageSpinner';",
      "import * as m2 from '../../engine/session/session';",
      "import * as m4 from '../header/Header';",
      "import * as m5 from './RouteLink';",
      "import * as m1 from './use-menu-anchor';",
      "import m0 from './SideMenu.module.css';",
    ]);
  });

  it('leaves an ordered list as it is', async () => {
    const given = ["import * as m0 from 'react';", "import * as m1 from '../header/Header';", "import * as m2 from './RouteLink';"];
    expect(await sorted(given)).toEqual(given);
  });
});
