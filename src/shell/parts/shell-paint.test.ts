import { describe, expect, it, vi } from 'vitest';
import { createShellPaintState, partMayStart, SHELL_PARTS, type ShellPart } from './shell-paint';

describe('the menu first: which parts may start once so many have', () => {
  // One more part per release, in this order: the header's tools, the calls and the pop-ups first, the version watch and the integrations last.
  const table: [number, ShellPart[]][] = [
    [0, []],
    [1, ['header-tools']],
    [2, ['header-tools', 'start-up-calls']],
    [3, ['header-tools', 'start-up-calls', 'notices']],
    [4, ['header-tools', 'start-up-calls', 'notices', 'workspace']],
    [5, ['header-tools', 'start-up-calls', 'notices', 'workspace', 'tab-watch']],
    [
      9,
      ['header-tools', 'start-up-calls', 'notices', 'workspace', 'tab-watch', 'service-notices', 'step-up', 'whats-new', 'settings-follow'],
    ],
    [
      11,
      [
        'header-tools',
        'start-up-calls',
        'notices',
        'workspace',
        'tab-watch',
        'service-notices',
        'step-up',
        'whats-new',
        'settings-follow',
        'version-watch',
        'integrations',
      ],
    ],
  ];
  it.each(table)('%i started: %j', (started, expected) => {
    expect(SHELL_PARTS.filter((part) => partMayStart(part, started))).toEqual(expected);
  });
});

describe('createShellPaintState', () => {
  it('starts one part per release, tells its listeners each time, and stops after the last', () => {
    const state = createShellPaintState();
    let told = 0;
    state.subscribe(() => (told += 1));
    expect(state.started()).toBe(0);
    for (let count = 1; count <= SHELL_PARTS.length; count += 1) {
      expect(state.release()).toBe(true);
      expect(state.started()).toBe(count);
    }
    expect(state.release()).toBe(false);
    expect(told).toBe(SHELL_PARTS.length);
  });

  it('resolves `when` once the part may start, at once when it may already', async () => {
    const state = createShellPaintState();
    const seen: string[] = [];
    void state.when('notices').then(() => seen.push('notices'));
    void state.when('start-up-calls').then(() => seen.push('start-up-calls'));
    await Promise.resolve();
    expect(seen).toEqual([]);
    // The header's tools first: neither yet.
    state.release();
    await Promise.resolve();
    expect(seen).toEqual([]);
    state.release();
    await Promise.resolve();
    expect(seen).toEqual(['start-up-calls']);
    state.release();
    await Promise.resolve();
    expect(seen).toEqual(['start-up-calls', 'notices']);
    await state.when('start-up-calls');
  });

  it('resolves `when` after its bound if the part never may', async () => {
    vi.useFakeTimers();
    try {
      const state = createShellPaintState();
      let done = false;
      void state.when('integrations', 500).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(499);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
