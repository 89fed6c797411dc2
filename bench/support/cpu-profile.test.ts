import { describe, expect, it } from 'vitest';
import { busyStretches, decodeVlq, moduleName, sourceLookup, type CpuProfile } from './cpu-profile';

describe('decodeVlq', () => {
  it.each([
    ['AAAA', [0, 0, 0, 0]],
    ['C', [1]],
    ['D', [-1]],
    ['gB', [16]],
    ['2HwBAAA', [123, 24, 0, 0, 0]],
  ])('%s is %j', (segment, values) => {
    expect(decodeVlq(segment)).toEqual(values);
  });

  it('refuses a character that is no base64 digit', () => {
    expect(() => decodeVlq('A!')).toThrow('not a base64 digit: !');
  });
});

describe('sourceLookup', () => {
  // Line 0: columns 0-9 from a.ts, 10 on from b.ts; line 1: column 0 maps nowhere, 5 on from a.ts again.
  const lookup = sourceLookup({ sources: ['src/a.ts', 'node_modules/b/index.js'], mappings: 'AAAA,UCAA;A,KDAA' });

  it.each([
    [0, 0, 'src/a.ts'],
    [0, 9, 'src/a.ts'],
    [0, 10, 'node_modules/b/index.js'],
    [0, 500, 'node_modules/b/index.js'],
    [1, 2, undefined],
    [1, 5, 'src/a.ts'],
    [7, 0, undefined],
  ])('line %i, column %i is in %s', (line, column, source) => {
    expect(lookup(line, column)).toBe(source);
  });
});

describe('moduleName', () => {
  it.each([
    ['../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['../../node_modules/@primer/react/lib-esm/Dialog/Dialog.js', '@primer/react'],
    ['../../node_modules/.pnpm/x/node_modules/valtio/esm/vanilla.mjs', 'valtio'],
    ['../../src/shell/layout/Layout.tsx', 'src/shell/layout/Layout.tsx'],
    ['../../src/shell/layout/Layout.module.css?used', 'src/shell/layout/Layout.module.css'],
    ['../../bench/signed-in-floor/main.tsx', 'bench/signed-in-floor/main.tsx'],
    ['vite/preload-helper.js', 'vite/preload-helper.js'],
  ])('%s is %s', (source, name) => {
    expect(moduleName(source)).toBe(name);
  });
});

describe('busyStretches', () => {
  const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 0 });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('(idle)') },
      { id: 3, callFrame: frame('render', 'http://h/assets/app.js', 0) },
      { id: 4, callFrame: frame('parse', 'http://h/assets/app.js', 1) },
      { id: 5, callFrame: frame('(program)') },
      { id: 6, callFrame: frame('run', 'http://h/assets/runtime.js') },
    ],
    startTime: 0,
    endTime: 0,
    // Samples every 10 ms: idle, 60 ms busy (render, parse, program), idle, 20 ms busy, idle.
    samples: [2, 3, 3, 4, 4, 5, 6, 2, 3, 3, 2, 2],
    timeDeltas: [0, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000],
  };
  const locate = (url: string, line: number) => (url.endsWith('/app.js') ? (line === 0 ? 'src/a.tsx' : 'parser') : undefined);

  it('keeps the stretches between idle samples of 50 ms or more, with their modules, largest first', () => {
    expect(busyStretches(profile, locate)).toEqual([
      {
        start: 10,
        duration: 60,
        modules: [
          ['src/a.tsx', 20],
          ['parser', 20],
          ['(program)', 10],
          ['runtime.js (unmapped)', 10],
        ],
      },
    ]);
  });

  it('keeps the shorter ones when asked', () => {
    expect(busyStretches(profile, locate, 10).map((stretch) => [stretch.start, stretch.duration])).toEqual([
      [10, 60],
      [80, 20],
    ]);
  });
});
