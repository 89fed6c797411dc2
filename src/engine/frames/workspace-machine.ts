/**
 * Every decision of the frame workspace, as one pure state machine: which legacy pages stay alive,
 * which one is on screen, where each frame is and how far it has loaded, and when the console url,
 * a frame or the session must move. `transition(state, event)` returns the next state and the
 * effects to run; the view renders the state, forwards what happens in the router and the frames as
 * events, and runs the effects. Nothing here touches a window, a timer or the router.
 *
 * The pieces it composes: which page a console url names and back (frame-location.ts), and which
 * pages stay alive (recent-pages.ts).
 *
 * Typed input is never lost, by construction. Every transition receives a fresh `Reading` of every
 * frame, taken by the runtime at the moment the event is taken (a same-origin read is synchronous),
 * and every way a page can go or have its document replaced (a drop, a page sent elsewhere, a new
 * frame element) passes through one decision, `gate`: a page holding input goes only with the
 * user's consent for it. Without consent the path keeps it (the keep-alive's room, a stale page, a
 * twin kept under its own route) or asks (`asking`, `replacing`). The seeded random walks of the
 * machine's test assert the invariant over every event, and that each path's gate is needed: taken
 * away (`createWorkspaceTransition`, `GATE_SITES`), any one of those that can hold a page loses input.
 */
import type { FrameMessage } from '../../generated/types/frame-message';
import { LOGIN_PAGE } from '../manifest/named-routes';
import { consoleUrlFor, frameUrlFor, type FramedRoute } from './frame-location';
import { DEFAULT_KEEP_ALIVE, showRecent } from './recent-pages';

/** A framed page that has not finished loading in this time shows the failure message with Retry. */
export const LOAD_TIMEOUT_MS = 20_000;
/** After Back or Forward, how long a kept frame may take to get there through its own history. */
export const TRAVERSAL_GRACE_MS = 1_500;

/**
 * `checking`: the frame loaded a document the console cannot read (an error page of the browser, or
 * another site): a look at the page's own url (`probe`) tells which.
 */
export type SlotStatus = 'loading' | 'checking' | 'ready' | 'failed' | 'timed-out';

/**
 * Why a page failed: the server answered an error (`http`, with its status), the server could not
 * be reached (`network`), the page refuses to be framed (`refused`: X-Frame-Options or the CSP's
 * frame-ancestors), or the frame went to another site (`foreign`).
 */
/**
 * `unchecked`: the page a form sent (a POST) did not load, and nothing tells why: the console does not
 * ask it again, as a look would repeat the request as a GET (and a Retry, the POST itself).
 */
export type FrameFailure = 'http' | 'network' | 'refused' | 'foreign' | 'unchecked';

/** What a look at an unreadable frame's page found (frame-probe.ts). */
export type ProbeVerdict = { readonly kind: 'network' | 'refused' | 'foreign' } | { readonly kind: 'http'; readonly status: number };

/** One frame of the workspace. */
export interface Slot {
  /** Identity of the frame element; the route it shows may change under it. */
  readonly id: number;
  /** The route whose page the frame shows. */
  readonly route: FramedRoute;
  /** The url the frame element was created with. */
  readonly src: string;
  /** Counts Retries: each mounts a new frame element at `src`. */
  readonly attempt: number;
  /** Where the frame is (the last page it loaded) or was last sent: path and query. */
  readonly url: string;
  /**
   * Where the frame's page was last seen going by itself (a link, a form, a script): path and query
   * on the console's origin, or a whole url elsewhere; null once it has arrived. A failure is
   * explained for this page, the one the frame tried to reach.
   */
  readonly target: string | null;
  /** The page was left by a form sending a POST to `target`: that request is never repeated. */
  readonly targetPost?: boolean;
  readonly status: SlotStatus;
  /** The HTTP status of a page that failed; null otherwise. */
  readonly httpStatus: number | null;
  /** Why the page failed (status `failed`); null otherwise. */
  readonly failure: FrameFailure | null;
  /** Counts the loads started, so a timer of an earlier load is told from the current one's. */
  readonly load: number;
  /** What the page said of itself in its messages. */
  readonly title: string | null;
  readonly helpLink: string | null;
  /** The page holds input the user has not saved, as read from it (unsaved-input.ts). */
  readonly sensed: boolean;
  /** What the page said of its input with the `dirty` message: its word over the reading; null until it says. */
  readonly said: boolean | null;
  /**
   * The page kept through a theme or language change for its unsaved input: it still shows the
   * earlier one, and is loaded afresh once its input is saved or the user lets it go.
   */
  readonly stale: 'theme' | 'language' | null;
}

