// @vitest-environment jsdom
/**
 * The router's locations reach the workspace twice, as the router gets there and once React has
 * rendered them, and the workspace's own navigations replace the console url.
 */
import { act, useLayoutEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { navigateConsole, routedEvent } from '../../engine/frames/router-events';
import type { WorkspaceEvent } from '../../engine/frames/workspace-machine';
import { renderForTest } from '../../testing/render-for-test';
import type { ConsoleRouter } from '../parts/console-router';
import { RenderedLocations } from './route-sync';

function setUp(initial: string, renderedBy?: ConsoleRouter) {
  const events: WorkspaceEvent[] = [];
  const dispatch = (event: WorkspaceEvent): void => {
    events.push(event);
  };
  function Shell() {
    // As the workspace runtime's connect does: every location the router reaches, at once.
    useLayoutEffect(() => router.subscribe((state) => dispatch(routedEvent(state, false))), []);
    return (
      <>
        <RenderedLocations router={renderedBy ?? router} dispatch={dispatch} />
        <Outlet />
      </>
    );
  }
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: 'logs/audit-log' }, { path: 'manual-license-check' }, { path: '*' }] }],
    { initialEntries: [initial] },
  );
  return { router, events };
}

const summary = (event: WorkspaceEvent) =>
  event.type === 'routed'
    ? { route: event.route, url: `${event.pathname}${event.search}${event.hash}`, traversal: event.traversal, committed: event.committed }
    : event;

describe('route sync', () => {
  it('hands on each location as the router reaches it, then again once rendered, with the route it matched', async () => {
    const { router, events } = setUp('/logs/audit-log');
    await renderForTest(<RouterProvider router={router} />);
    // React Router counts the first location as a POP; no kept frame is there to wait for it.
    expect(events.map(summary)).toEqual([{ route: 'logs/audit-log', url: '/logs/audit-log', traversal: true, committed: true }]);

    events.length = 0;
    await act(async () => router.navigate('/manual-license-check?x=1#y'));
    expect(events.map(summary)).toEqual([
      { route: 'manual-license-check', url: '/manual-license-check?x=1#y', traversal: false, committed: false },
      { route: 'manual-license-check', url: '/manual-license-check?x=1#y', traversal: false, committed: true },
    ]);
    const [urgent, rendered] = events;
    expect(urgent?.type === 'routed' && rendered?.type === 'routed' && urgent.key === rendered.key).toBe(true);

    events.length = 0;
    await act(async () => router.navigate(-1));
    expect(events.map(summary)).toEqual([
      { route: 'logs/audit-log', url: '/logs/audit-log', traversal: true, committed: false },
      { route: 'logs/audit-log', url: '/logs/audit-log', traversal: true, committed: true },
    ]);
  });

  it('a location no manifest route matches names no route', () => {
    const { router } = setUp('/nowhere/at/all');
    expect(routedEvent(router.state, true).route).toBe('*');
  });

  it('a rendered location the router has already left is not handed on', async () => {
    // A router whose location (and so its key) has moved on from the one React renders.
    const { router: other } = setUp('/logs/audit-log');
    await other.navigate('/manual-license-check');
    const { router, events } = setUp('/logs/audit-log', other);
    await renderForTest(<RouterProvider router={router} />);
    expect(events).toEqual([]);
  });

  it('the workspace replaces the console url, never pushes it', async () => {
    const { router } = setUp('/logs/audit-log');
    await renderForTest(<RouterProvider router={router} />);
    await act(async () => navigateConsole(router, '/logs/audit-log?saved=1'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/logs/audit-log?saved=1');
  });

  it('the url the workspace takes says it follows the frame; a user’s choice of the same url does not, nor Back to it', async () => {
    const { router } = setUp('/logs/audit-log');
    await renderForTest(<RouterProvider router={router} />);
    await act(async () => navigateConsole(router, '/logs/audit-log#/uiserver/legacy/logs/audit-log/save'));
    expect(routedEvent(router.state, true).follows).toBe(true);
    // The same url chosen by the user (a link to the location replaces it, as React Router does).
    await act(async () => router.navigate('/logs/audit-log#/uiserver/legacy/logs/audit-log/save', { replace: true }));
    expect(routedEvent(router.state, true).follows).toBe(false);
    await act(async () => navigateConsole(router, '/logs/audit-log?day=2'));
    await act(async () => router.navigate('/manual-license-check'));
    await act(async () => router.navigate(-1));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/logs/audit-log?day=2');
    expect(routedEvent(router.state, true).follows).toBe(false);
  });
});
