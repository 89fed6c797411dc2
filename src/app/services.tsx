/**
 * The console's services for this page load: the route table the build embedded, the session store
 * and the API client, built once by the app and handed to the shell and the screens through
 * ServicesContext (src/components/services/), never imported by them. They are built on the first
 * page that needs them, never for the login form: the route table and the API client stay out of
 * its bundle (docs/decisions/0005 and 0010), and the login page is handed a loader instead.
 *
 * What the router builds from them comes in the same chunk: the layout's loader and the manifest
 * routes are the first things a signed-in page load runs with them, and one chunk instead of three
 * keeps the signed-in shell within its byte budget.
 */
import { Outlet, type RouteObject } from 'react-router-dom';
import { createHttp } from '../engine/api/http';
import { embeddedRouteTable } from '../engine/manifest/route-manifests';
import type { ConsoleServices } from '../engine/services/console-services';
import { createSessionStore } from '../engine/session/session';
import { createTabChannel } from '../engine/tabs/tab-channel';
import { watchReachability } from '../engine/reachability/reachability';
import { createLeaveGuard } from '../engine/leaving/leave-guard';
import { ServicesContext } from '../components/services/services-context';
import { layoutLoader } from './layout-loader';
import { manifestRoutes } from './manifest-routes';

let built: ConsoleServices | null = null;

/** The API client and the tab channel, and whether the service can be reached as they find it. */
function connection(): Pick<ConsoleServices, 'api' | 'tabs' | 'reachability'> {
  const api = createHttp();
  const tabs = createTabChannel();
  return { api, tabs, reachability: watchReachability(api, tabs) };
}

/** This start's one version watch, loaded apart (the shell asks for it as it starts). */
function versionWatchLoader(): ConsoleServices['version'] {
  let loading: ReturnType<ConsoleServices['version']> | undefined;
  return () => (loading ??= import('../engine/version/version-watch').then(({ startVersionWatch }) => startVersionWatch()));
}

export function consoleServices(): ConsoleServices {
  built ??= {
    ...connection(),
    routeTable: embeddedRouteTable(),
    session: createSessionStore(),
    leaving: createLeaveGuard(),
    version: versionWatchLoader(),
  };
  return built;
}

/** While the user signs in: the services, and the table's show rules parsed (the same for every account). */
export function prepareServices(): void {
  const { routeTable } = consoleServices();
  void import('../engine/access/route-access').then(({ prepareRouteAccess }) => prepareRouteAccess(routeTable));
}

/** The route the pages that use the services sit under: its element provides them. */
export function servicesRoute(): Pick<RouteObject, 'element'> {
  return {
    element: (
      <ServicesContext value={consoleServices()}>
        <Outlet />
      </ServicesContext>
    ),
  };
}

/** The layout's loader (layout-loader.ts) with this page load's services. */
export function loadLayout(request: Request, unknownPath: boolean): Promise<null> {
  return layoutLoader(consoleServices(), request, unknownPath);
}

/** The router's routes for the services' table (manifest-routes.tsx), joined to the layout on the first navigation that needs them. */
export function tableRoutes(): RouteObject[] {
  return manifestRoutes(consoleServices().routeTable);
}