/** Whether the page holds input the user has not saved: its own word when it gave one. */
export function holdsInput(slot: Slot): boolean {
  return slot.said ?? slot.sensed;
}

export interface WorkspaceState {
  /** The framed routes the account may open: the only pages a console url can name. */
  readonly routes: readonly FramedRoute[];
  /** In creation order, the order the frames stand in the document (moving a frame reloads it). */
  readonly slots: readonly Slot[];
  /** Slot ids, least recently shown first; the page on screen, when there is one, is last. */
  readonly recent: readonly number[];
  /** The slot on screen; null while the console shows a page of its own. */
  readonly onScreen: number | null;
  /** How many pages stay alive (the page on screen always does). */
  readonly limit: number;
  /** The next slot's id. */
  readonly nextId: number;
  /** The console url (path, query, fragment) as last routed to or sent. */
  readonly consoleUrl: string;
  /** The router location last taken (its key); null before the first. */
  readonly routeKey: string | null;
  /** After Back or Forward: the page a kept frame should reach through its own history, by the location's key. */
  readonly traversal: { readonly slot: number; readonly url: string; readonly key: string } | null;
  /**
   * The frames that met an expired session (sent to the login page, or said so), each with the page
   * it was on: once the user has signed in again, each goes back there.
   */
  readonly expired: readonly { readonly slot: number; readonly url: string }[];
  /**
   * Beyond the keep-alive limit and the room kept for pages with unsaved input: the least recently
   * shown of those, which goes only when the user agrees (`discard`), or is gone to.
   */
  readonly asking: number | null;
  /**
   * A page holding input that a link or the console url would replace (a query or fragment sent to
   * a kept page, a Back or Forward its frame did not follow, a Retry): it stays as it is, on
   * screen, until the user lets its input go (`discard`: then it goes to `url`) or keeps it (`keep`).
   */
  readonly replacing: { readonly slot: number; readonly url: string; readonly how: 'replace' | 'reload' } | null;
}

/**
 * What the frames hold now, by slot: whether the user's input in the page is unsaved, as read from
 * the page at the moment the event is taken (unsaved-input.ts). A slot absent from the reading (its
 * frame not readable, or not yet watched) keeps what it last read as.
 */
export type Reading = ReadonlyMap<number, boolean>;

/** No frame read: what a test or a headless caller hands in when nothing is known. */
export const NO_READING: ReadonlyMap<number, boolean> = new Map();

/**
 * Why every kept page goes: theme and language are rendered by the server (the page on screen comes
 * back afresh); sign-out and release end the account's pages (none stays). In the console as it is,
 * signing out and releasing leave the document, which takes the workspace with it.
 */
export type DropReason = 'theme' | 'language' | 'sign-out' | 'release';

/** The router has reached a location, or React has rendered it (`committed`). */
export interface RoutedEvent {
  readonly type: 'routed';
  /** The path of the route the router matched (no leading slash); null for none of the manifest's. */
  readonly route: string | null;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** The location's key: one per navigation. */
  readonly key: string;
  /** Back or Forward: a frame may be on its way there through its own history. */
  readonly traversal: boolean;
  /** The console's own url, following its frame (the `navigate` effect): the frame is already there. */
  readonly follows: boolean;
  readonly committed: boolean;
}

export type WorkspaceEvent =
  | RoutedEvent
  /**
   * The frame's page is being left (a link, a form post, a redirect, a script): the next one loads.
   * `url`: where it is going, when the frame's own navigation told (path and query on the console's
   * origin, a whole url elsewhere).
   */
  | { readonly type: 'navigated'; readonly slot: number; readonly url?: string | null; readonly post?: boolean }
  /** The frame has loaded a page: where it is (null when unreadable) and its HTTP status (0 when unknown). */
  | { readonly type: 'loaded'; readonly slot: number; readonly url: string | null; readonly status: number }
  | { readonly type: 'timed-out'; readonly slot: number; readonly load: number }
  | { readonly type: 'traversal-timed-out'; readonly key: string }
  /** The failure's way out: the page again (or, `home`, the route's own page: after another site). */
  | { readonly type: 'retry'; readonly slot: number; readonly home?: boolean }
  /** What the look at an unreadable frame's page found, for the load it was made for. */
  | { readonly type: 'probed'; readonly slot: number; readonly load: number; readonly verdict: ProbeVerdict }
  /** A message the frame posted, already checked for window, origin and shape (frame-messages.ts). */
  | { readonly type: 'message'; readonly slot: number; readonly message: FrameMessage }
  /**
   * `consent`: the pages whose input the user agreed to let go (the leave question's); any other
   * page holding input stays.
   */
  | { readonly type: 'drop-all'; readonly reason: DropReason; readonly consent?: readonly number[] }
  /**
   * The console is about to leave its document (Log off, release, a reload) with the user's consent
   * for `consent`: those pages go now, so that their own beforeunload does not ask a second time.
   * Every other page goes with the document once it is really left; a leave refused at the
   * browser's prompt (Stay) finds them where they were.
   */
  | { readonly type: 'let-go'; readonly consent: readonly number[] }
  /** Signed in again after an expired session: the frames that met it reload their own pages. */
  | { readonly type: 'resume' }
  /** The service answers again after it could not be reached: the pages it failed to serve load again. */
  | { readonly type: 'reachable' }
  | { readonly type: 'limit'; readonly limit: number }
  /** The user's input in a frame changed: the reading that comes with every event says how it stands. */
  | { readonly type: 'read' }
  /**
   * The user lets the page's unsaved input go: the page asked about is dropped, the page a link would
   * replace goes there, a stale page is loaded afresh.
   */
  | { readonly type: 'discard'; readonly slot: number }
  /** The user keeps the page a link would replace: it stays as it is, and the console url follows it again. */
  | { readonly type: 'keep'; readonly slot: number }
  /**
   * A page's own script sent the whole window to a legacy page (`top.location`): its own frame goes
   * there instead (path and query), through the gate. Never another page's frame: a hidden page
   * affects only itself.
   */
  | { readonly type: 'page-sent'; readonly slot: number; readonly url: string };

