// @vitest-environment jsdom
/**
 * Two console starts side by side in one document (a test, a preview) share none of their state:
 * each set of services, built by the app's own factory (services.tsx) or by the test fixture over
 * the same start state (engine/services/console-start.ts), has its own session, page lists,
 * Administration panel, notices, banner, help link, config read, once-per-start memory and expiry
 * keeper, signals (what telemetry and the reachability watch hear). Each check changes one console and
 * looks at the other.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepWorkOnExpiry } from '../engine/api/keep-work';
import { fetchSavedTheme } from '../engine/api/theme';
import { initialWorkspace, type Slot, type WorkspaceState } from '../engine/frames/workspace-machine';
import { consoleConfigOfStart } from '../engine/guide/console-config';
import { createBannerState, dismissBanner } from '../engine/header/upgrade-banner';
import { createAdminPanelState, setAdminPanelOpen } from '../engine/menu/admin-panel';
import { createNoticesState, openNotice } from '../engine/notifications/notice-store';
import { pageMemoryOfStart } from '../engine/palette/page-memory-state';
import type { ConsoleServices } from '../engine/services/console-services';
import { setSession } from '../engine/session/session';
import { servicesFixture } from '../testing/services-fixture';
import { sessionFixture } from '../testing/session-fixture';
import { createConsoleServices } from './services';

// The manifest routes (through the services) hold lazily loaded parts whose failure notice is a Primer
// button; Primer's modules import their CSS, which Node cannot load outside Vite's pipeline.
vi.mock('@primer/react', () => ({ Button: () => null }));
vi.mock('@primer/octicons-react', () => ({ AlertIcon: () => null }));

const started: ConsoleServices[] = [];

/** Two consoles' services, as the router builds them for two starts. */
function twoConsoles(): [ConsoleServices, ConsoleServices] {
  const pair: [ConsoleServices, ConsoleServices] = [createConsoleServices(), createConsoleServices()];
  started.push(...pair);
  return pair;
}

