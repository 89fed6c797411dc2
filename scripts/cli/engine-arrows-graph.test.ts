import { describe, expect, it } from 'vitest';
import { engineArrows } from './engine-arrows-graph';

const file = (name: string, ...imports: string[]) => ({ file: name, text: imports.map((to) => `import { x } from '${to}';`).join('\n') });

describe('engineArrows', () => {
  it.each([
    ['one way: no cycle', [file('api/http.ts', '../signals/s'), file('signals/s.ts')], { arrows: 1, cyclic: 0, cycles: [], mutual: [] }],
    [
      'both ways: a cycle of two',
      [file('api/http.ts', '../step-up/b'), file('step-up/b.ts', '../api/http')],
      { arrows: 2, cyclic: 2, cycles: [['api', 'step-up']], mutual: [['api', 'step-up']] },
    ],
    [
      'a ring of three, and an arrow out of it',
      [file('a/x.ts', '../b/y', '../d/w'), file('b/y.ts', '../c/z'), file('c/z.ts', '../a/x'), file('d/w.ts')],
      { arrows: 4, cyclic: 3, cycles: [['a', 'b', 'c']], mutual: [] },
    ],
    [
      'imports inside a folder, of generated code and dynamic imports',
      [file('a/x.ts', './y', '../../generated/t'), { file: 'a/y.ts', text: "const m = import('../b/z');" }, file('b/z.ts')],
      { arrows: 1, cyclic: 0, cycles: [], mutual: [] },
    ],
  ])('%s', (_name, files, expected) => {
    expect(engineArrows(files)).toMatchObject(expected);
  });
});
