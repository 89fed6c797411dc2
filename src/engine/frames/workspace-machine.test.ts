import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { FrameMessage } from '../../generated/types/frame-message';
import type { FramedRoute } from './frame-location';
import { HELD_BEYOND_LIMIT } from './recent-pages';
import {
  createWorkspaceTransition,
  gate,
  GATE_SITES,
  initialWorkspace,
  LOAD_TIMEOUT_MS,
  holdsInput,
  NO_READING,
  shownSlot,
  workspaceTransition as machineTransition,
  TRAVERSAL_GRACE_MS,
  type GateSite,
  type ProbeVerdict,
  type Reading,
  type RoutedEvent,
  type Slot,
  type SlotStatus,
  type WorkspaceEffect,
  type WorkspaceEvent,
  type WorkspaceState,
  type WorkspaceTransition,
} from './workspace-machine';

const DASHBOARD: FramedRoute = { path: 'dashboard', frameUrl: '/uiserver/legacy/dashboard' };
const AUDIT: FramedRoute = { path: 'logs/audit-log', frameUrl: '/uiserver/legacy/logs/audit-log' };
const EVENTS: FramedRoute = { path: 'logs/policy-events', frameUrl: '/uiserver/legacy/logs/policy-events' };
const ACCOUNTS: FramedRoute = { path: 'administration/account-management', frameUrl: '/uiserver/legacy/administration/account-management' };
const ROUTES = [DASHBOARD, AUDIT, EVENTS, ACCOUNTS];

/** An event as the runtime hands it in: on its own (nothing read anew), or with the frames' reading taken with it. */
type Step = WorkspaceEvent | { readonly event: WorkspaceEvent; readonly reading: Reading };
const unpack = (step: Step): { event: WorkspaceEvent; reading: Reading } =>
  'reading' in step ? step : { event: step, reading: NO_READING };
/** The machine's transition for a step. */
function transition(state: WorkspaceState, step: Step) {
  const { event, reading } = unpack(step);
  return machineTransition(state, event, reading);
}
/** The user's input in slot's page now reads as `unsaved`: a `read`, with that reading. */
const typed = (slot: number, unsaved = true): Step => ({ event: { type: 'read' }, reading: new Map([[slot, unsaved]]) });

let keys = 0;
/** The router at `url` (path, query, fragment) on `route` (null: a route of the console's own, or none). */
function routedTo(route: FramedRoute | null, url: string, options: Partial<RoutedEvent> = {}): RoutedEvent {
  const parsed = new URL(url, 'http://console.test');
  keys += 1;
  return {
    type: 'routed',
    route: route?.path ?? null,
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
    key: `k${keys}`,
    traversal: false,
    follows: false,
    committed: true,
    ...options,
  };
}
const open = (route: FramedRoute, options: Partial<RoutedEvent> = {}) => routedTo(route, `/${route.path}`, options);