export type WorkspaceEffect =
  /** Replace the console url (the frame's own navigation already is the history entry). */
  | { readonly type: 'navigate'; readonly url: string }
  /** Send the frame to `url` in place of its page (no new history entry). */
  | { readonly type: 'replace-frame'; readonly slot: number; readonly url: string }
  /** The frame is gone: its window is trusted no more. */
  | { readonly type: 'drop-frame'; readonly slot: number }
  /** A framed page found the session gone: the console covers itself until the user signs in again. */
  | { readonly type: 'session-expired' }
  /**
   * A framed page was answered 401: the server is asked what holds through an API call, whose own 401
   * the console acts on as the contract says (an expired session's cover; code 1221, a support session
   * that ended by itself). A page's 401 names neither: the contract speaks of calls.
   */
  | { readonly type: 'ask-session' }
  /** Dispatch `event` after `afterMs`. */
  | { readonly type: 'schedule'; readonly afterMs: number; readonly event: WorkspaceEvent }
  /** Look at the page `url` (the frame's last readable page) and dispatch `probed` with the verdict. */
  | { readonly type: 'probe'; readonly slot: number; readonly load: number; readonly url: string };

export interface Transition {
  readonly state: WorkspaceState;
  readonly effects: readonly WorkspaceEffect[];
}

export function initialWorkspace(routes: readonly FramedRoute[], limit: number = DEFAULT_KEEP_ALIVE): WorkspaceState {
  return {
    routes,
    slots: [],
    recent: [],
    onScreen: null,
    limit,
    nextId: 1,
    consoleUrl: '',
    routeKey: null,
    traversal: null,
    expired: [],
    asking: null,
    replacing: null,
  };
}

/** The slot of that id, if it is still there. */
function slotOf(state: WorkspaceState, id: number | null): Slot | null {
  return state.slots.find((slot) => slot.id === id) ?? null;
}

/** The slot on screen, if any. */
export function shownSlot(state: WorkspaceState): Slot | null {
  return slotOf(state, state.onScreen);
}

/** The pages holding input, least recently shown first. */
export function heldSlots(state: WorkspaceState): Slot[] {
  return state.recent.flatMap((id) => state.slots.filter((slot) => slot.id === id && holdsInput(slot)));
}

const unchanged = (state: WorkspaceState): Transition => ({ state, effects: [] });

/** One transition after another: the second on the first's state, their effects in order. */
function then(first: Transition, second: (state: WorkspaceState) => Transition): Transition {
  const next = second(first.state);
  return first.effects.length === 0 ? next : { state: next.state, effects: [...first.effects, ...next.effects] };
}

function withSlot(state: WorkspaceState, slot: Slot): WorkspaceState {
  return { ...state, slots: state.slots.map((other) => (other.id === slot.id ? slot : other)) };
}

/** A new frame element for the route's page at `url`, knowing nothing of it yet. */
function newSlot(id: number, route: FramedRoute, url: string): Slot {
  return {
    id,
    route,
    src: url,
    attempt: 0,
    url,
    target: null,
    status: 'loading',
    httpStatus: null,
    failure: null,
    load: 0,
    title: null,
    helpLink: null,
    sensed: false,
    said: null,
    stale: null,
  };
}

