/**
 * Test support: console services of a test's own, as the app builds them for a page load, but over a
 * route table, a session and API answers the test chooses. Requests never reach the network, and a
 * 401 records where the browser would have gone instead of going there. Each fixture has its own
 * start state (page lists, panel, expiry keeper, config reader: console-start.ts), as each page load has.
 */
import type { InternalAxiosRequestConfig } from 'axios';
import { createHttp } from '../engine/api/http';
import { createLeaveGuard } from '../engine/leaving/leave-guard';
import { buildRouteTable } from '../engine/manifest/route-table';
import { createReachability } from '../engine/reachability/reachability';
import type { ConsoleServices } from '../engine/services/console-services';
import { consoleStartState } from '../engine/services/console-start';
import { createSessionStore } from '../engine/session/session';
import type { TopRoute } from '../generated/types/route-manifest';
import type { SessionInfo } from '../generated/types/session-info';
import { fakeAdapter, type FakeRoute } from './fake-adapter';
import { tabChannelFixture, type TabChannelFixture } from './tab-channel-fixture';

export interface ServicesFixtureOptions {
  /** The manifests' top routes the table is built from; none by default. */
  readonly routes?: readonly TopRoute[];
  /** Who is signed in; nobody by default. */
  readonly session?: SessionInfo | null;
  /** The server's answers; a 404 to every call by default. */
  readonly answer?: FakeRoute;
}

export interface ServicesFixture extends ConsoleServices {
  /** The requests sent, in order. */
  readonly seen: readonly InternalAxiosRequestConfig[];
  /** Where a 401 would have sent the browser, in order. */
  readonly navigations: readonly string[];
  /** The tab channel: what the tab posted, and a way to play the other tabs. */
  readonly tabs: TabChannelFixture;
}

export function servicesFixture({
  routes = [],
  session = null,
  answer = () => ({ status: 404 }),
}: ServicesFixtureOptions = {}): ServicesFixture {
  const navigations: string[] = [];
  const tabs = tabChannelFixture();
  const start = consoleStartState(() => services);
  const api = createHttp(
    {
      navigate: (url) => navigations.push(url),
      where: () => ({ pathname: '/', hostname: 'console.test', origin: 'http://console.test' }),
    },
    start.expiry,
    start.signals,
  );
  const fake = fakeAdapter(answer);
  api.defaults.adapter = fake.adapter;
  const store = createSessionStore();
  store.info = session;
  // No watch: the state stays `reachable` unless a test drives it.
  const reachability = createReachability();
  const services: ServicesFixture = {
    ...start,
    reachability,
    routeTable: buildRouteTable(routes),
    session: store,
    api,
    tabs,
    leaving: createLeaveGuard(),
    seen: fake.seen,
    navigations,
  };
  return services;
}
