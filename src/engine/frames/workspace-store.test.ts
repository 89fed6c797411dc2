import { describe, expect, it } from 'vitest';
import type { FramedRoute } from './frame-location';
import { initialWorkspace, type RoutedEvent, type WorkspaceEffect } from './workspace-machine';
import { createWorkspaceStore } from './workspace-store';

const AUDIT: FramedRoute = { path: 'logs/audit-log', frameUrl: '/uiserver/legacy/logs/audit-log' };
const EVENTS: FramedRoute = { path: 'logs/policy-events', frameUrl: '/uiserver/legacy/logs/policy-events' };

const routed = (route: FramedRoute, key: string): RoutedEvent => ({
  type: 'routed',
  route: route.path,
  pathname: `/${route.path}`,
  search: '',
  hash: '',
  key,
  traversal: false,
  follows: false,
  committed: true,
});

describe('createWorkspaceStore', () => {
  it('takes each event through the machine: listeners hear of a new state, then its effects run', () => {
    const log: string[] = [];
    const store = createWorkspaceStore(
      initialWorkspace([AUDIT]),
      () => new Map(),
      (effect) => log.push(`effect ${effect.type}`),
    );
    store.subscribe(() => log.push(`state ${store.getState().onScreen}`));
    store.dispatch(routed(AUDIT, 'a'));
    expect(log).toEqual(['state 1', 'effect schedule']);
    expect(store.getState().slots.map((slot) => slot.route.path)).toEqual([AUDIT.path]);
  });

  it('an event that changes nothing is heard by nobody', () => {
    const store = createWorkspaceStore(
      initialWorkspace([AUDIT]),
      () => new Map(),
      () => {},
    );
    store.dispatch(routed(AUDIT, 'a'));
    let heard = 0;
    const stop = store.subscribe(() => (heard += 1));
    store.dispatch(routed(AUDIT, 'a'));
    store.dispatch({ type: 'message', slot: 9, message: { type: 'title', title: 'nobody' } });
    expect(heard).toBe(0);
    stop();
    store.dispatch(routed(EVENTS, 'b'));
    expect(heard).toBe(0);
  });

  it('an event dispatched while effects run waits for them: events are taken one at a time, in order', () => {
    const seen: string[] = [];
    let store: ReturnType<typeof createWorkspaceStore> | null = null;
    const run = (effect: WorkspaceEffect): void => {
      seen.push(`${effect.type} for ${store?.getState().routeKey}`);
      // The router answers a navigate at once, as React Router does: here, every effect is answered.
      if (store?.getState().routeKey === 'a') store.dispatch(routed(EVENTS, 'b'));
    };
    store = createWorkspaceStore(initialWorkspace([AUDIT, EVENTS]), () => new Map(), run);
    store.dispatch(routed(AUDIT, 'a'));
    expect(seen).toEqual(['schedule for a', 'schedule for b']);
    expect(store.getState().onScreen).toBe(2);
  });
});