/** The slot starting a load: its progress shows, and a timer will say when it took too long. */
function loading(slot: Slot, changes: Partial<Slot> = {}): { slot: Slot; effect: WorkspaceEffect } {
  const next: Slot = { ...slot, ...changes, status: 'loading', httpStatus: null, failure: null, load: slot.load + 1 };
  return {
    slot: next,
    effect: { type: 'schedule', afterMs: LOAD_TIMEOUT_MS, event: { type: 'timed-out', slot: next.id, load: next.load } },
  };
}

// --- The gate --------------------------------------------------------------------------------

/** The pages whose input the user agreed to let go, for the event being taken. */
type Consent = ReadonlySet<number>;
const NO_CONSENT: ReadonlySet<number> = new Set();

/**
 * The one decision for every way a page can go or have its document replaced: of the pages `ids`,
 * those that may go now (`free`) and those that stay for the user's input (`held`: the fresh
 * reading, or the page's own word, says it holds unsaved input, and the user has not let it go).
 */
export function gate(state: WorkspaceState, ids: readonly number[], consent: Consent = NO_CONSENT): { free: number[]; held: number[] } {
  const free: number[] = [];
  const held: number[] = [];
  for (const id of ids) {
    const slot = slotOf(state, id);
    if (slot === null) continue;
    (holdsInput(slot) && !consent.has(id) ? held : free).push(id);
  }
  return { free, held };
}

/**
 * Every path that asks the gate, by name. A path names itself at each question, so that a test can
 * take one path's gate away and see the random walk lose input (workspace-machine.test.ts, "each
 * gate is needed"). A new path that asks the gate is named here, and that test then asks for its
 * case: the walk loses input without it, or, for a path that asks only about the pages the event
 * itself lets go, the gate never holds one there.
 */
export const GATE_SITES = [
  /** Showing a page: the keep-alive's drops beyond the limit. */
  'show',
  /** A lower limit: the same drops. */
  'limit',
  /** A frame that went to another route's page: that route's kept frame goes. */
  'twin',
  /** A theme or language change: every page goes, those holding input kept stale. */
  'restyle',
  /** Sign-out or release: every page goes but those holding input the user did not let go. */
  'sign-out',
  /** The console leaves its document: the pages the user let go go first. */
  'let-go',
  /** A kept page that failed is loaded again when its route is chosen. */
  'route-failed',
  /** The console url names another page of a kept page's route (a query or fragment). */
  'route-query',
  /** Back or Forward that a kept frame did not follow in time. */
  'traversal',
  /** The failure's Retry. */
  'retry',
  /** A page's own script sent the whole window to a legacy page: its own frame goes there. */
  'page-sent',
  /** Signed in again: the frames that met the expiry go back to their pages. */
  'resume',
  /** The service answers again: the pages it failed to serve load again. */
  'reachable',
  /** A stale page whose input is saved or cleared is loaded afresh. */
  'stale-saved',
  /** The user lets a page's input go: asked about, replaced or stale. */
  'discard',
] as const;
export type GateSite = (typeof GATE_SITES)[number];

/** The gate as the paths ask it, each naming itself: in the console, `gate` at every site. */
export type Gate = (
  site: GateSite,
  state: WorkspaceState,
  ids: readonly number[],
  consent: ReadonlySet<number>,
) => { free: number[]; held: number[] };

const everySite: Gate = (_site, state, ids, consent) => gate(state, ids, consent);

/** The gate as a test of one page: does it stay for its input? */
const heldBy =
  (ask: Gate, site: GateSite, state: WorkspaceState, consent: Consent = NO_CONSENT) =>
  (id: number): boolean =>
    ask(site, state, [id], consent).held.length > 0;

/**
 * Drops those of the slots the gate lets go; a Back or Forward or a question waiting on one of them
 * waits no more. The slots held for their input are named, for the path to keep or ask about.
 */
function drop(
  ask: Gate,
  site: GateSite,
  state: WorkspaceState,
  ids: readonly number[],
  consent: Consent = NO_CONSENT,
): Transition & { held: readonly number[] } {
  const { free, held } = ask(site, state, ids, consent);
  if (free.length === 0) return { ...unchanged(state), held };
  const gone = new Set(free);
  return {
    state: {
      ...state,
      slots: state.slots.filter((slot) => !gone.has(slot.id)),
      recent: state.recent.filter((id) => !gone.has(id)),
      onScreen: state.onScreen !== null && gone.has(state.onScreen) ? null : state.onScreen,
      traversal: state.traversal !== null && gone.has(state.traversal.slot) ? null : state.traversal,
      expired: state.expired.some((entry) => gone.has(entry.slot)) ? state.expired.filter((entry) => !gone.has(entry.slot)) : state.expired,
      asking: state.asking !== null && gone.has(state.asking) ? null : state.asking,
      replacing: state.replacing !== null && gone.has(state.replacing.slot) ? null : state.replacing,
    },
    effects: free.map((slot) => ({ type: 'drop-frame', slot })),
    held,
  };
}