/** Runs the events in turn, gathering every effect. */
function run(state: WorkspaceState, ...events: Step[]): { state: WorkspaceState; effects: WorkspaceEffect[] } {
  const effects: WorkspaceEffect[] = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const slotOf = (state: WorkspaceState, id: number): Slot | undefined => state.slots.find((slot) => slot.id === id);
const kinds = (effects: readonly WorkspaceEffect[]) => effects.map((effect) => effect.type);
const timerFor = (slot: Slot): WorkspaceEffect => ({
  type: 'schedule',
  afterMs: LOAD_TIMEOUT_MS,
  event: { type: 'timed-out', slot: slot.id, load: slot.load },
});

/** The audit log on screen, alone, in slot 1, its frame in `status`. */
function auditIn(status: SlotStatus): WorkspaceState {
  let { state } = run(initialWorkspace(ROUTES), open(AUDIT));
  if (status === 'ready') ({ state } = run(state, { type: 'loaded', slot: 1, url: AUDIT.frameUrl, status: 200 }));
  if (status === 'failed') ({ state } = run(state, { type: 'loaded', slot: 1, url: AUDIT.frameUrl, status: 500 }));
  if (status === 'timed-out') ({ state } = run(state, { type: 'timed-out', slot: 1, load: 1 }));
  if (status === 'checking') ({ state } = run(state, { type: 'loaded', slot: 1, url: null, status: 0 }));
  expect(slotOf(state, 1)?.status).toBe(status);
  return state;
}

const STATUSES: readonly SlotStatus[] = ['loading', 'checking', 'ready', 'failed', 'timed-out'];

/** What became of slot 1: its status (or gone) and the kinds of the effects, per status it was in. */
interface Outcome {
  readonly status: SlotStatus | 'gone';
  readonly effects: readonly WorkspaceEffect['type'][];
}
const same = (status: SlotStatus): Outcome => ({ status, effects: [] });
const byStatus = (outcome: (status: SlotStatus) => Outcome) => Object.fromEntries(STATUSES.map((status) => [status, outcome(status)]));

const EVERY_EVENT: readonly [string, (state: WorkspaceState) => WorkspaceEvent, Record<string, Outcome>][] = [
  [
    'navigated: the page is left, the next one loads',
    () => ({ type: 'navigated', slot: 1 }),
    byStatus((status) => (status === 'loading' ? same('loading') : { status: 'loading', effects: ['schedule'] })),
  ],
  ['loaded 200: ready', () => ({ type: 'loaded', slot: 1, url: AUDIT.frameUrl, status: 200 }), byStatus(() => same('ready'))],
  ['loaded 503: failed', () => ({ type: 'loaded', slot: 1, url: AUDIT.frameUrl, status: 503 }), byStatus(() => same('failed'))],
  [
    'loaded 401: failed, and the server is asked what holds (an expired session, a support session that ended)',
    () => ({ type: 'loaded', slot: 1, url: AUDIT.frameUrl, status: 401 }),
    byStatus(() => ({ status: 'failed', effects: ['ask-session'] })),
  ],
  [
    'loaded with an unknown status (0): ready',
    () => ({ type: 'loaded', slot: 1, url: AUDIT.frameUrl, status: 0 }),
    byStatus(() => same('ready')),
  ],
  [
    'loaded but unreadable (the browser’s error page, another site): its page is looked at',
    () => ({ type: 'loaded', slot: 1, url: null, status: 200 }),
    byStatus(() => ({ status: 'checking', effects: ['probe'] })),
  ],
  [
    'probed for the current load: failed, with what the look found',
    (state) => ({ type: 'probed', slot: 1, load: slotOf(state, 1)?.load ?? -1, verdict: { kind: 'refused' } }),
    byStatus((status) => same(status === 'checking' ? 'failed' : status)),
  ],
  [
    'probed 401 for the current load: failed, and the server is asked what holds',
    (state) => ({ type: 'probed', slot: 1, load: slotOf(state, 1)?.load ?? -1, verdict: { kind: 'http', status: 401 } }),
    byStatus((status) => (status === 'checking' ? { status: 'failed', effects: ['ask-session'] } : same(status))),
  ],
  [
    'probed for an earlier load: ignored',
    (state) => ({ type: 'probed', slot: 1, load: (slotOf(state, 1)?.load ?? 0) - 1, verdict: { kind: 'network' } }),
    byStatus(same),
  ],
  [
    'timed-out of the current load',
    (state) => ({ type: 'timed-out', slot: 1, load: slotOf(state, 1)?.load ?? -1 }),
    byStatus((status) => same(status === 'loading' ? 'timed-out' : status)),
  ],
  [
    'timed-out of an earlier load: ignored',
    (state) => ({ type: 'timed-out', slot: 1, load: (slotOf(state, 1)?.load ?? 0) - 1 }),
    byStatus(same),
  ],
  [
    'retry: only a failed or timed-out page loads again',
    () => ({ type: 'retry', slot: 1 }),
    byStatus((status) => (status === 'failed' || status === 'timed-out' ? { status: 'loading', effects: ['schedule'] } : same(status))),
  ],
  ['message title', () => ({ type: 'message', slot: 1, message: { type: 'title', title: 'Audit log, page 2' } }), byStatus(same)],
  [
    'message help-link',
    () => ({ type: 'message', slot: 1, message: { type: 'help-link', url: 'https://help.test/audit' } }),
    byStatus(same),
  ],
  [
    'message session-expired',
    () => ({ type: 'message', slot: 1, message: { type: 'session-expired' } }),
    byStatus((status) => ({ status, effects: ['session-expired'] })),
  ],
  [
    'drop-all theme',
    () => ({ type: 'drop-all', reason: 'theme' }),
    byStatus(() => ({ status: 'gone', effects: ['drop-frame', 'schedule'] })),
  ],
  [
    'drop-all language',
    () => ({ type: 'drop-all', reason: 'language' }),
    byStatus(() => ({ status: 'gone', effects: ['drop-frame', 'schedule'] })),
  ],
  ['drop-all sign-out', () => ({ type: 'drop-all', reason: 'sign-out' }), byStatus(() => ({ status: 'gone', effects: ['drop-frame'] }))],
  ['drop-all release', () => ({ type: 'drop-all', reason: 'release' }), byStatus(() => ({ status: 'gone', effects: ['drop-frame'] }))],
  ['resume with no frame that met an expiry: nothing', () => ({ type: 'resume' }), byStatus(same)],
  [
    'loaded on the login page: the session expired, the page it was on is kept',
    () => ({ type: 'loaded', slot: 1, url: '/login', status: 200 }),
    byStatus(() => ({ status: 'ready', effects: ['session-expired'] })),
  ],
  ['limit 0: the page on screen stays', () => ({ type: 'limit', limit: 0 }), byStatus(same)],
  [
    'routed to its own route again: a page that failed loads again, any other stays',
    () => open(AUDIT),
    byStatus((status) => (status === 'failed' ? { status: 'loading', effects: ['schedule'] } : same(status))),
  ],
  [
    'routed to its own page by the console following its frame (a POST refused, a link to an error): nothing is loaded, a failed page neither',
    () => routedTo(AUDIT, `/logs/audit-log#${AUDIT.frameUrl}`, { follows: true }),
    byStatus(same),
  ],
  [
    'routed to its route with another query: the frame is sent there (a failed one is made anew there)',
    () => routedTo(AUDIT, '/logs/audit-log?day=3'),
    byStatus((status) => ({ status: 'loading', effects: status === 'failed' ? ['schedule'] : ['replace-frame', 'schedule'] })),
  ],
  [
    'routed back to its route with another query (Back): the frame gets a grace to get there itself (a failed one loads again)',
    () => routedTo(AUDIT, '/logs/audit-log?day=3', { traversal: true }),
    byStatus((status) => (status === 'failed' ? { status: 'loading', effects: ['schedule'] } : { status, effects: ['schedule'] })),
  ],
  ['routed to another framed route: kept as it is', () => open(EVENTS), byStatus((status) => ({ status, effects: ['schedule'] }))],
  ['routed to a page of the console’s own: kept as it is', () => routedTo(null, '/manual-license-check'), byStatus(same)],
  ['traversal-timed-out of no traversal', () => ({ type: 'traversal-timed-out', key: 'nothing' }), byStatus(same)],
];

describe('every event in every status of the frame on screen', () => {
  for (const [name, eventFor, outcomes] of EVERY_EVENT) {
    describe(name, () => {
      for (const status of STATUSES) {
        it(`from ${status}`, () => {
          const state = auditIn(status);
          const result = transition(state, eventFor(state));
          const expected = outcomes[status];
          expect(slotOf(result.state, 1)?.status ?? 'gone').toBe(expected?.status);
          expect(kinds(result.effects)).toEqual(expected?.effects);
        });
      }
    });
  }

  it('the same events for a slot that is not there change nothing', () => {
    const state = auditIn('ready');
    for (const [, eventFor] of EVERY_EVENT) {
      const event = eventFor(state);
      if (!('slot' in event)) continue;
      expect(transition(state, { ...event, slot: 99 } as WorkspaceEvent)).toEqual({ state, effects: [] });
    }
  });
});

describe('opening a page from the console url', () => {
  it('a new page gets a frame at its url, loading, with the load timer', () => {
    const { state, effects } = run(initialWorkspace(ROUTES), routedTo(AUDIT, '/logs/audit-log?day=3'));
    const slot = shownSlot(state);
    expect(slot).toMatchObject({ id: 1, route: AUDIT, src: `${AUDIT.frameUrl}?day=3`, url: `${AUDIT.frameUrl}?day=3`, status: 'loading' });
    expect(effects).toEqual([timerFor(slot as Slot)]);
    expect(state.consoleUrl).toBe('/logs/audit-log?day=3');
  });

  it('a fragment names a page no route names; one the frame may not show is ignored', () => {
    const detail = `${AUDIT.frameUrl}/detail/7?tab=2`;
    expect(shownSlot(run(initialWorkspace(ROUTES), routedTo(AUDIT, `/logs/audit-log#${detail}`)).state)?.src).toBe(detail);
    expect(shownSlot(run(initialWorkspace(ROUTES), routedTo(AUDIT, '/logs/audit-log?day=1#/login')).state)?.src).toBe(
      `${AUDIT.frameUrl}?day=1`,
    );
  });

  it('a route the account may not open, or none of the manifest’s, shows no frame', () => {
    const { state } = run(initialWorkspace([DASHBOARD]), open(AUDIT), routedTo(null, '/nowhere'));
    expect(state.slots).toEqual([]);
    expect(state.onScreen).toBeNull();
  });

  it('a kept page is shown as it was, and the console url follows where its frame went', () => {
    let { state } = run(
      initialWorkspace(ROUTES),
      open(AUDIT),
      { type: 'loaded', slot: 1, url: `${AUDIT.frameUrl}/detail/3`, status: 200 },
      open(EVENTS),
    );
    const back = transition(state, open(AUDIT));
    state = back.state;
    expect(state.onScreen).toBe(1);
    expect(back.effects).toEqual([{ type: 'navigate', url: `/logs/audit-log#${AUDIT.frameUrl}/detail/3` }]);
    expect(state.consoleUrl).toBe(`/logs/audit-log#${AUDIT.frameUrl}/detail/3`);
    // The router then gets there: nothing more to do.
    expect(transition(state, routedTo(AUDIT, `/logs/audit-log#${AUDIT.frameUrl}/detail/3`)).effects).toEqual([]);
  });

  it('the same location twice (urgent, then rendered) is taken once', () => {
    const event = open(AUDIT, { committed: false });
    const { state } = run(initialWorkspace(ROUTES), open(DASHBOARD), event);
    expect(transition(state, { ...event, committed: true })).toEqual({ state, effects: [] });
  });

  it('between two framed pages the switch is taken as the router gets there; to or from a page of its own, once rendered', () => {
    const start = run(initialWorkspace(ROUTES), open(DASHBOARD)).state;
    expect(transition(start, open(AUDIT, { committed: false })).state.onScreen).toBe(2);
    const toScreen = routedTo(null, '/manual-license-check', { committed: false });
    expect(transition(start, toScreen).state).toBe(start);
    const onScreen = transition(start, { ...toScreen, committed: true }).state;
    expect(onScreen.onScreen).toBeNull();
    const fromScreen = open(AUDIT, { committed: false });
    expect(transition(onScreen, fromScreen).state).toBe(onScreen);
    expect(transition(onScreen, { ...fromScreen, committed: true }).state.onScreen).toBe(2);
  });
});

describe('the console url follows the frame', () => {
  const loadedAt = (url: string, slot = 1): WorkspaceEvent => ({ type: 'loaded', slot, url, status: 200 });

  it.each([
    [`${AUDIT.frameUrl}?saved=hello`, '/logs/audit-log?saved=hello'],
    [`${AUDIT.frameUrl}/detail/2`, `/logs/audit-log#${AUDIT.frameUrl}/detail/2`],
    [`${EVENTS.frameUrl}?day=3`, '/logs/policy-events?day=3'],
    [`${ACCOUNTS.frameUrl}?tab=2`, '/administration/account-management?tab=2'],
  ])('a frame on screen that arrives at %s puts %s in the url, replacing it', (framed, console) => {
    const { state, effects } = run(run(initialWorkspace(ROUTES), open(AUDIT)).state, loadedAt(framed));
    expect(effects).toEqual([{ type: 'navigate', url: console }]);
    expect(state.consoleUrl).toBe(console);
  });

  it('arriving where the url already says, or somewhere the console cannot name, moves nothing', () => {
    const state = run(initialWorkspace(ROUTES), open(AUDIT)).state;
    expect(transition(state, loadedAt(AUDIT.frameUrl)).effects).toEqual([]);
    expect(transition(state, loadedAt('/about.html?return=x')).effects).toEqual([]);
  });

  it('a frame that went to another route’s page is that route’s frame, and the kept frame of that route goes', () => {
    const { state, effects } = run(initialWorkspace(ROUTES), open(EVENTS), open(AUDIT), loadedAt(`${EVENTS.frameUrl}?day=3`, 2));
    expect(effects.filter((effect) => effect.type !== 'schedule')).toEqual([
      { type: 'drop-frame', slot: 1 },
      { type: 'navigate', url: '/logs/policy-events?day=3' },
    ]);
    expect(state.slots.map((slot) => [slot.id, slot.route.path])).toEqual([[2, EVENTS.path]]);
    // The router's arrival there shows the same frame.
    const there = transition(state, routedTo(EVENTS, '/logs/policy-events?day=3'));
    expect(there.state.onScreen).toBe(2);
    expect(there.effects).toEqual([]);
  });

  it('a hidden kept frame’s arrivals are remembered, not written into the url', () => {
    const { state, effects } = run(initialWorkspace(ROUTES), open(AUDIT), open(EVENTS), {
      type: 'loaded',
      slot: 1,
      url: `${AUDIT.frameUrl}?page=2`,
      status: 200,
    });
    expect(effects.filter((effect) => effect.type === 'navigate')).toEqual([]);
    expect(slotOf(state, 1)?.url).toBe(`${AUDIT.frameUrl}?page=2`);
  });
});

describe('Back and Forward', () => {
  function auditWentToSaved(): WorkspaceState {
    return run(initialWorkspace(ROUTES), open(AUDIT), { type: 'loaded', slot: 1, url: `${AUDIT.frameUrl}?saved=hello`, status: 200 }).state;
  }

  it('the frame gets there through its own history: no frame is sent', () => {
    const back = routedTo(AUDIT, '/logs/audit-log', { traversal: true });
    const first = transition(auditWentToSaved(), back);
    expect(first.effects).toEqual([
      { type: 'schedule', afterMs: TRAVERSAL_GRACE_MS, event: { type: 'traversal-timed-out', key: back.key } },
    ]);
    const { state, effects } = run(
      first.state,
      { type: 'navigated', slot: 1 },
      { type: 'loaded', slot: 1, url: AUDIT.frameUrl, status: 200 },
      {
        type: 'traversal-timed-out',
        key: back.key,
      },
    );
    expect(kinds(effects)).toEqual(['schedule']);
    expect(state.traversal).toBeNull();
    expect(slotOf(state, 1)).toMatchObject({ url: AUDIT.frameUrl, status: 'ready' });
  });

  it('a frame that does not get there in time is sent', () => {
    const back = routedTo(AUDIT, '/logs/audit-log', { traversal: true });
    const { state, effects } = run(auditWentToSaved(), back, { type: 'traversal-timed-out', key: back.key });
    expect(effects.filter((effect) => effect.type !== 'schedule')).toEqual([{ type: 'replace-frame', slot: 1, url: AUDIT.frameUrl }]);
    expect(slotOf(state, 1)).toMatchObject({ url: AUDIT.frameUrl, status: 'loading' });
  });

  it('a later navigation ends the wait: its timer changes nothing', () => {
    const back = routedTo(AUDIT, '/logs/audit-log', { traversal: true });
    const { state } = run(auditWentToSaved(), back, open(EVENTS));
    expect(transition(state, { type: 'traversal-timed-out', key: back.key })).toEqual({ state, effects: [] });
  });
});

describe('what stays alive', () => {
  it('beyond the limit the least recently shown page goes; showing a page again makes it the most recent', () => {
    const pages = [DASHBOARD, AUDIT, EVENTS, ACCOUNTS];
    let { state } = run(initialWorkspace(ROUTES, 3), ...pages.slice(0, 3).map((route) => open(route)), open(DASHBOARD));
    const next = transition(state, open(ACCOUNTS));
    state = next.state;
    expect(next.effects.filter((effect) => effect.type === 'drop-frame')).toEqual([{ type: 'drop-frame', slot: 2 }]);
    expect(state.slots.map((slot) => slot.route.path)).toEqual([DASHBOARD.path, EVENTS.path, ACCOUNTS.path]);
  });

  it('a lower limit drops the least recent at once; a malformed one is ignored', () => {
    const { state } = run(initialWorkspace(ROUTES), open(DASHBOARD), open(AUDIT), open(EVENTS));
    const lower = transition(state, { type: 'limit', limit: 2 });
    expect(lower.effects).toEqual([{ type: 'drop-frame', slot: 1 }]);
    for (const limit of [-3, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(transition(state, { type: 'limit', limit })).toEqual({ state, effects: [] });
    }
  });

  it('theme and language bring the page on screen back afresh where it was; sign-out and release keep none', () => {
    const { state } = run(
      initialWorkspace(ROUTES),
      open(DASHBOARD),
      open(AUDIT),
      { type: 'loaded', slot: 2, url: `${AUDIT.frameUrl}?page=4`, status: 200 },
      { type: 'message', slot: 2, message: { type: 'title', title: 'Audit log, page 4' } },
    );
    const theme = transition(state, { type: 'drop-all', reason: 'theme' });
    expect(theme.state.slots).toEqual([
      expect.objectContaining({ id: 3, route: AUDIT, src: `${AUDIT.frameUrl}?page=4`, status: 'loading', title: null, attempt: 0 }),
    ]);
    expect(theme.state.onScreen).toBe(3);
    expect(theme.effects.filter((effect) => effect.type === 'drop-frame')).toEqual([
      { type: 'drop-frame', slot: 1 },
      { type: 'drop-frame', slot: 2 },
    ]);
    const signOut = transition(state, { type: 'drop-all', reason: 'sign-out' });
    expect(signOut.state).toMatchObject({ slots: [], recent: [], onScreen: null });
    // With no page on screen, even a theme change keeps none.
    const away = run(state, routedTo(null, '/manual-license-check'), { type: 'drop-all', reason: 'language' }).state;
    expect(away).toMatchObject({ slots: [], onScreen: null });
  });
});

describe('messages', () => {
  it('a title and a help link belong to the page that sent them, also while it is hidden', () => {
    const { state } = run(
      initialWorkspace(ROUTES),
      open(AUDIT),
      open(EVENTS),
      { type: 'message', slot: 1, message: { type: 'title', title: 'Audit log, page 2' } },
      { type: 'message', slot: 2, message: { type: 'help-link', url: 'https://help.test/events' } },
    );
    expect(slotOf(state, 1)).toMatchObject({ title: 'Audit log, page 2', helpLink: null });
    expect(slotOf(state, 2)).toMatchObject({ title: null, helpLink: 'https://help.test/events' });
  });

  it('a dropped frame’s messages are refused', () => {
    const { state } = run(initialWorkspace(ROUTES, 1), open(AUDIT), open(EVENTS));
    expect(slotOf(state, 1)).toBeUndefined();
    for (const message of [{ type: 'title', title: 'Ghost' }, { type: 'session-expired' }] as const) {
      expect(transition(state, { type: 'message', slot: 1, message })).toEqual({ state, effects: [] });
    }
  });
});

describe('invariants over a long random walk', () => {
  /** A small deterministic generator (mulberry32), so a failure replays. */
  function random(seed: number): () => number {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** What breaks an invariant after one step, in words; empty when all hold. */
  function broken(
    before: WorkspaceState,
    event: WorkspaceEvent,
    result: { state: WorkspaceState; effects: readonly WorkspaceEffect[] },
  ): string[] {
    const { state, effects } = result;
    const ids = state.slots.map((slot) => slot.id);
    const problems: string[] = [];
    // Pages with unsaved input may stay beyond the limit, in a bounded room; one more while the user is asked.
    const bound = Math.max(1, state.limit) + HELD_BEYOND_LIMIT + (state.asking === null ? 0 : 1);
    if (ids.length > bound) problems.push(`${ids.length} kept, limit ${state.limit}`);
    if (state.asking !== null && (!ids.includes(state.asking) || state.asking === state.onScreen))
      problems.push('asked about a page not kept, or on screen');
    if (state.replacing !== null && !ids.includes(state.replacing.slot)) problems.push('asked about replacing a page not kept');
    if (ids.some((id, at) => at > 0 && id <= (ids[at - 1] ?? 0))) problems.push('frames out of creation order');
    if ([...state.recent].sort((a, b) => a - b).join() !== ids.join()) problems.push('recent is not the kept frames');
    if (new Set(state.slots.map((slot) => slot.route.path)).size !== ids.length) problems.push('a route in two frames');
    if (state.onScreen !== null && state.recent.at(-1) !== state.onScreen) problems.push('the page on screen is not the most recent');
    if (state.onScreen !== null && !ids.includes(state.onScreen)) problems.push('the page on screen has no frame');
    const droppedNow = effects.flatMap((effect) => (effect.type === 'drop-frame' ? [effect.slot] : []));
    if (state.onScreen !== null && droppedNow.includes(state.onScreen)) problems.push('the page on screen dropped');
    // The page that was on screen goes only once another has taken its place, or with them all.
    if (
      before.onScreen !== null &&
      droppedNow.includes(before.onScreen) &&
      event.type !== 'drop-all' &&
      state.onScreen === before.onScreen
    ) {
      problems.push('the page on screen dropped in place');
    }
    if (droppedNow.some((id) => ids.includes(id))) problems.push('a dropped frame still kept');
    if (state.expired.some((entry) => !ids.includes(entry.slot))) problems.push('a dropped frame still waits to reload');
    if (new Set(state.expired.map((entry) => entry.slot)).size !== state.expired.length) problems.push('a frame waits twice');
    if (event.type === 'resume' && state.expired.length > 0) problems.push('resume left frames waiting');
    return problems.map((problem) => `${problem} after ${JSON.stringify(event)}`);
  }

  /** Did the user agree, with this event, to let the slot's input go (or the page say it holds none)? */
  const consented = (event: WorkspaceEvent, id: number): boolean =>
    (event.type === 'discard' && event.slot === id) ||
    (event.type === 'drop-all' && (event.consent ?? []).includes(id)) ||
    (event.type === 'let-go' && event.consent.includes(id)) ||
    (event.type === 'message' && event.slot === id && event.message.type === 'dirty' && !event.message.dirty);

  /**
   * The promise itself: no page holding input (as the reading taken with the event, or the page's own
   * word, says) is dropped, sent elsewhere or given a new frame element without the user's consent.
   */
  function inputLost(
    before: WorkspaceState,
    event: WorkspaceEvent,
    reading: Reading,
    result: { state: WorkspaceState; effects: readonly WorkspaceEffect[] },
  ): string[] {
    const problems: string[] = [];
    for (const slot of before.slots) {
      if (!holdsInput({ ...slot, sensed: reading.get(slot.id) ?? slot.sensed }) || consented(event, slot.id)) continue;
      const after = slotOf(result.state, slot.id);
      const ended = result.effects.some(
        (effect) => (effect.type === 'drop-frame' || effect.type === 'replace-frame') && effect.slot === slot.id,
      );
      if (after === undefined || ended || after.attempt !== slot.attempt) {
        problems.push(`slot ${slot.id} (${slot.route.path}) lost its input to ${JSON.stringify(event)}`);
      }
    }
    return problems;
  }

  /** What an event is drawn from: the state it will meet and the random source. */
  interface Draw {
    readonly state: WorkspaceState;
    /** A number in [0, 1). */
    readonly next: () => number;
    readonly pick: <T>(items: readonly T[]) => T;
    /**
     * A slot for the event: mostly a kept one, of those `fits` says the event would change (any kept
     * one when none fits), and now and then one already dropped or never made, which must change nothing.
     */
    readonly slot: (fits?: (slot: Slot) => boolean) => number;
    /** A fresh router location key, local to the walk so that a walk replays exactly. */
    readonly key: () => string;
  }

  /** How often an event is drawn in a state, relative to the others. */
  type Weight = number | ((state: WorkspaceState) => number);
  /**
   * Often while the state holds what the event is about (a question open, a page checking or failed),
   * seldom otherwise: such a state seldom lasts long, as the next routed event ends most of them.
   */
  const whileThere =
    (there: (state: WorkspaceState) => boolean, often: number, seldom = 0.5): Weight =>
    (state) =>
      there(state) ? often : seldom;
  const anySlot = (fits: (slot: Slot) => boolean) => (state: WorkspaceState) => state.slots.some(fits);
  const failedOrSlow = (slot: Slot) => slot.status === 'failed' || slot.status === 'timed-out';
  const traversing = (state: WorkspaceState) => state.traversal !== null;
  const checking = anySlot((slot) => slot.status === 'checking');
  const unreachable = anySlot((slot) => slot.failure === 'network');
  const expired = (state: WorkspaceState) => state.expired.length > 0;
  const asked = (state: WorkspaceState) =>
    state.asking !== null || state.replacing !== null || state.slots.some((slot) => slot.stale !== null);
  const replacing = (state: WorkspaceState) => state.replacing !== null;

  /**
   * How each kind of event is drawn, and how often (its weight). Keyed by every kind of the machine's
   * events: a new kind does not type-check until it is drawn here, and the walk then asks it to change
   * the state as often as any other. Values are drawn from what the state holds now (the slots kept,
   * their load numbers, the traversal's key, the question open), so that most events meet the state
   * they are about; a few are stale on purpose (an earlier load, a dropped slot, another key).
   */
  const DRAWN: {
    readonly [K in WorkspaceEvent['type']]: readonly [Weight, (draw: Draw) => Extract<WorkspaceEvent, { type: K }>];
  } = {
    routed: [
      10,
      ({ state, next, pick, key }) => {
        // Half the time a route already kept: a page shown again, sent a query, its failure retried.
        const kept = state.slots.map((slot) => slot.route);
        const route = next() < 0.5 && kept.length > 0 ? pick(kept) : pick(ROUTES);
        const to = (url: string, options: Partial<RoutedEvent> = {}) => routedTo(route, url, { key: key(), ...options });
        switch (pick(['open', 'open', 'query', 'detail', 'own', 'again'] as const)) {
          case 'open':
            return to(`/${route.path}`, { committed: next() < 0.8, traversal: next() < 0.3 });
          case 'query':
            return to(`/${route.path}?q=${Math.floor(next() * 3)}`, { traversal: next() < 0.5 });
          case 'detail': {
            // Now and then the console's own url following its frame there (never a traversal).
            const traversal = next() < 0.2;
            return to(`/${route.path}#${pick(ROUTES).frameUrl}/detail/${Math.floor(next() * 3)}`, {
              traversal,
              follows: !traversal && next() < 0.3,
            });
          }
          case 'own':
            return routedTo(null, '/manual-license-check', { key: key(), committed: next() < 0.5 });
          case 'again':
            // The location already taken (urgent, then rendered): nothing to do.
            return to(`/${route.path}`, { key: state.routeKey ?? key() });
        }
      },
    ],
    navigated: [
      6,
      ({ next, pick, slot }) => {
        // Where a link, a script or a form takes the page: unknown (no Navigation API), a page of any
        // route, another site; a form's POST to its save page.
        const url = pick([
          null,
          `${pick(ROUTES).frameUrl}?to=${Math.floor(next() * 2)}`,
          `${pick(ROUTES).frameUrl}/save`,
          'https://elsewhere.test/',
        ]);
        return {
          type: 'navigated',
          slot: slot((kept) => kept.status !== 'loading'),
          url,
          post: url?.endsWith('/save') === true && next() < 0.6,
        };
      },
    ],
    loaded: [
      10,
      ({ state, next, pick, slot }) => {
        const id = slot((kept) => kept.status === 'loading');
        const kept = state.slots.find((candidate) => candidate.id === id);
        const own = kept?.route ?? pick(ROUTES);
        // Often a page the console cannot read: the look at it (`probed`) and the recovery
        // (`reachable`) start there. Otherwise where the frame went when it said so, its own route's
        // pages, another route's (the twin), the login page (an expired session).
        const target = kept?.target?.startsWith('/') === true ? kept.target : `${own.frameUrl}?a=1`;
        const url = next() < 0.4 ? null : pick([target, own.frameUrl, `${own.frameUrl}/detail/2`, pick(ROUTES).frameUrl, '/login']);
        return { type: 'loaded', slot: id, url, status: next() < 0.75 ? 200 : pick([0, 404, 500]) };
      },
    ],
    'timed-out': [
      4,
      ({ state, next, slot }) => {
        const id = slot((kept) => kept.status === 'loading');
        const load = state.slots.find((kept) => kept.id === id)?.load ?? 1;
        return { type: 'timed-out', slot: id, load: next() < 0.85 ? load : load - 1 };
      },
    ],
    'traversal-timed-out': [
      whileThere(traversing, 60),
      ({ state, next }) => ({ type: 'traversal-timed-out', key: next() < 0.85 ? (state.traversal?.key ?? 'w0') : 'w0' }),
    ],
    retry: [whileThere(anySlot(failedOrSlow), 5), ({ next, slot }) => ({ type: 'retry', slot: slot(failedOrSlow), home: next() < 0.3 })],
    probed: [
      whileThere(checking, 40),
      ({ state, next, pick, slot }) => {
        const id = slot((kept) => kept.status === 'checking');
        const load = state.slots.find((kept) => kept.id === id)?.load ?? 1;
        // Mostly `network`: the pages the service failed to serve are what `reachable` loads again.
        const verdict: ProbeVerdict =
          next() < 0.6 ? { kind: 'network' } : pick([{ kind: 'refused' }, { kind: 'foreign' }, { kind: 'http', status: 503 }] as const);
        return { type: 'probed', slot: id, load: next() < 0.85 ? load : load - 1, verdict };
      },
    ],
    message: [
      6,
      ({ next, pick, slot }) => ({
        type: 'message',
        slot: slot(),
        message: pick<FrameMessage>([
          { type: 'title', title: `t${Math.floor(next() * 3)}` },
          { type: 'help-link', url: 'https://help.test/page' },
          { type: 'session-expired' },
          { type: 'dirty', dirty: true },
          { type: 'dirty', dirty: false },
          { type: 'reauth-required', id: 'save-1', challenge: 'c-1' },
        ]),
      }),
    ],
    'drop-all': [
      1.5,
      ({ state, next, pick }) => ({
        type: 'drop-all',
        reason: pick(['theme', 'language', 'sign-out', 'release'] as const),
        consent: state.slots.filter(() => next() < 0.5).map((kept) => kept.id),
      }),
    ],
    'let-go': [2, ({ state, next }) => ({ type: 'let-go', consent: state.slots.filter(() => next() < 0.4).map((kept) => kept.id) })],
    resume: [whileThere(expired, 3), () => ({ type: 'resume' })],
    reachable: [whileThere(unreachable, 100), () => ({ type: 'reachable' })],
    limit: [2, ({ pick }) => ({ type: 'limit', limit: pick([0, 1, 2, 3, 5]) })],
    read: [4, () => ({ type: 'read' })],
    discard: [
      whileThere(asked, 6),
      ({ state, slot }) => ({
        type: 'discard',
        slot: slot((kept) => kept.id === state.asking || kept.id === state.replacing?.slot || kept.stale !== null),
      }),
    ],
    keep: [whileThere(replacing, 6), ({ state, slot }) => ({ type: 'keep', slot: slot((kept) => kept.id === state.replacing?.slot) })],
    'page-sent': [
      4,
      ({ next, pick, slot }) => ({ type: 'page-sent', slot: slot(), url: `${pick(ROUTES).frameUrl}?sent=${Math.floor(next() * 3)}` }),
    ],
  };
  const KINDS = Object.keys(DRAWN) as WorkspaceEvent['type'][];
  const weightOf = (kind: WorkspaceEvent['type'], state: WorkspaceState): number => {
    const weight = DRAWN[kind][0];
    return typeof weight === 'number' ? weight : weight(state);
  };

  /** Long enough that the shortest-lived states (a page the service failed to serve) are met 20 times and more. */
  const STEPS = 4_000;
  const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

  interface Walked {
    /** Every invariant broken, in words. */
    readonly problems: string[];
    /** The steps that lost a page's input without the user's consent. */
    readonly lost: string[];
    /** By kind, how many of its events changed the state beyond what the reading taken with them did. */
    readonly changes: Record<WorkspaceEvent['type'], number>;
    readonly dropped: number;
    /** Steps times pages holding input at them: how often the promise was put to the test. */
    readonly lostChecks: number;
  }

  /** The walk of `STEPS` events on the machine `machine`; `untilLost` stops at the first input lost. */
  function walk(seed: number, machine: WorkspaceTransition, untilLost = false): Walked {
    const next = random(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    let state = initialWorkspace(ROUTES, 2);
    let keyCount = 0;
    const dropped: number[] = [];
    const problems: string[] = [];
    const lost: string[] = [];
    const changes = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<WorkspaceEvent['type'], number>;
    let lostChecks = 0;
    for (let step = 0; step < STEPS && !(untilLost && lost.length > 0); step += 1) {
      const now = state;
      const draw: Draw = {
        state: now,
        next,
        pick,
        key: () => `w${(keyCount += 1)}`,
        slot: (fits = () => true) => {
          if (now.slots.length === 0 || next() < 0.1) return pick([...dropped.slice(-2), 99]);
          const fitting = now.slots.filter(fits);
          return pick(fitting.length > 0 ? fitting : now.slots).id;
        },
      };
      const weights = KINDS.map((candidate) => weightOf(candidate, now));
      let roll = next() * weights.reduce((sum, weight) => sum + weight, 0);
      const kind = KINDS.find((_candidate, at) => (roll -= weights[at] ?? 0) < 0) ?? 'read';
      const event: WorkspaceEvent = DRAWN[kind][1](draw);
      // What the frames read as when the event is taken: some pages typed in, some cleared.
      const reading: Reading = new Map(state.slots.filter(() => next() < 0.3).map((kept) => [kept.id, next() < 0.6]));
      const result = machine(state, event, reading);
      problems.push(...broken(state, event, result));
      lost.push(...inputLost(state, event, reading, result));
      lostChecks += state.slots.filter((kept) => holdsInput({ ...kept, sensed: reading.get(kept.id) ?? kept.sensed })).length;
      // What the reading alone does; a `read` is that reading, and its change is the reading's.
      const readOnly = machine(state, { type: 'read' }, reading);
      if (!isDeepStrictEqual(result.state, event.type === 'read' ? state : readOnly.state)) changes[event.type] += 1;
      // A frame once dropped is never heard again, whatever it sends: the event does nothing beyond its reading.
      if (event.type === 'message' && dropped.includes(event.slot) && !isDeepStrictEqual(result, readOnly)) {
        problems.push(`a dropped frame was heard: ${JSON.stringify(event)}`);
      }
      for (const effect of result.effects) if (effect.type === 'drop-frame') dropped.push(effect.slot);
      state = result.state;
    }
    return { problems: [...problems, ...lost], lost, changes, dropped: dropped.length, lostChecks };
  }

  for (const seed of SEEDS) {
    it(`seed ${seed}: every kind of event changes the state; no input lost without consent; never more than the limit kept (and the room for unsaved input), the page on screen never dropped, dropped frames unheard`, () => {
      const walked = walk(seed, machineTransition);
      expect(walked.problems).toEqual([]);
      // The walk did reach what it checks: many drops, many steps with pages holding input, and every
      // kind of event changing the state (an event that never meets the state it is about proves nothing).
      expect(walked.dropped).toBeGreaterThan(50);
      expect(walked.lostChecks).toBeGreaterThan(500);
      const seldom = Object.entries(walked.changes).filter(([, count]) => count < 20);
      expect(seldom, JSON.stringify(walked.changes)).toEqual([]);
    });
  }

  describe('each gate is needed: without any one path’s gate, the walk loses input', () => {
    /**
     * The paths that ask the gate only about pages the event itself lets go: the user's consent for
     * exactly those pages (a Discard, the leave question's list), or a stale page just read as holding
     * nothing. The gate cannot hold a page there, so taking it away changes nothing (an equivalent
     * mutant); it stays as the guard should such a path ever end more than it was let go. Instead of
     * failing the walk, each is shown never to hold a page in it.
     */
    const CONSENTED: readonly GateSite[] = ['let-go', 'discard', 'stale-saved'];

    /** The machine with one path's gate taken away: that path lets every page go, as if none held input. */
    const without = (site: GateSite) =>
      createWorkspaceTransition({
        gate: (at, state, ids, consent) =>
          at === site ? { free: ids.filter((id) => state.slots.some((slot) => slot.id === id)), held: [] } : gate(state, ids, consent),
      });

    /** By site, how many pages the gate held for their input over every seed's walk (walked once). */
    let heldOnce: Record<GateSite, number> | null = null;
    const heldBySite = (): Record<GateSite, number> => (heldOnce ??= walkRecording());
    function walkRecording(): Record<GateSite, number> {
      const held = Object.fromEntries(GATE_SITES.map((site) => [site, 0])) as Record<GateSite, number>;
      const recording = createWorkspaceTransition({
        gate: (at, state, ids, consent) => {
          const answer = gate(state, ids, consent);
          held[at] += answer.held.length;
          return answer;
        },
      });
      for (const seed of SEEDS) walk(seed, recording);
      return held;
    }

    it('every question to the gate names one of GATE_SITES, and each of them is asked: none escapes its case', () => {
      const source = readFileSync(new URL('./workspace-machine.ts', import.meta.url), 'utf8');
      const named = [...source.matchAll(/\b(?:ask|drop|replaceDocument|heldBy)\((?:ask, )?'([a-z-]+)'/g)].map((match) => match[1]);
      expect(new Set(named)).toEqual(new Set(GATE_SITES));
      // The decision itself is called in one place only: the console's gate at every site.
      expect(source.match(/\bgate\(/g)).toHaveLength(2);
      expect(source).toContain('const everySite: Gate = (_site, state, ids, consent) => gate(state, ids, consent);');
    });

    for (const site of GATE_SITES) {
      if (CONSENTED.includes(site)) {
        it(`${site}: asked only about pages the event lets go, it never holds one`, () => expect(heldBySite()[site]).toBe(0));
        continue;
      }
      it(`${site}: every seed's walk loses input without it`, () => {
        const survived = SEEDS.filter((seed) => walk(seed, without(site), true).lost.length === 0);
        expect(survived).toEqual([]);
      });
    }
  });
});

describe('a form’s POST that does not arrive is never repeated', () => {
  const TARGET = `${AUDIT.frameUrl}/save`;
  function posted(): WorkspaceState {
    const { state } = run(
      initialWorkspace(ROUTES),
      open(AUDIT),
      { type: 'loaded', slot: 1, url: AUDIT.frameUrl, status: 200 },
      { type: 'navigated', slot: 1, url: TARGET, post: true },
    );
    return state;
  }
  it.each([
    ['a POST: failed, unchecked, with no look (a GET of its url)', true, { status: 'failed', failure: 'unchecked', probe: false }],
    ['a GET: looked at', false, { status: 'checking', failure: null, probe: true }],
  ] as const)('unreadable after %s', (_name, post, expected) => {
    const { state } = run(
      initialWorkspace(ROUTES),
      open(AUDIT),
      { type: 'loaded', slot: 1, url: AUDIT.frameUrl, status: 200 },
      { type: 'navigated', slot: 1, url: TARGET, post },
    );
    const next = transition(state, { type: 'loaded', slot: 1, url: null, status: 0 });
    expect(slotOf(next.state, 1)).toMatchObject({ status: expected.status, failure: expected.failure });
    expect(kinds(next.effects).includes('probe')).toBe(expected.probe);
  });
  it('Retry loads the page the form was on, never the POST’s url', () => {
    const failed = transition(posted(), { type: 'loaded', slot: 1, url: null, status: 0 }).state;
    const retried = transition(failed, { type: 'retry', slot: 1 });
    // A failed frame is made anew, at the form's page.
    expect(slotOf(retried.state, 1)).toMatchObject({ status: 'loading', src: AUDIT.frameUrl });
    expect(JSON.stringify(retried)).not.toContain('/save');
  });
  it('a page that arrives clears the mark', () => {
    const arrived = transition(posted(), { type: 'loaded', slot: 1, url: `${AUDIT.frameUrl}?saved=1`, status: 200 }).state;
    expect(slotOf(arrived, 1)).toMatchObject({ target: null, targetPost: false });
  });
});

describe('a page sent elsewhere by its own script (a hidden page’s top navigation)', () => {
  const SENT = `${EVENTS.frameUrl}?from=script`;
  /** Audit log (slot 1) and policy events (slot 2) loaded; the audit log on screen unless `hidden`. */
  function two(hidden: boolean, input: boolean): WorkspaceState {
    let { state } = run(
      initialWorkspace(ROUTES),
      open(AUDIT),
      { type: 'loaded', slot: 1, url: AUDIT.frameUrl, status: 200 },
      open(EVENTS),
      { type: 'loaded', slot: 2, url: EVENTS.frameUrl, status: 200 },
    );
    if (!hidden) state = run(state, open(AUDIT)).state;
    if (input) state = transition(state, typed(1)).state;
    return state;
  }
  it.each([
    ['hidden, holding nothing: goes there in its own frame', true, false, { replace: true, asking: false }],
    ['hidden, holding input: kept as it is, unasked', true, true, { replace: false, asking: false }],
    ['on screen, holding nothing: goes there', false, false, { replace: true, asking: false }],
    ['on screen, holding input: the user is asked first', false, true, { replace: false, asking: true }],
  ] as const)('%s', (_name, hidden, input, expected) => {
    const before = two(hidden, input);
    const { state, effects } = transition(before, { type: 'page-sent', slot: 1, url: SENT });
    expect(effects.some((effect) => effect.type === 'replace-frame' && effect.slot === 1)).toBe(expected.replace);
    expect(state.replacing?.slot === 1).toBe(expected.asking);
    // Whatever became of it, the other page is never touched, and the page on screen stays.
    expect(effects.filter((effect) => 'slot' in effect && effect.slot === 2)).toEqual([]);
    expect(state.onScreen).toBe(before.onScreen);
  });
  it('a slot not kept, or sent where it already is, changes nothing', () => {
    const before = two(true, false);
    expect(transition(before, { type: 'page-sent', slot: 9, url: SENT })).toEqual({ state: before, effects: [] });
    const at = slotOf(before, 1)?.url ?? '';
    expect(transition(before, { type: 'page-sent', slot: 1, url: at }).effects).toEqual([]);
  });
  it('let-go drops only the pages the user agreed to let go', () => {
    const before = two(true, true);
    const { state, effects } = transition(before, { type: 'let-go', consent: [1] });
    expect(effects).toContainEqual({ type: 'drop-frame', slot: 1 });
    expect(state.slots.map((slot) => slot.id)).toEqual([2]);
    expect(transition(before, { type: 'let-go', consent: [] }).effects).toEqual([]);
  });
});

describe('a frame that meets an expired session', () => {
  const page2 = `${AUDIT.frameUrl}?page=2`;
  /** The audit log on page 2, then the events page opened, the audit log kept. */
  function kept(): WorkspaceState {
    return run(initialWorkspace(ROUTES), open(AUDIT), { type: 'loaded', slot: 1, url: page2, status: 200 }, open(EVENTS), {
      type: 'loaded',
      slot: 2,
      url: EVENTS.frameUrl,
      status: 200,
    }).state;
  }

  it('sent to the login page: remembered with the page it was on, which stays its url, and the console url stays', () => {
    const before = kept();
    const { state, effects } = run(before, { type: 'navigated', slot: 2 }, { type: 'loaded', slot: 2, url: '/login', status: 200 });
    expect(state.expired).toEqual([{ slot: 2, url: EVENTS.frameUrl }]);
    expect(slotOf(state, 2)?.url).toBe(EVENTS.frameUrl);
    expect(state.consoleUrl).toBe(before.consoleUrl);
    expect(kinds(effects)).toEqual(['schedule', 'session-expired']);
  });

  it('the message and then the login page count once', () => {
    const { state, effects } = run(
      kept(),
      { type: 'message', slot: 2, message: { type: 'session-expired' } },
      { type: 'loaded', slot: 2, url: '/login?x=1', status: 200 },
    );
    expect(state.expired).toEqual([{ slot: 2, url: EVENTS.frameUrl }]);
    expect(kinds(effects)).toEqual(['session-expired', 'session-expired']);
  });

  it('resume: only the frames that met it go back to their own page; the kept one is left as it is', () => {
    const expired = run(kept(), { type: 'loaded', slot: 2, url: '/login', status: 200 }).state;
    const { state, effects } = transition(expired, { type: 'resume' });
    const reloaded = slotOf(state, 2) as Slot;
    expect(effects).toEqual([{ type: 'replace-frame', slot: 2, url: EVENTS.frameUrl }, timerFor(reloaded)]);
    expect(reloaded.status).toBe('loading');
    expect(slotOf(state, 1)).toEqual(slotOf(expired, 1));
    expect(state.expired).toEqual([]);
    expect(transition(state, { type: 'resume' })).toEqual({ state, effects: [] });
  });

  it('a frame dropped while covered is not reloaded', () => {
    const expired = run(kept(), { type: 'loaded', slot: 1, url: '/login', status: 200 }).state;
    const dropped = run(expired, { type: 'limit', limit: 0 }).state;
    expect(dropped.expired).toEqual([]);
    expect(transition(dropped, { type: 'resume' }).effects).toEqual([]);
  });
});

describe('a frame showing what the console cannot read', () => {
  const unreadable = (): WorkspaceState =>
    run(auditIn('ready'), { type: 'navigated', slot: 1 }, { type: 'loaded', slot: 1, url: null, status: 0 }).state;

  it('its last readable page is looked at, for this load', () => {
    const state = auditIn('ready');
    const { state: next, effects } = run(state, { type: 'navigated', slot: 1 }, { type: 'loaded', slot: 1, url: null, status: 0 });
    expect(slotOf(next, 1)).toMatchObject({ status: 'checking', url: AUDIT.frameUrl });
    expect(effects.at(-1)).toEqual({ type: 'probe', slot: 1, load: slotOf(next, 1)?.load, url: AUDIT.frameUrl });
    // The console url does not move to nowhere.
    expect(next.consoleUrl).toBe('/logs/audit-log');
  });

  it.each([
    [{ kind: 'network' } as const, { failure: 'network', httpStatus: null }],
    [{ kind: 'refused' } as const, { failure: 'refused', httpStatus: null }],
    [{ kind: 'foreign' } as const, { failure: 'foreign', httpStatus: null }],
    [{ kind: 'http', status: 503 } as const, { failure: 'http', httpStatus: 503 }],
  ])('what the look found, %o, is the failure', (verdict, fields) => {
    const state = unreadable();
    const load = slotOf(state, 1)?.load ?? -1;
    expect(slotOf(transition(state, { type: 'probed', slot: 1, load, verdict }).state, 1)).toMatchObject({ status: 'failed', ...fields });
  });

  it('after another site, the way back is the route’s own page, in a new frame element', () => {
    let state = unreadable();
    state = transition(state, { type: 'probed', slot: 1, load: slotOf(state, 1)?.load ?? -1, verdict: { kind: 'foreign' } }).state;
    const back = transition(state, { type: 'retry', slot: 1, home: true });
    expect(slotOf(back.state, 1)).toMatchObject({ status: 'loading', src: AUDIT.frameUrl, url: AUDIT.frameUrl, failure: null, attempt: 1 });
  });

  it('choosing the route in the menu again shows the route’s page: a failed frame loads anew at the url', () => {
    let state = run(initialWorkspace(ROUTES), open(AUDIT), { type: 'loaded', slot: 1, url: `${AUDIT.frameUrl}?day=2`, status: 200 }).state;
    state = run(state, { type: 'navigated', slot: 1 }, { type: 'loaded', slot: 1, url: null, status: 0 }).state;
    state = transition(state, { type: 'probed', slot: 1, load: slotOf(state, 1)?.load ?? -1, verdict: { kind: 'foreign' } }).state;
    const chosen = transition(state, open(AUDIT));
    expect(slotOf(chosen.state, 1)).toMatchObject({ status: 'loading', src: AUDIT.frameUrl, url: AUDIT.frameUrl, attempt: 1 });
  });
});

describe('the service answering again', () => {
  const failedWith = (verdict: Extract<WorkspaceEvent, { type: 'probed' }>['verdict']): WorkspaceState => {
    let state = run(auditIn('ready'), { type: 'navigated', slot: 1 }, { type: 'loaded', slot: 1, url: null, status: 0 }).state;
    state = transition(state, { type: 'probed', slot: 1, load: slotOf(state, 1)?.load ?? -1, verdict }).state;
    return state;
  };

  it.each([
    [{ kind: 'network' } as const, true],
    [{ kind: 'refused' } as const, false],
    [{ kind: 'foreign' } as const, false],
    [{ kind: 'http', status: 503 } as const, false],
  ])('a page that failed with %o loads again by itself: %s', (verdict, reloads) => {
    const state = failedWith(verdict);
    const { state: next, effects } = transition(state, { type: 'reachable' });
    if (!reloads) {
      expect({ state: next, effects }).toEqual({ state, effects: [] });
      return;
    }
    const slot = slotOf(next, 1) as Slot;
    expect(slot).toMatchObject({ status: 'loading', src: AUDIT.frameUrl, attempt: 1, failure: null });
    expect(effects).toEqual([timerFor(slot)]);
  });
});

describe('pages holding unsaved input', () => {
  const EXTRA: FramedRoute[] = ['quarantine/query', 'logs/mail-tracking', 'policies/inbound'].map((path) => ({
    path,
    frameUrl: `/uiserver/legacy/${path}`,
  }));
  const ALL = [...ROUTES, ...EXTRA];
  const ready = (id: number, route: FramedRoute): Step => ({ type: 'loaded', slot: id, url: route.frameUrl, status: 200 });
  /** Each route opened and loaded in turn, in a workspace keeping `limit`. */
  function opened(limit: number, routes: readonly FramedRoute[]): WorkspaceState {
    let state = initialWorkspace(ALL, limit);
    routes.forEach((route, at) => (state = run(state, open(route), ready(at + 1, route)).state));
    return state;
  }
  const keptPaths = (state: WorkspaceState) => state.slots.map((slot) => slot.route.path);

  it('what the page reads as, and its own word over it once given', () => {
    let state = opened(5, [AUDIT]);
    state = transition(state, typed(1)).state;
    expect(holdsInput(slotOf(state, 1) as Slot)).toBe(true);
    state = transition(state, { type: 'message', slot: 1, message: { type: 'dirty', dirty: false } }).state;
    expect(holdsInput(slotOf(state, 1) as Slot)).toBe(false);
    state = transition(state, typed(1)).state;
    expect(holdsInput(slotOf(state, 1) as Slot)).toBe(false);
    // A new document holds nothing, and has said nothing.
    state = run(state, { type: 'navigated', slot: 1 }, ready(1, AUDIT)).state;
    expect(slotOf(state, 1)).toMatchObject({ sensed: false, said: null });
  });

  it('the keep-alive drops the least recent page without input; the one with input stays beyond the limit', () => {
    let state = opened(2, [AUDIT, EVENTS]);
    state = transition(state, typed(1)).state;
    state = run(state, open(DASHBOARD), ready(3, DASHBOARD)).state;
    expect(keptPaths(state)).toEqual([AUDIT.path, DASHBOARD.path]);
    const next = run(state, open(ACCOUNTS));
    expect(keptPaths(next.state)).toEqual([AUDIT.path, ACCOUNTS.path]);
    expect(next.state.asking).toBeNull();
  });

  it('beyond the room for pages with input, the least recent of them is asked about, never dropped unasked', () => {
    // Limit 1: one page, three more with input; the fifth with input asks.
    let state = opened(1, [AUDIT]);
    const order = [AUDIT, EVENTS, DASHBOARD, ACCOUNTS];
    state = transition(state, typed(1)).state;
    order.slice(1).forEach((route, at) => (state = run(state, open(route), ready(at + 2, route), typed(at + 2)).state));
    expect(state.slots).toHaveLength(4);
    expect(state.asking).toBeNull();
    const fifth = run(state, open(EXTRA[0] as FramedRoute));
    expect(fifth.state.slots).toHaveLength(5);
    expect(fifth.state.asking).toBe(1);
    expect(kinds(fifth.effects)).not.toContain('drop-frame');
    // Agreeing drops it.
    const agreed = transition(fifth.state, { type: 'discard', slot: 1 });
    expect(agreed.effects).toEqual([{ type: 'drop-frame', slot: 1 }]);
    expect(agreed.state.asking).toBeNull();
    // Going to it instead: the page just opened, holding nothing, goes in its place.
    const went = transition(fifth.state, open(AUDIT));
    expect(went.state.onScreen).toBe(1);
    expect(went.state.asking).toBeNull();
    expect(went.effects).toEqual([{ type: 'drop-frame', slot: 5 }]);
  });

  it('a theme change keeps the pages with input as they are, marked stale; the others go, the page on screen comes back', () => {
    let state = opened(5, [AUDIT, EVENTS]);
    state = transition(state, typed(1)).state;
    const { state: next, effects } = transition(state, { type: 'drop-all', reason: 'theme' });
    expect(slotOf(next, 1)).toMatchObject({ stale: 'theme', status: 'ready', sensed: true });
    expect(effects).toContainEqual({ type: 'drop-frame', slot: 2 });
    expect(effects).not.toContainEqual({ type: 'drop-frame', slot: 1 });
    expect(shownSlot(next)).toMatchObject({ id: 3, route: EVENTS, status: 'loading', stale: null });
  });

  it('the page on screen holding input stays on screen, stale, through a language change', () => {
    let state = opened(5, [EVENTS, AUDIT]);
    state = transition(state, typed(2)).state;
    const { state: next } = transition(state, { type: 'drop-all', reason: 'language' });
    expect(next.slots.map((slot) => slot.id)).toEqual([2]);
    expect(shownSlot(next)).toMatchObject({ id: 2, stale: 'language', status: 'ready' });
  });

  it.each<[string, Step]>([
    ['its input read as saved', typed(1, false)],
    ['its own word that nothing is left', { type: 'message', slot: 1, message: { type: 'dirty', dirty: false } }],
    ['the user letting the input go', { type: 'discard', slot: 1 }],
  ])('a stale page is loaded afresh, in a new frame element, on %s', (_name, event) => {
    let state = opened(5, [AUDIT]);
    state = run(state, typed(1), { type: 'drop-all', reason: 'theme' }).state;
    const { state: next, effects } = transition(state, event);
    const slot = slotOf(next, 1) as Slot;
    expect(slot).toMatchObject({ status: 'loading', stale: null, attempt: 1, src: AUDIT.frameUrl, sensed: false, said: null });
    expect(effects).toEqual([timerFor(slot)]);
  });

  it('a stale page that loads a new document (its form saved) is stale no more', () => {
    let state = opened(5, [AUDIT]);
    state = run(state, typed(1), { type: 'drop-all', reason: 'theme' }).state;
    state = run(state, { type: 'navigated', slot: 1 }, { type: 'loaded', slot: 1, url: `${AUDIT.frameUrl}?saved=1`, status: 200 }).state;
    expect(slotOf(state, 1)).toMatchObject({ stale: null, status: 'ready' });
  });

  it.each(['sign-out', 'release'] as const)(
    '%s takes every page the user let go; a page holding input the user was not asked about stays',
    (reason) => {
      let state = opened(5, [AUDIT, EVENTS, DASHBOARD]);
      state = run(state, typed(1), typed(2)).state;
      expect(transition(state, { type: 'drop-all', reason, consent: [1, 2] }).state.slots).toEqual([]);
      const unasked = transition(state, { type: 'drop-all', reason, consent: [1] });
      expect(unasked.state.slots.map((slot) => slot.id)).toEqual([2]);
      expect(unasked.effects).toEqual([
        { type: 'drop-frame', slot: 1 },
        { type: 'drop-frame', slot: 3 },
      ]);
    },
  );

  it('discard of a page neither asked about nor stale does nothing', () => {
    const state = transition(opened(5, [AUDIT]), typed(1)).state;
    expect(transition(state, { type: 'discard', slot: 1 })).toEqual({ state, effects: [] });
  });
});

describe('the gate: every way a page can go, with a page holding input', () => {
  const ready = (id: number, route: FramedRoute, url = route.frameUrl): Step => ({ type: 'loaded', slot: id, url, status: 200 });
  /** Audit log typed in (slot 1), then the policy events on screen (slot 2). */
  function auditTyped(limit = 5): WorkspaceState {
    return run(initialWorkspace(ROUTES, limit), open(AUDIT), ready(1, AUDIT), typed(1), open(EVENTS), ready(2, EVENTS)).state;
  }
  const endsOf = (effects: readonly WorkspaceEffect[], id: number) =>
    effects.filter((effect) => (effect.type === 'drop-frame' || effect.type === 'replace-frame') && effect.slot === id);

  it('a link in another page to the kept page’s route: the kept page stays; the frame that followed it stays its own route’s', () => {
    const state = auditTyped();
    const { state: next, effects } = run(
      state,
      { type: 'navigated', slot: 2, url: `${AUDIT.frameUrl}?from=pe` },
      ready(2, AUDIT, `${AUDIT.frameUrl}?from=pe`),
    );
    expect(endsOf(effects, 1)).toEqual([]);
    expect(slotOf(next, 1)).toMatchObject({ route: AUDIT, sensed: true });
    expect(slotOf(next, 2)).toMatchObject({ route: EVENTS, url: `${AUDIT.frameUrl}?from=pe` });
    expect(effects).toContainEqual({ type: 'navigate', url: `/${EVENTS.path}#${AUDIT.frameUrl}?from=pe` });
    // Without input, the kept page goes as a twin and the frame is the audit log's.
    const clean = run(state, typed(1, false), { type: 'navigated', slot: 2 }, ready(2, AUDIT));
    expect(clean.effects).toContainEqual({ type: 'drop-frame', slot: 1 });
    expect(slotOf(clean.state, 2)?.route).toEqual(AUDIT);
  });

  it('the console url with a query for a kept page holding input: shown as it is, and asked; keep, or discard and go', () => {
    const state = auditTyped();
    const asked = transition(state, routedTo(AUDIT, '/logs/audit-log?from=pe'));
    expect(asked.state.onScreen).toBe(1);
    expect(endsOf(asked.effects, 1)).toEqual([]);
    expect(asked.state.replacing).toEqual({ slot: 1, url: `${AUDIT.frameUrl}?from=pe`, how: 'replace' });
    const kept = transition(asked.state, { type: 'keep', slot: 1 });
    expect(kept.state.replacing).toBeNull();
    expect(kept.effects).toEqual([{ type: 'navigate', url: '/logs/audit-log' }]);
    const gone = transition(asked.state, { type: 'discard', slot: 1 });
    expect(gone.state.replacing).toBeNull();
    expect(kinds(gone.effects)).toEqual(['replace-frame', 'schedule']);
  });

  it('Back or Forward its frame did not follow in time: asked, not sent', () => {
    let state = auditTyped();
    state = run(state, routedTo(AUDIT, '/logs/audit-log?day=2', { traversal: true })).state;
    const timedOut = transition(state, { type: 'traversal-timed-out', key: state.traversal?.key ?? '' });
    expect(endsOf(timedOut.effects, 1)).toEqual([]);
    expect(timedOut.state.replacing).toMatchObject({ slot: 1, url: `${AUDIT.frameUrl}?day=2` });
  });

  it.each<[string, (state: WorkspaceState) => Step[], (state: WorkspaceState) => void]>([
    ['the keep-alive', () => [open(DASHBOARD), ready(3, DASHBOARD), open(ACCOUNTS)], (next) => expect(slotOf(next, 1)).toBeDefined()],
    ['a lower limit', () => [{ type: 'limit', limit: 0 }], (next) => expect(slotOf(next, 1)).toBeDefined()],
    ['a theme change', () => [{ type: 'drop-all', reason: 'theme' }], (next) => expect(slotOf(next, 1)?.stale).toBe('theme')],
    ['a language change', () => [{ type: 'drop-all', reason: 'language' }], (next) => expect(slotOf(next, 1)?.stale).toBe('language')],
    ['sign-out not agreed to', () => [{ type: 'drop-all', reason: 'sign-out' }], (next) => expect(slotOf(next, 1)).toBeDefined()],
    [
      'release not agreed to',
      () => [{ type: 'drop-all', reason: 'release', consent: [2] }],
      (next) => expect(slotOf(next, 1)).toBeDefined(),
    ],
    [
      'a Retry of its slow page',
      () => [open(AUDIT), { type: 'navigated', slot: 1 }, typed(1), { type: 'timed-out', slot: 1, load: 2 }, { type: 'retry', slot: 1 }],
      (next) => expect(next.replacing).toMatchObject({ slot: 1, how: 'reload' }),
    ],
    [
      'the recovery’s reloads',
      () => [
        { type: 'navigated', slot: 1 },
        { type: 'loaded', slot: 1, url: null, status: 0 },
        { type: 'probed', slot: 1, load: 2, verdict: { kind: 'network' } },
        typed(1),
        { type: 'reachable' },
      ],
      (next) => expect(slotOf(next, 1)).toMatchObject({ status: 'failed', attempt: 0 }),
    ],
    [
      'signing in again after an expired session',
      () => [{ type: 'loaded', slot: 1, url: '/login', status: 200 }, typed(1), { type: 'resume' }],
      (next) => expect(next.replacing).toMatchObject({ slot: 1, url: AUDIT.frameUrl }),
    ],
  ])('%s: the page holding input stays, its document as it is', (_name, steps, check) => {
    const state = auditTyped(1);
    const { state: next, effects } = run(state, ...steps(state));
    expect(endsOf(effects, 1)).toEqual([]);
    expect(slotOf(next, 1)?.attempt ?? 0).toBe(0);
    check(next);
  });

  it('the page’s own word that nothing is unsaved lets it go', () => {
    const state = auditTyped(1);
    const { state: next } = run(state, { type: 'message', slot: 1, message: { type: 'dirty', dirty: false } }, open(DASHBOARD));
    expect(slotOf(next, 1)).toBeUndefined();
  });
});

describe('a failure explained for the page the frame tried to reach', () => {
  const ready = (id: number, route: FramedRoute): Step => ({ type: 'loaded', slot: id, url: route.frameUrl, status: 200 });

  it('a link inside the frame that fails: the page it went to is looked at, and Retry goes there', () => {
    let state = run(initialWorkspace(ROUTES), open(AUDIT), ready(1, AUDIT)).state;
    state = run(state, { type: 'navigated', slot: 1, url: '/uiserver/legacy/logs/audit-log/detail/9?deny=1' }).state;
    const { state: checking, effects } = transition(state, { type: 'loaded', slot: 1, url: null, status: 0 });
    expect(effects).toEqual([{ type: 'probe', slot: 1, load: 2, url: '/uiserver/legacy/logs/audit-log/detail/9?deny=1' }]);
    const failed = transition(checking, { type: 'probed', slot: 1, load: 2, verdict: { kind: 'refused' } }).state;
    expect(slotOf(failed, 1)).toMatchObject({ status: 'failed', failure: 'refused' });
    const again = transition(failed, { type: 'retry', slot: 1 }).state;
    expect(slotOf(again, 1)).toMatchObject({ src: '/uiserver/legacy/logs/audit-log/detail/9?deny=1', target: null });
  });

  it('a link to another site: another site, without a look', () => {
    let state = run(initialWorkspace(ROUTES), open(AUDIT), ready(1, AUDIT)).state;
    state = run(state, { type: 'navigated', slot: 1, url: 'https://vendor.test/page' }).state;
    const { state: next, effects } = transition(state, { type: 'loaded', slot: 1, url: null, status: 0 });
    expect(effects).toEqual([]);
    expect(slotOf(next, 1)).toMatchObject({ status: 'failed', failure: 'foreign' });
  });

  it('without a destination (no Navigation API), the last readable page is looked at', () => {
    let state = run(initialWorkspace(ROUTES), open(AUDIT), ready(1, AUDIT)).state;
    state = run(state, { type: 'navigated', slot: 1 }).state;
    expect(transition(state, { type: 'loaded', slot: 1, url: null, status: 0 }).effects).toEqual([
      { type: 'probe', slot: 1, load: 2, url: AUDIT.frameUrl },
    ]);
  });
});
