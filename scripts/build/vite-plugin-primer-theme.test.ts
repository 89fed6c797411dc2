import { describe, expect, it } from 'vitest';
import { firstBlock, renderBlocks, withReferences } from './vite-plugin-primer-theme';

const light = `/** header */
[data-color-mode="light"][data-light-theme="light"],
[data-color-mode="auto"][data-light-theme="light"] {
  --fgColor-default: #1f2328; /** text */
  --fgColor-link: var(--fgColor-accent);
  --fgColor-accent: #0969da;
  --unused: 1px;
}
@media (prefers-color-scheme: dark) {
  [data-color-mode][data-color-mode="auto"][data-dark-theme="light"] {
    --fgColor-default: #1f2328;
  }
}`;

describe('the Primer theme cut', () => {
  it('keeps the explicit colour mode block only, without comments', () => {
    const block = firstBlock(light);
    expect(block.selector).toBe('[data-color-mode="light"][data-light-theme="light"]');
    expect([...block.variables.keys()]).toEqual(['--fgColor-default', '--fgColor-link', '--fgColor-accent', '--unused']);
  });

  it('keeps the variables named and those their values refer to', () => {
    const block = firstBlock(light);
    const kept = withReferences(['--fgColor-link'], [block]);
    expect([...kept].sort()).toEqual(['--fgColor-accent', '--fgColor-link']);
    expect(renderBlocks([block], (name) => kept.has(name))).toBe(
      '[data-color-mode="light"][data-light-theme="light"] {\n  --fgColor-link: var(--fgColor-accent);\n  --fgColor-accent: #0969da;\n}\n',
    );
    expect(renderBlocks([block], () => false)).toBe('');
  });
});