/** How the console replaces a page's document: the frame sent elsewhere, or a new frame element. */
type Replacement = 'replace' | 'reload';

/**
 * The slot's document replaced by the console, through the gate: sent to `url` in its frame
 * (`replace`), or a new frame element at `url` (`reload`, which lets go of what the page held). A
 * page held for its input stays as it is: asked about (`ask`: the question `replacing`) or simply
 * left as it is (`keep`: a replacement nobody asked for, as the recovery's reloads).
 */
function replaceDocument(
  ask: Gate,
  site: GateSite,
  state: WorkspaceState,
  slot: Slot,
  url: string,
  how: Replacement,
  onHeld: 'ask' | 'keep',
  consent: Consent = NO_CONSENT,
): Transition {
  if (heldBy(ask, site, state, consent)(slot.id)) {
    return onHeld === 'ask' ? unchanged({ ...state, replacing: { slot: slot.id, url, how } }) : unchanged(state);
  }
  const settled = state.replacing?.slot === slot.id ? { ...state, replacing: null } : state;
  if (how === 'reload') {
    const again = loading(slot, { attempt: slot.attempt + 1, src: url, url, target: null, sensed: false, said: null, stale: null });
    return { state: withSlot(settled, again.slot), effects: [again.effect] };
  }
  const sent = loading(slot, { url, target: null });
  return { state: withSlot(settled, sent.slot), effects: [{ type: 'replace-frame', slot: slot.id, url }, sent.effect] };
}

// --- Paths -----------------------------------------------------------------------------------

/**
 * Puts the slot on screen; beyond the limit the least recently shown pages the gate lets go are
 * dropped, and beyond the room for pages with input one of those is asked about.
 */
function show(ask: Gate, state: WorkspaceState, id: number): Transition {
  const recent = showRecent(state.recent, id, state.limit, heldBy(ask, 'show', state));
  return drop(ask, 'show', { ...state, recent: recent.kept, onScreen: id, asking: recent.ask }, recent.dropped);
}

/**
 * The console url follows the page on screen. A frame that went to a page of another route now is
 * that route's frame, and a kept frame of that route is dropped rather than shown twice; when that
 * kept frame holds input it stays, and this frame stays its own route's, the page it went to written
 * after the route (the url's fragment), as for a page no route names.
 */
