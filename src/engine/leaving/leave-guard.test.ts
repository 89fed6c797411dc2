import { describe, expect, it, vi } from 'vitest';
import { createLeaveGuard, leaveWhenAgreed, type WorkKeeper } from './leave-guard';

const keeper = (answer: boolean) => {
  const letGo = vi.fn<() => void>();
  const held: WorkKeeper = { ask: () => Promise.resolve(answer), letGo };
  return { ...held, letGo };
};

describe('the leave guard', () => {
  it.each<[string, boolean | null, boolean]>([
    ['no keeper: leaves', null, true],
    ['the keeper lets go: leaves', true, true],
    ['the keeper keeps the work: stays', false, false],
  ])('%s', async (_name, answer, leaves) => {
    const guard = createLeaveGuard();
    const held = answer === null ? null : keeper(answer);
    if (held !== null) guard.keep(held);
    const leave = vi.fn();
    expect(await leaveWhenAgreed(guard, leave)).toBe(leaves);
    expect(leave).toHaveBeenCalledTimes(leaves ? 1 : 0);
    if (held !== null) expect(held.letGo).toHaveBeenCalledTimes(leaves ? 1 : 0);
  });

  it('a keeper gone is not asked; a later keeper replaced is not unregistered by the earlier one', async () => {
    const guard = createLeaveGuard();
    const first = keeper(false);
    const unregisterFirst = guard.keep(first);
    const second = keeper(false);
    guard.keep(second);
    unregisterFirst();
    expect(await guard.confirm()).toBe(false);
    const unregisterSecond = guard.keep(second);
    unregisterSecond();
    expect(await guard.confirm()).toBe(true);
  });
});

describe('the act asked about', () => {
  it('is the one the leave names, for the question to say what continuing does', async () => {
    const guard = createLeaveGuard();
    const asked: string[] = [];
    guard.keep({
      ask: async () => {
        asked.push(guard.act());
        return false;
      },
      letGo: () => undefined,
    });
    await leaveWhenAgreed(guard, () => undefined, 'log-off');
    await guard.confirm('release');
    await leaveWhenAgreed(guard, () => undefined);
    expect(asked).toEqual(['log-off', 'release', 'reload']);
  });
});
