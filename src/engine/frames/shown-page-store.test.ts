/**
 * The shown page's store: each view told is the state, and its listeners are told only when it is
 * another object (the workspace tells only views that say something new, shown-page.ts); a stopped
 * store takes no view and tells no one.
 */
import { describe, expect, it } from 'vitest';
import { createShownPageStore, type ShownView } from './shown-page-store';

const own = (route: string, title: string | null = null): ShownView => ({ route, title, helpLink: null, page: null });
const dashboard = own('dashboard');
const report = own('dashboard', 'Report');
const stands: ShownView = {
  route: 'logs/policy-events',
  title: null,
  helpLink: null,
  page: { kind: 'stands-in', route: 'logs/policy-events', shows: 'logs/audit-log' },
};

describe('createShownPageStore', () => {
  it.each<[string, ShownView[], number, ShownView]>([
    ['nothing told', [], 0, null],
    ['nothing, told again', [null], 0, null],
    ['a page', [dashboard], 1, dashboard],
    ['the same view twice', [dashboard, dashboard], 1, dashboard],
    ['a page, then the title it sent', [dashboard, report], 2, report],
    ['a page standing in for a kept one, then its own page again', [stands, dashboard], 2, dashboard],
    ['two pages and back', [dashboard, stands, dashboard], 3, dashboard],
    ['a page, then none (a native screen)', [dashboard, null], 2, null],
  ])('%s', (_name, views, told, last) => {
    const store = createShownPageStore();
    let count = 0;
    store.subscribe(() => (count += 1));
    for (const view of views) store.dispatch(view);
    expect(count).toBe(told);
    expect(store.getState()).toBe(last);
  });

  it('stops once: takes no view after, tells no one, and runs what was registered to undo', () => {
    const store = createShownPageStore();
    const log: string[] = [];
    store.subscribe(() => log.push('told'));
    store.onStop(() => log.push('stopped'));
    store.dispatch(report);
    store.stop();
    store.stop();
    store.dispatch(dashboard);
    expect(store.getState()).toBe(report);
    expect(log).toEqual(['told', 'stopped']);
  });

  it('a listener that unsubscribes is not told again', () => {
    const store = createShownPageStore();
    let count = 0;
    const stop = store.subscribe(() => (count += 1));
    store.dispatch(dashboard);
    stop();
    store.dispatch(report);
    expect(count).toBe(1);
  });
});
