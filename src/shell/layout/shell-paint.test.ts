import { describe, expect, it, vi } from 'vitest';
import { createShellPaintState, nextPhase, partMayStart, SHELL_PARTS, type ShellPart, type ShellPhase } from './shell-paint';

describe('partMayStart: nothing that can wait starts before the menu is painted', () => {
  const table: [ShellPart, ShellPhase, boolean][] = [
    ['start-up-calls', 'frame', false],
    ['start-up-calls', 'painted', true],
    ['start-up-calls', 'idle', true],
    ['service-notices', 'frame', false],
    ['service-notices', 'painted', true],
    ['notices', 'frame', false],
    ['notices', 'painted', true],
    ['whats-new', 'frame', false],
    ['whats-new', 'painted', true],
    ['workspace', 'frame', false],
    ['workspace', 'painted', true],
    ['tab-watch', 'frame', false],
    ['tab-watch', 'painted', true],
    ['settings-follow', 'frame', false],
    ['settings-follow', 'painted', true],
    ['step-up', 'frame', false],
    ['step-up', 'painted', true],
    ['version-watch', 'frame', false],
    ['version-watch', 'painted', false],
    ['version-watch', 'idle', true],
    ['integrations', 'frame', false],
    ['integrations', 'painted', false],
    ['integrations', 'idle', true],
  ];
  it.each(table)('%s in %s: %s', (part, phase, may) => expect(partMayStart(part, phase)).toBe(may));

  it('has a row for every part', () => {
    expect(new Set(table.map(([part]) => part))).toEqual(new Set(Object.keys(SHELL_PARTS)));
  });

  it('starts no part in the first frame', () => {
    for (const part of Object.keys(SHELL_PARTS) as ShellPart[]) expect(partMayStart(part, 'frame')).toBe(false);
  });
});

describe('nextPhase: only forward', () => {
  const table: [ShellPhase, ShellPhase, ShellPhase][] = [
    ['frame', 'frame', 'frame'],
    ['frame', 'painted', 'painted'],
    ['frame', 'idle', 'idle'],
    ['painted', 'frame', 'painted'],
    ['painted', 'idle', 'idle'],
    ['idle', 'painted', 'idle'],
    ['idle', 'frame', 'idle'],
  ];
  it.each(table)('%s told %s: %s', (current, reached, next) => expect(nextPhase(current, reached)).toBe(next));
});

describe('createShellPaintState', () => {
  it('tells its listeners once per phase moved, never for a phase behind', () => {
    const state = createShellPaintState();
    const told: ShellPhase[] = [];
    state.subscribe(() => told.push(state.phase()));
    state.reach('painted');
    state.reach('painted');
    state.reach('frame');
    state.reach('idle');
    expect(told).toEqual(['painted', 'idle']);
  });

  it('resolves `when` on the phase, at once when reached already', async () => {
    const state = createShellPaintState();
    const seen: string[] = [];
    void state.when('idle').then(() => seen.push('idle'));
    void state.when('painted').then(() => seen.push('painted'));
    await Promise.resolve();
    expect(seen).toEqual([]);
    state.reach('painted');
    await Promise.resolve();
    expect(seen).toEqual(['painted']);
    state.reach('idle');
    await Promise.resolve();
    expect(seen).toEqual(['painted', 'idle']);
    await state.when('painted');
  });

  it('resolves `when` after its bound if the phase never comes', async () => {
    vi.useFakeTimers();
    try {
      const state = createShellPaintState();
      let done = false;
      void state.when('idle', 500).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(499);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
