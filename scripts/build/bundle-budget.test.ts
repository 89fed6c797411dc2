import { describe, expect, it } from 'vitest';
import { checkBudgets, pageFiles, requestedOutside, type BuildManifest } from './bundle-budget';

// A small build: the entry shares a vendor chunk with the login page, which imports a form chunk;
// the shell is reached only through a dynamic import, which a page must name to count.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_vendor.js'], css: ['assets/index.css'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/Login.tsx': { file: 'assets/Login.js', imports: ['_vendor.js', '_form.js'], css: ['assets/Login.css'] },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'], css: ['assets/index.css'] },
  'src/Shell.tsx': { file: 'assets/Shell.js', imports: ['_form.js', '_big.js'], css: ['assets/Shell.css'] },
  '_big.js': { file: 'assets/big.js' },
  'src/theme.ts': { file: 'assets/theme.css' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 10,
  'assets/vendor.js': 50,
  'assets/Login.js': 5,
  'assets/form.js': 20,
  'assets/Shell.js': 30,
  'assets/big.js': 100,
  'assets/index.css': 3,
  'assets/Login.css': 1,
  'assets/Shell.css': 9,
  'assets/theme.css': 2,
};

describe('pageFiles', () => {
  it('follows static imports once each and leaves dynamic imports out', () => {
    const files = pageFiles(manifest, ['index.html', 'src/Login.tsx']);
    expect(files.scripts.sort()).toEqual(['assets/Login.js', 'assets/form.js', 'assets/index.js', 'assets/vendor.js']);
    expect(files.styles.sort()).toEqual(['assets/Login.css', 'assets/index.css']);
  });

  it('refuses an entry the build does not have', () => {
    expect(() => pageFiles(manifest, ['src/Renamed.tsx'])).toThrow('src/Renamed.tsx is not in the build manifest');
  });
});

describe('checkBudgets', () => {
  const budgets = [
    { page: 'login', entries: ['index.html', 'src/Login.tsx'], scriptsKiB: 85, stylesKiB: 4 },
    { page: 'shell', entries: ['index.html', 'src/Login.tsx', 'src/Shell.tsx', 'src/theme.ts'], scriptsKiB: 200, stylesKiB: 10 },
  ];

  it('adds up each page and names every ceiling it passes', () => {
    const results = checkBudgets(manifest, budgets, (file) => sizes[file] ?? Number.NaN);
    expect(results.map((result) => [result.budget.page, result.scriptsKiB, result.stylesKiB])).toEqual([
      ['login', 85, 4],
      ['shell', 215, 15],
    ]);
    expect(results[0]?.over).toEqual([]);
    expect(results[1]?.over).toEqual([
      'shell: 215.0 KiB of gzipped JS, over its 200 KiB budget',
      'shell: 15.0 KiB of gzipped CSS, over its 10 KiB budget',
    ]);
  });
});

describe('the script files budget', () => {
  it('names a page with more script files than its ceiling, and holds one at it', () => {
    const entries = ['index.html', 'src/Login.tsx', 'src/Shell.tsx'];
    const [over, at] = checkBudgets(
      manifest,
      [
        { page: 'shell', entries, scriptsKiB: 1000, stylesKiB: 100, scriptFiles: 5 },
        { page: 'shell', entries, scriptsKiB: 1000, stylesKiB: 100, scriptFiles: 6 },
      ],
      (file) => sizes[file] ?? Number.NaN,
    );
    expect(over?.over).toEqual(['shell: 6 script files, over its 5 files budget']);
    expect(at?.over).toEqual([]);
  });
});

describe('requestedOutside', () => {
  const shell = pageFiles(manifest, ['index.html', 'src/Login.tsx', 'src/Shell.tsx']);

  it('is empty when the page holds every script the browser asked for, by path or url path', () => {
    expect(requestedOutside(shell, ['/assets/index.js', 'assets/vendor.js', '/assets/Shell.js', '/assets/big.js'])).toEqual([]);
  });

  it('names each script asked for that the page does not hold, once', () => {
    const login = pageFiles(manifest, ['index.html', 'src/Login.tsx']);
    expect(requestedOutside(login, ['/assets/index.js', '/assets/Shell.js', '/assets/big.js', '/assets/Shell.js'])).toEqual([
      'assets/Shell.js',
      'assets/big.js',
    ]);
  });
});
