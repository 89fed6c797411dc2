import { describe, expect, it } from 'vitest';
import type { AccountRef } from '../../generated/types/tab-message';
import type { ApiResult } from '../api/envelope';
import type { OutgoingTabMessage, TabMessage } from '../tabs/tab-channel';
import type { TabAccount } from '../tabs/tab-decision';
import { VISIBILITY_CHECK_INTERVAL_MS } from '../tabs/tab-decision';
import { startTabWatch, type TabWatchDeps } from './tab-watch';

const ALEX = { id: '1001', name: 'admin' };
const RITA = { id: '1003', name: 'reports' };

/** A console start's world as the watch sees it, every listener counted, every effect recorded. */
function world({ shown = ALEX as TabAccount | null, guardOpen = true, present = ALEX as AccountRef } = {}) {
  const tabListeners = new Set<(message: TabMessage) => void>();
  const shownListeners = new Set<() => void>();
  const visibilityListeners = new Set<() => void>();
  const versionListeners = new Set<() => void>();
  const onceSeen = new Set<string>();
  const state = { shown, guardOpen, visible: true, at: 1_000_000, present, newVersion: null as string | null };
  const posted: OutgoingTabMessage[] = [];
  const effects: string[] = [];
  const deps: TabWatchDeps = {
    tabs: {
      post: (message) => posted.push(message),
      listen: (listener) => {
        tabListeners.add(listener);
        return () => tabListeners.delete(listener);
      },
    },
    shown: {
      get: () => state.shown,
      subscribe: (listener) => {
        shownListeners.add(listener);
        return () => shownListeners.delete(listener);
      },
    },
    fetchPresent: () => {
      effects.push('present');
      return Promise.resolve({ ok: true, data: state.present } as ApiResult<AccountRef>);
    },
    once: (task, value) => {
      const key = `${task} ${value ?? ''}`;
      if (onceSeen.has(key)) return false;
      onceSeen.add(key);
      return true;
    },
    checks: { last: null },
    guardOpen: () => state.guardOpen,
    leaveSignedOut: () => effects.push('leave'),
    visibility: {
      visible: () => state.visible,
      onChange: (listener) => {
        visibilityListeners.add(listener);
        return () => visibilityListeners.delete(listener);
      },
    },
    now: () => state.at,
    versions: {
      newVersion: () => state.newVersion,
      subscribe: (listener) => {
        versionListeners.add(listener);
        return () => versionListeners.delete(listener);
      },
      heardOfNewVersion: () => effects.push('look-for-version'),
    },
  };
  return {
    deps,
    state,
    posted,
    effects,
    hear: (message: TabMessage) => [...tabListeners].forEach((listener) => listener(message)),
    becomeVisible: () => [...visibilityListeners].forEach((listener) => listener()),
    setShown: (next: TabAccount) => {
      state.shown = next;
      [...shownListeners].forEach((listener) => listener());
    },
    findNewVersion: (version: string) => {
      state.newVersion = version;
      [...versionListeners].forEach((listener) => listener());
    },
    listening: () => tabListeners.size + shownListeners.size + visibilityListeners.size + versionListeners.size,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tab watch', () => {
  it('announces the account shown once per console start, and again when a sign-in shows another', () => {
    const w = world();
    startTabWatch(w.deps).stop();
    // A second watch of the same start (the shell mounted again): no second announcement.
    startTabWatch(w.deps);
    w.setShown(RITA);
    expect(w.posted).toEqual([
      { type: 'account', account: ALEX },
      { type: 'account', account: RITA },
    ]);
  });

  it.each<[string, TabMessage, { guardOpen?: boolean }, TabAccount | null, string[]]>([
    ['a log off elsewhere leaves', { type: 'signed-out', version: 1, reason: 'logged-off' }, {}, null, ['leave']],
    ['a sign-in as another account covers', { type: 'signed-in', version: 1, account: RITA }, {}, RITA, []],
    ['a console started as another account covers', { type: 'account', version: 1, account: RITA }, {}, RITA, []],
    [
      'a sign-in heard under the expired session’s cover is the guard’s',
      { type: 'signed-in', version: 1, account: RITA },
      { guardOpen: false },
      null,
      [],
    ],
    ['a new version found elsewhere has the version watch look', { type: 'new-version', version: 1 }, {}, null, ['look-for-version']],
    ['a theme change is not the watch’s', { type: 'theme', version: 1, theme: 'dark' }, {}, null, []],
  ])('%s', (_name, message, options, covered, effects) => {
    const w = world(options);
    const watch = startTabWatch(w.deps);
    w.hear(message);
    expect(watch.get()).toEqual(covered);
    expect(w.effects).toEqual(effects);
  });

  it('covers, tells its listeners, and uncovers when the session agrees again', () => {
    const w = world();
    const watch = startTabWatch(w.deps);
    let told = 0;
    watch.subscribe(() => (told += 1));
    w.hear({ type: 'signed-in', version: 1, account: RITA });
    w.hear({ type: 'signed-in', version: 1, account: ALEX });
    expect(watch.get()).toBeNull();
    expect(told).toBe(2);
  });

  it('asks the server when the tab becomes visible, at most once per interval, and covers on another account', async () => {
    const w = world({ present: RITA });
    const watch = startTabWatch(w.deps);
    w.state.visible = false;
    w.becomeVisible();
    expect(w.effects).toEqual([]);
    w.state.visible = true;
    w.becomeVisible();
    w.becomeVisible();
    await flush();
    expect(w.effects).toEqual(['present']);
    expect(watch.get()).toEqual(RITA);
    w.state.at += VISIBILITY_CHECK_INTERVAL_MS;
    w.becomeVisible();
    expect(w.effects).toEqual(['present', 'present']);
  });

  it('tells the other tabs of a new version once, found before it started or later', () => {
    const w = world();
    w.state.newVersion = '2.0';
    startTabWatch(w.deps);
    w.findNewVersion('2.1');
    expect(w.posted.filter((message) => message.type === 'new-version')).toEqual([{ type: 'new-version' }]);
  });

  it('stops whole: no listener is left, and an answer that comes after does nothing', async () => {
    const w = world({ present: RITA });
    const watch = startTabWatch(w.deps);
    expect(w.listening()).toBe(4);
    w.becomeVisible();
    watch.stop();
    await flush();
    expect(w.listening()).toBe(0);
    expect(watch.get()).toBeNull();
  });
});
