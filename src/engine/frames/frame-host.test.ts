// @vitest-environment jsdom
/**
 * The frame host is the one owner of the frame elements: it creates, replaces and removes them as
 * the machine's state says, dresses a hidden kept page as inert and aria-hidden, and moves its area
 * between places without creating a frame anew.
 */
import { describe, expect, it } from 'vitest';
import { createFrameHost } from './frame-host';
import { initialWorkspace, type Slot, type WorkspaceState } from './workspace-machine';

const ROUTE = { path: 'logs/audit-log', frameUrl: '/uiserver/legacy/logs/audit-log' };
const OTHER = { path: 'logs/policy-events', frameUrl: '/uiserver/legacy/logs/policy-events' };

function slot(id: number, route = ROUTE, changes: Partial<Slot> = {}): Slot {
  return {
    id,
    route,
    src: 'about:blank',
    attempt: 0,
    url: route.frameUrl,
    target: null,
    status: 'ready',
    httpStatus: null,
    failure: null,
    load: 1,
    title: null,
    helpLink: null,
    sensed: false,
    said: null,
    stale: null,
    ...changes,
  };
}

function state(slots: Slot[], onScreen: number | null): WorkspaceState {
  return { ...initialWorkspace([ROUTE, OTHER]), slots, onScreen, recent: slots.map((each) => each.id) };
}

function host() {
  const loads: number[] = [];
  const made = createFrameHost({ document, title: (each) => `${each.route.path} (legacy page)`, loaded: (id) => loads.push(id) });
  made.style({ area: 'area', slot: 'slot', frame: 'frame' });
  return { made, loads };
}

describe('createFrameHost', () => {
  it('dresses the page on screen as reachable and a kept page as inert, hidden from assistive technology', () => {
    const { made } = host();
    made.render(state([slot(1), slot(2, OTHER)], 2));
    const kept = made.slotElement(1)!;
    const shown = made.slotElement(2)!;
    expect(shown.hasAttribute('inert')).toBe(false);
    expect(shown.hasAttribute('aria-hidden')).toBe(false);
    expect(made.frame(2)?.dataset.testid).toBe('legacy-frame');
    expect(made.frame(2)?.title).toBe('logs/policy-events (legacy page)');
    expect(kept.inert).toBe(true);
    expect(kept.getAttribute('aria-hidden')).toBe('true');
    expect(made.frame(1)?.dataset.testid).toBe('kept-frame');
    expect(kept.dataset).toMatchObject({ route: '/logs/audit-log', frameStatus: 'ready', active: 'false' });
    expect(made.element.dataset).toMatchObject({ testid: 'frame-workspace', shown: 'true', kept: '2' });
  });

  it('keeps a frame element across renders; a new attempt replaces it; a slot gone from the state is removed', () => {
    const { made } = host();
    made.render(state([slot(1), slot(2, OTHER)], 1));
    const first = made.frame(1);
    made.render(state([slot(1, ROUTE, { status: 'loading' }), slot(2, OTHER)], 2));
    expect(made.frame(1)).toBe(first);
    made.render(state([slot(1, ROUTE, { attempt: 1 }), slot(2, OTHER)], 1));
    expect(made.frame(1)).not.toBe(first);
    expect(first?.isConnected).toBe(false);
    made.render(state([slot(1, ROUTE, { attempt: 1 })], 1));
    expect(made.frame(2)).toBeNull();
    expect(made.element.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('moves its area between places and parks it while none is given, never creating a frame anew', () => {
    const { made } = host();
    const place = document.createElement('main');
    document.body.append(place);
    made.place(place);
    made.render(state([slot(1)], 1));
    const frame = made.frame(1);
    expect(place.contains(frame!)).toBe(true);
    made.place(null);
    expect(place.contains(frame!)).toBe(false);
    expect(frame?.isConnected).toBe(true);
    expect(made.frame(1)).toBe(frame);
    const again = document.createElement('main');
    document.body.append(again);
    made.place(again);
    expect(again.contains(frame!)).toBe(true);
    expect(made.frame(1)).toBe(frame);
  });

  it('hands on each load of a frame, and tells the portals when slot elements come or go', () => {
    const { made, loads } = host();
    let told = 0;
    made.onSlots(() => (told += 1));
    made.render(state([slot(1)], 1));
    expect(told).toBe(1);
    made.render(state([slot(1, ROUTE, { status: 'loading' })], 1));
    expect(told).toBe(1);
    loads.length = 0;
    made.frame(1)?.dispatchEvent(new Event('load'));
    expect(loads).toEqual([1]);
    made.stop();
    expect(made.element.isConnected).toBe(false);
    expect(made.frame(1)).toBeNull();
  });
});