function follow(ask: Gate, state: WorkspaceState, id: number): Transition {
  const slot = slotOf(state, id);
  if (!slot) return unchanged(state);
  let target = consoleUrlFor(slot.url, state.routes, slot.route);
  if (target === null) return unchanged(state);
  const path = target.split(/[?#]/, 1)[0]?.slice(1) ?? slot.route.path;
  let result = unchanged(state);
  if (path !== slot.route.path) {
    const route = state.routes.find((candidate) => candidate.path === path) ?? slot.route;
    const twins = state.slots.filter((other) => other.id !== id && other.route.path === path).map((other) => other.id);
    const dropped = drop(ask, 'twin', state, twins);
    if (dropped.held.length > 0) target = `/${slot.route.path}#${slot.url}`;
    else result = { state: withSlot(dropped.state, { ...slot, route }), effects: dropped.effects };
  }
  if (target === result.state.consoleUrl) return result;
  return { state: { ...result.state, consoleUrl: target }, effects: [...result.effects, { type: 'navigate', url: target }] };
}

function routed(ask: Gate, state: WorkspaceState, event: RoutedEvent): Transition {
  if (event.key === state.routeKey) return unchanged(state);
  const route = event.route === null ? null : (state.routes.find((candidate) => candidate.path === event.route) ?? null);
  // A switch from one framed page to another shows the moment the router gets there. One from or to
  // a page the router renders itself (a native screen, the not-allowed page) waits until that page
  // is rendered, so the two are never on screen together, nor is neither.
  if (!event.committed && (route === null || state.onScreen === null)) return unchanged(state);
  // A new location answers an open question about replacing a page: that page stays as it is.
  const base: WorkspaceState = {
    ...state,
    routeKey: event.key,
    consoleUrl: `${event.pathname}${event.search}${event.hash}`,
    traversal: null,
    replacing: null,
  };
  if (route === null) return unchanged({ ...base, onScreen: null });

  const url = frameUrlFor(route, event.search, event.hash);
  const kept = base.slots.find((slot) => slot.route.path === route.path);
  if (!kept) {
    const fresh = loading(newSlot(base.nextId, route, url));
    const shown = show(ask, { ...base, slots: [...base.slots, fresh.slot], nextId: base.nextId + 1 }, fresh.slot.id);
    return { state: shown.state, effects: [fresh.effect, ...shown.effects] };
  }

  // A kept page keeps its page unless the console url asks for another one; a page that failed is
  // loaded again: choosing a route always shows that route's page. Either goes through the gate: a
  // page holding input is shown as it is, and the user is asked.
  const shown = show(ask, base, kept.id);
  const shownKept = slotOf(shown.state, kept.id) ?? kept;
  // The console's url following its own frame asks for nothing to be loaded: not even a page that
  // failed, whose document may be a form's answer (a POST refused) that a GET would not repeat.
  if (event.follows) return shown;
  if (kept.status === 'failed') return then(shown, (next) => replaceDocument(ask, 'route-failed', next, shownKept, url, 'reload', 'ask'));
  if (kept.url === url) return shown;
  if (event.traversal) {
    // Back or Forward over a frame navigation moves the frame itself; only if it does not get there
    // (its history went with a dropped frame) is it sent.
    return {
      state: { ...shown.state, traversal: { slot: kept.id, url, key: event.key } },
      effects: [
        ...shown.effects,
        { type: 'schedule', afterMs: TRAVERSAL_GRACE_MS, event: { type: 'traversal-timed-out', key: event.key } },
      ],
    };
  }
  if (event.search !== '' || event.hash !== '')
    return then(shown, (next) => replaceDocument(ask, 'route-query', next, shownKept, url, 'replace', 'ask'));
  return then(shown, (next) => follow(ask, next, kept.id));
}

/**
 * The slot met an expired session: it is remembered with the page it was on (once), and the console
 * is told. The page it was on stays its url, so the console url does not follow it to the login page.
 */
function expiredIn(state: WorkspaceState, slot: Slot): Transition {
  const known = state.expired.some((entry) => entry.slot === slot.id);
  return {
    state: known ? state : { ...state, expired: [...state.expired, { slot: slot.id, url: slot.url }] },
    effects: [{ type: 'session-expired' }],
  };
}

/** Without a session a legacy page redirects its frame to the login page (path and query). */
function onLoginPage(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path === LOGIN_PAGE || path === `${LOGIN_PAGE}/`;
}

/** A page on the console's own origin, as the frames' urls are kept (path and query); anything else is a whole url. */
const onConsoleOrigin = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

function loaded(ask: Gate, state: WorkspaceState, event: Extract<WorkspaceEvent, { type: 'loaded' }>): Transition {
  const slot = slotOf(state, event.slot);
  if (!slot) return unchanged(state);
  if (event.url !== null && onLoginPage(event.url)) {
    return expiredIn(withSlot(state, { ...slot, status: 'ready', httpStatus: null, failure: null, target: null }), slot);
  }
  // A document the console cannot read: the browser's error page (the server unreachable, the page
  // refusing to be framed) or another site. The page the frame tried to reach is looked at to tell
  // which; one on another origin is another site.
  if (event.url === null) {
    const tried = slot.target ?? slot.url;
    if (!onConsoleOrigin(tried)) return unchanged(withSlot(state, { ...slot, status: 'failed', httpStatus: null, failure: 'foreign' }));
    // A form's POST that did not arrive is not looked at: the look is a GET of the same url, a
    // request the form never made (the probe never repeats a non-GET).
    if (slot.targetPost === true) return unchanged(withSlot(state, { ...slot, status: 'failed', httpStatus: null, failure: 'unchecked' }));
    return {
      state: withSlot(state, { ...slot, status: 'checking', httpStatus: null, failure: null }),
      effects: [{ type: 'probe', slot: slot.id, load: slot.load, url: tried }],
    };
  }
  const failed = event.status >= 400;
  // A new document: nothing typed yet, and rendered with the theme and language of now.
  const next = withSlot(state, {
    ...slot,
    sensed: false,
    said: null,
    stale: null,
    url: event.url,
    target: null,
    targetPost: false,
    status: failed ? 'failed' : 'ready',
    httpStatus: failed ? event.status : null,
    failure: failed ? 'http' : null,
  });
  const arrived = next.traversal?.slot === slot.id ? { ...next, traversal: null } : next;
  const shown = arrived.onScreen === slot.id ? follow(ask, arrived, slot.id) : unchanged(arrived);
  return event.status === 401 ? { ...shown, effects: [...shown.effects, { type: 'ask-session' }] } : shown;
}

/**
 * A new reading of the page's input. A stale page whose input is saved or cleared has nothing left
 * to keep: it is loaded afresh in the theme and language of now.
 */
function inputRead(ask: Gate, state: WorkspaceState, slot: Slot, reading: Pick<Partial<Slot>, 'sensed' | 'said'>): Transition {
  const next = { ...slot, ...reading };
  if (next.sensed === slot.sensed && next.said === slot.said) return unchanged(state);
  const read = withSlot(state, next);
  if (next.stale !== null && holdsInput(slot) && !holdsInput(next))
    return replaceDocument(ask, 'stale-saved', read, next, next.url, 'reload', 'keep');
  return unchanged(read);
}

/** The reading taken with the event, applied before the event itself: every decision sees the frames as they are now. */
function readNow(ask: Gate, state: WorkspaceState, reading: Reading): Transition {
  let result = unchanged(state);
  for (const [id, unsaved] of reading) {
    const slot = slotOf(result.state, id);
    if (slot === null || slot.sensed === unsaved) continue;
    result = then(result, (next) => inputRead(ask, next, slot, { sensed: unsaved }));
  }
  return result;
}

/**
 * Every kept page goes (DropReason), through the gate. For a theme or language change the pages
 * holding input stay as they are, marked stale; for sign-out and release, those the user agreed to
 * let go (`consent`) go too, and any other holding input stays (the browser's own prompt asks as the
 * console's page is left). The page on screen, when it goes for a theme or language change, comes
 * back loaded afresh where it was, in a new frame.
 */
function dropAll(ask: Gate, state: WorkspaceState, reason: DropReason, consent: Consent): Transition {
  const screen = shownSlot(state);
  const all = state.slots.map((slot) => slot.id);
  if (reason === 'sign-out' || reason === 'release') {
    const dropped = drop(ask, 'sign-out', state, all, consent);
    return { state: dropped.state, effects: dropped.effects };
  }
  const { held } = ask('restyle', state, all, NO_CONSENT);
  const marked: WorkspaceState = {
    ...state,
    slots: state.slots.map((slot) => (held.includes(slot.id) ? { ...slot, stale: reason } : slot)),
  };
  const dropped = drop(ask, 'restyle', marked, all);
  if (screen === null || held.includes(screen.id)) return { state: dropped.state, effects: dropped.effects };
  const fresh = loading(newSlot(state.nextId, screen.route, screen.url));
  return {
    state: {
      ...dropped.state,
      slots: [...dropped.state.slots, fresh.slot],
      recent: [...dropped.state.recent, fresh.slot.id],
      onScreen: fresh.slot.id,
      nextId: state.nextId + 1,
    },
    effects: [...dropped.effects, fresh.effect],
  };
}

/** The user lets the page's input go: the question about it is answered, or a stale page is refreshed. */
function discard(ask: Gate, state: WorkspaceState, slot: Slot): Transition {
  const consent: Consent = new Set([slot.id]);
  if (state.asking === slot.id) {
    const dropped = drop(ask, 'discard', state, [slot.id], consent);
    return { state: dropped.state, effects: dropped.effects };
  }
  const { replacing } = state;
  if (replacing?.slot === slot.id) return replaceDocument(ask, 'discard', state, slot, replacing.url, replacing.how, 'ask', consent);
  return slot.stale !== null ? replaceDocument(ask, 'discard', state, slot, slot.url, 'reload', 'ask', consent) : unchanged(state);
}

/**
 * Each event through the machine, with the reading of every frame taken as it is taken. The reading
 * is applied first, so that every path below decides on the frames as they are now.
 */
export type WorkspaceTransition = (state: WorkspaceState, event: WorkspaceEvent, reading: Reading) => Transition;

export const workspaceTransition: WorkspaceTransition = createWorkspaceTransition({ gate: everySite });

/**
 * The machine with the gate its paths ask. The console's is `workspaceTransition`, with `gate` at
 * every site; a test hands in a gate that lets one path's pages go unasked, to show the walk then
 * loses input.
 */
export function createWorkspaceTransition({ gate: ask }: { readonly gate: Gate }): WorkspaceTransition {
  return (state, event, reading) => then(readNow(ask, state, reading), (read) => step(ask, read, event));
}

function step(ask: Gate, state: WorkspaceState, event: WorkspaceEvent): Transition {
  switch (event.type) {
    case 'routed':
      return routed(ask, state, event);
    case 'loaded':
      return loaded(ask, state, event);
    case 'navigated': {
      const slot = slotOf(state, event.slot);
      if (!slot) return unchanged(state);
      const target = event.url ?? null;
      const targetPost = target !== null && event.post === true;
      if (slot.status === 'loading')
        return slot.target === target && slot.targetPost === targetPost
          ? unchanged(state)
          : unchanged(withSlot(state, { ...slot, target, targetPost }));
      const next = loading(slot, { target, targetPost });
      return { state: withSlot(state, next.slot), effects: [next.effect] };
    }
    case 'timed-out': {
      const slot = slotOf(state, event.slot);
      if (!slot || slot.status !== 'loading' || slot.load !== event.load) return unchanged(state);
      return unchanged(withSlot(state, { ...slot, status: 'timed-out' }));
    }
    case 'probed': {
      const slot = slotOf(state, event.slot);
      if (!slot || slot.status !== 'checking' || slot.load !== event.load) return unchanged(state);
      const { verdict } = event;
      const httpStatus = verdict.kind === 'http' ? verdict.status : null;
      return {
        state: withSlot(state, { ...slot, status: 'failed', failure: verdict.kind, httpStatus }),
        effects: httpStatus === 401 ? [{ type: 'ask-session' }] : [],
      };
    }
    case 'traversal-timed-out': {
      const waiting = state.traversal;
      if (waiting === null || waiting.key !== event.key) return unchanged(state);
      const slot = slotOf(state, waiting.slot);
      const settled = { ...state, traversal: null };
      if (!slot || slot.url === waiting.url) return unchanged(settled);
      return replaceDocument(ask, 'traversal', settled, slot, waiting.url, 'replace', 'ask');
    }
    case 'retry': {
      const slot = slotOf(state, event.slot);
      if (!slot || (slot.status !== 'failed' && slot.status !== 'timed-out')) return unchanged(state);
      // A new frame element at the page the frame tried to reach or last showed, or at the route's own.
      // Never the target of a form's POST: loading it again would send a GET the form never sent.
      const target = slot.targetPost === true ? null : slot.target;
      const src = event.home === true ? slot.route.frameUrl : onConsoleOrigin(target ?? '') ? (target ?? slot.url) : slot.url;
      return replaceDocument(ask, 'retry', state, slot, src, 'reload', 'ask');
    }
    case 'message': {
      const slot = slotOf(state, event.slot);
      if (!slot) return unchanged(state);
      const { message } = event;
      if (message.type === 'session-expired') return expiredIn(state, slot);
      if (message.type === 'title') return unchanged(withSlot(state, { ...slot, title: message.title }));
      if (message.type === 'dirty') return inputRead(ask, state, slot, { said: message.dirty });
      // The step-up broker's, not the workspace's: the runtime hands it there (the page stays as it is).
      if (message.type === 'reauth-required') return unchanged(state);
      return unchanged(withSlot(state, { ...slot, helpLink: message.url }));
    }
    case 'drop-all':
      return dropAll(ask, state, event.reason, new Set(event.consent ?? []));
    case 'read':
      return unchanged(state);
    case 'discard': {
      const slot = slotOf(state, event.slot);
      return slot === null ? unchanged(state) : discard(ask, state, slot);
    }
    case 'keep': {
      if (state.replacing?.slot !== event.slot) return unchanged(state);
      const settled = { ...state, replacing: null };
      return settled.onScreen === event.slot ? follow(ask, settled, event.slot) : unchanged(settled);
    }
    case 'let-go': {
      const consent: Consent = new Set(event.consent);
      const dropped = drop(ask, 'let-go', state, event.consent, consent);
      return { state: dropped.state, effects: dropped.effects };
    }
    case 'page-sent': {
      const slot = slotOf(state, event.slot);
      if (!slot || slot.url === event.url) return unchanged(state);
      // On screen, a page holding input is asked about; a hidden one is simply kept as it is.
      return replaceDocument(ask, 'page-sent', state, slot, event.url, 'replace', state.onScreen === slot.id ? 'ask' : 'keep');
    }
    case 'resume': {
      if (state.expired.length === 0) return unchanged(state);
      let result = unchanged({ ...state, expired: [] });
      for (const { slot: id, url } of state.expired) {
        const slot = slotOf(result.state, id);
        if (slot) result = then(result, (next) => replaceDocument(ask, 'resume', next, slot, url, 'replace', 'ask'));
      }
      return result;
    }
    case 'reachable': {
      let result = unchanged(state);
      for (const slot of state.slots) {
        if (slot.status !== 'failed' || slot.failure !== 'network') continue;
        result = then(result, (next) => replaceDocument(ask, 'reachable', next, slot, slot.url, 'reload', 'keep'));
      }
      return result;
    }
    case 'limit': {
      if (!Number.isInteger(event.limit) || event.limit < 0) return unchanged(state);
      const next = { ...state, limit: event.limit };
      const last = next.recent.at(-1);
      if (last === undefined) return unchanged(next);
      const recent = showRecent(next.recent, last, event.limit, heldBy(ask, 'limit', next));
      const result = drop(ask, 'limit', { ...next, recent: recent.kept, asking: recent.ask }, recent.dropped);
      return { state: result.state, effects: result.effects };
    }
  }
}
