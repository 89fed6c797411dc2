import { describe, expect, it, vi } from 'vitest';
import {
  allStarted,
  createShellPaintState,
  FIRST_FRAME,
  nextPhase,
  partMayStart,
  releaseNext,
  SHELL_PARTS,
  type ShellPart,
  type ShellPhase,
  type ShellProgress,
} from './shell-paint';

const PARTS = Object.keys(SHELL_PARTS) as ShellPart[];

/** Releases until nothing more starts; returns the parts started on the way, in order. */
function drain(progress: ShellProgress): { progress: ShellProgress; started: ShellPart[] } {
  const started: ShellPart[] = [];
  for (let next = releaseNext(progress); next !== progress; progress = next, next = releaseNext(progress)) {
    started.push(...PARTS.filter((part) => partMayStart(part, next) && !partMayStart(part, progress)));
  }
  return { progress, started };
}

describe('the menu first: what starts when', () => {
  it('starts nothing in the first frame, however often released', () => {
    expect(releaseNext(FIRST_FRAME)).toBe(FIRST_FRAME);
    for (const part of PARTS) expect(partMayStart(part, FIRST_FRAME)).toBe(false);
  });

  // Each release starts one part, in this order; the version watch and the integrations wait for idle.
  const table: [ShellPhase, ShellPart[]][] = [
    ['frame', []],
    ['painted', ['start-up-calls', 'workspace', 'tab-watch', 'notices', 'service-notices', 'step-up', 'whats-new', 'settings-follow']],
    [
      'idle',
      [
        'start-up-calls',
        'workspace',
        'tab-watch',
        'notices',
        'service-notices',
        'step-up',
        'whats-new',
        'settings-follow',
        'version-watch',
        'integrations',
      ],
    ],
  ];
  it.each(table)('in %s, releases start %j one at a time', (phase, expected) => {
    const { progress, started } = drain({ phase, started: 0 });
    expect(started).toEqual(expected);
    expect(progress.started).toBe(expected.length);
    expect(allStarted(progress)).toBe(expected.length === PARTS.length);
  });

  it('goes on from where it was when idle comes', () => {
    const painted = drain({ phase: 'painted', started: 0 }).progress;
    expect(partMayStart('version-watch', painted)).toBe(false);
    const idle = drain({ ...painted, phase: 'idle' });
    expect(idle.started).toEqual(['version-watch', 'integrations']);
    expect(allStarted(idle.progress)).toBe(true);
  });

  it('one release, one part', () => {
    let progress: ShellProgress = { phase: 'idle', started: 0 };
    for (let count = 1; count <= PARTS.length; count += 1) {
      progress = releaseNext(progress);
      expect(PARTS.filter((part) => partMayStart(part, progress))).toHaveLength(count);
    }
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
  it('tells its listeners of each move, and of none that is not one', () => {
    const state = createShellPaintState();
    let told = 0;
    state.subscribe(() => (told += 1));
    expect(state.release()).toBe(false);
    state.reach('frame');
    expect(told).toBe(0);
    state.reach('painted');
    state.reach('painted');
    expect(told).toBe(1);
    expect(state.release()).toBe(true);
    expect(told).toBe(2);
    expect(state.progress()).toEqual({ phase: 'painted', started: 1 });
  });

  it('resolves `when` once the part may start, at once when it may already', async () => {
    const state = createShellPaintState();
    const seen: string[] = [];
    void state.when('workspace').then(() => seen.push('workspace'));
    void state.when('start-up-calls').then(() => seen.push('start-up-calls'));
    state.reach('painted');
    await Promise.resolve();
    expect(seen).toEqual([]);
    state.release();
    await Promise.resolve();
    expect(seen).toEqual(['start-up-calls']);
    state.release();
    await Promise.resolve();
    expect(seen).toEqual(['start-up-calls', 'workspace']);
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