afterEach(() => {
  for (const services of started.splice(0)) {
    services.reachability.stop();
    services.tabs.close();
  }
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('two console starts', () => {
  it('are two sets of services, each with its own table, session, client and channel', () => {
    const [one, other] = twoConsoles();
    expect(one).not.toBe(other);
    for (const key of ['routeTable', 'session', 'api', 'tabs', 'reachability', 'leaving', 'expiry', 'signals'] as const) {
      expect(one[key], key).not.toBe(other[key]);
    }
  });

  it('keep their own session', () => {
    const [one, other] = twoConsoles();
    setSession(one.session, sessionFixture());
    expect(one.session.info?.account.account_id).toBe(sessionFixture().account.account_id);
    expect(other.session.info).toBeNull();
  });

  it('keep their own page lists', () => {
    const [one, other] = twoConsoles();
    const opensAll = () => true;
    one.startState(pageMemoryOfStart).open('1001', opensAll);
    other.startState(pageMemoryOfStart).open('2002', opensAll);
    one.startState(pageMemoryOfStart).toggleFavourite('dashboard');
    expect(one.startState(pageMemoryOfStart).state.memory.favourites).toEqual(['dashboard']);
    expect(other.startState(pageMemoryOfStart).state).toMatchObject({ account: '2002', memory: { favourites: [] } });
  });

  it('keep their own Administration panel open or closed', () => {
    const [one, other] = twoConsoles();
    // Both read the stored choice as they start (closed); the browser's storage is the one thing they share, as two tabs do.
    const panel = other.startState(createAdminPanelState);
    setAdminPanelOpen(one.startState(createAdminPanelState), true);
    expect(one.startState(createAdminPanelState).open).toBe(true);
    expect(other.startState(createAdminPanelState)).toBe(panel);
    expect(panel.open).toBe(false);
  });

  it('keep their own notices and upgrade banner', () => {
    const [one, other] = twoConsoles();
    openNotice(one.startState(createNoticesState), { notice_id: 'n1', subject: 'New' } as Parameters<typeof openNotice>[1]);
    dismissBanner(one.startState(createBannerState));
    expect(one.startState(createNoticesState).open).toMatchObject({ kind: 'notice' });
    expect(other.startState(createNoticesState).open).toBeNull();
    expect(other.startState(createBannerState).dismissed).toBe(false);
  });

  it('each read the deployment’s settings once, for itself', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ frames: { keepAlive: 3 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetcher);
    const [one, other] = twoConsoles();
    const first = await one.startState(consoleConfigOfStart)();
    expect(await one.startState(consoleConfigOfStart)()).toBe(first);
    expect(fetcher).toHaveBeenCalledOnce();
    expect(await other.startState(consoleConfigOfStart)()).not.toBe(first);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('each do their once-per-start work once: the tab watch’s announcement, the start-up calls, the integrations', () => {
    const [one, other] = twoConsoles();
    expect(one.once('announce', '1001')).toBe(true);
    expect(one.once('announce', '1001')).toBe(false);
    expect(other.once('announce', '1001')).toBe(true);
    expect(one.once('start-up-calls', '1001')).toBe(true);
    expect(other.once('integrations')).toBe(true);
    expect(one.once('integrations')).toBe(true);
    expect(one.once('integrations')).toBe(false);
  });

  it('keep their own expiry keeper: a 401 in the console that keeps its work covers it, the other leaves for the login page', async () => {
    const answer = () => ({ status: 401 });
    const one = servicesFixture({ answer });
    const other = servicesFixture({ answer });
    const onExpired = vi.fn();
    const stop = keepWorkOnExpiry(one.expiry, onExpired);
    await one.api.get('account/info');
    expect(onExpired).toHaveBeenCalledOnce();
    expect(one.navigations).toEqual([]);
    await other.api.get('account/info');
    expect(onExpired).toHaveBeenCalledOnce();
    expect(other.navigations).toHaveLength(1);
    stop();
  });
});

describe('two console starts’ signals', () => {
  const failedFrame = (id: number): Slot => ({ id, status: 'failed', failure: 'network', load: 1 }) as unknown as Slot;
  const workspaceWith = (...slots: Slot[]): WorkspaceState => ({ ...initialWorkspace([]), slots });

  it('each hear only their own: a signal, a workspace change, telemetry starting', () => {
    const [one, other] = twoConsoles();
    const heardByOne = vi.fn();
    const heardByOther = vi.fn();
    for (const topic of ['signal', 'workspace-change', 'telemetry-started'] as const) {
      one.signals.subscribe(topic, heardByOne);
      other.signals.subscribe(topic, heardByOther);
    }
    one.signals.publish('signal', { kind: 'session-expired' });
    one.signals.publish('workspace-change', { prev: workspaceWith(), next: workspaceWith(), at: 0, replay: false });
    one.signals.publish('telemetry-started', null);
    expect(heardByOne).toHaveBeenCalledTimes(3);
    expect(heardByOther).not.toHaveBeenCalled();
  });

  it('a reply one console cannot read is told to that console’s signals only, by its own API client', async () => {
    const answer = () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: '<html>sign in</html>' });
    const one = servicesFixture({ answer });
    const other = servicesFixture({ answer });
    const heardByOne = vi.fn();
    const heardByOther = vi.fn();
    one.signals.subscribe('signal', heardByOne);
    other.signals.subscribe('signal', heardByOther);
    const result = await fetchSavedTheme(one.api);
    expect(result.ok).toBe(false);
    expect(heardByOne).toHaveBeenCalledExactlyOnceWith({
      kind: 'unreadable-reply',
      call: 'account/theme',
      status: 200,
      problem: 'not JSON (text/html)',
    });
    expect(heardByOther).not.toHaveBeenCalled();
  });

  it('a frame that failed for want of the service in one console turns only that console’s watch, and a stopped watch hears nothing', async () => {
    const [one, other] = twoConsoles();
    // The watch loads apart (reachability-runtime.ts); a failed frame makes it try the service at once.
    const tries = vi.fn(async () => new Promise<never>(() => undefined));
    one.api.defaults.adapter = tries;
    other.api.defaults.adapter = tries;
    await vi.waitFor(() => {
      one.signals.publish('workspace-change', { prev: workspaceWith(), next: workspaceWith(failedFrame(1)), at: 0, replay: false });
      expect(one.reachability.state().status).toBe('confirming');
    });
    expect(other.reachability.state().status).toBe('reachable');
    await vi.waitFor(() => expect(tries).toHaveBeenCalledOnce());

    other.reachability.stop();
    other.signals.publish('workspace-change', { prev: workspaceWith(), next: workspaceWith(failedFrame(2)), at: 0, replay: false });
    expect(other.reachability.state().status).toBe('reachable');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tries).toHaveBeenCalledOnce();
  });
});
