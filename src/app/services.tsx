/**
 * A console start's services: the route table the build embedded, the session store, the API client
 * and the start's state (engine/services/console-start.ts), built once per router (router.tsx) and handed to the shell and the screens through
 * ServicesContext (src/components/services/), never imported by them. They are built on the first
 * page that needs them, never for the login form: the route table and the API client stay out of
 * its bundle (docs/decisions/0005 and 0010), and the login page is handed a loader instead.
 *
 * What the router builds from them comes in the same chunk: the layout's loader and the manifest
 * routes are the first things a signed-in page load runs with them, and one chunk instead of three
 * keeps the signed-in shell within its byte budget.
 */
import { Outlet, type RouteObject } from 'react-router-dom';
import { ServicesContext } from '../components/services/services-context';
import { createHttp } from '../engine/api/http';
import { createLeaveGuard } from '../engine/leaving/leave-guard';
import { embeddedRouteTable } from '../engine/manifest/route-manifests';
import { watchReachability } from '../engine/reachability/reachability';
import type { ConsoleServices } from '../engine/services/console-services';
import { consoleStartState } from '../engine/services/console-start';
import { createSessionStore } from '../engine/session/session';
import { createTabChannel } from '../engine/tabs/tab-channel';
import { yieldToBrowser } from '../engine/tasks/yield-to-browser';
import { layoutLoader } from './layout-loader';
import { manifestRoutes } from './manifest-routes';

/** A console start's services. */
export function createConsoleServices(): ConsoleServices {
  const tabs = createTabChannel();
  const start = consoleStartState(() => services);
  // A 401 goes to the start's expiry keeper (the session keeper covers the shell with the sign-in dialog),
  // a 401 with code 1210 to its step-up broker (the step-up host proves the user, the call is sent again).
  const api = createHttp(undefined, start.expiry, start.signals, start.stepUp);
  const services: ConsoleServices = {
    ...start,
    api,
    tabs,
    reachability: watchReachability(api, tabs, start.signals),
    routeTable: embeddedRouteTable(),
    session: createSessionStore(),
    leaving: createLeaveGuard(),
  };
  return services;
}

/** What the router does with a console start's services, bound to them: it loads this once per start (router.tsx). */
export interface ServicesStart {
  readonly services: ConsoleServices;
  /** While the user signs in: the table's show rules parsed (the same for every account). */
  prepare(): void;
  /** The route the pages that use the services sit under: its element provides them. */
  route(): Pick<RouteObject, 'element'>;
  /** The layout's loader (layout-loader.ts). */
  loadLayout(request: Request, unknownPath: boolean): Promise<null>;
  /** The router's routes for the table (manifest-routes.tsx), joined to the layout on the first navigation that needs them. */
  tableRoutes(): RouteObject[];
}

/** A console start's services, and what the router does with them. */
export function startServices(): ServicesStart {
  const services = createConsoleServices();
  // Parsed rules are kept, so a second call costs nothing. The rules' language sets itself up when
  // its chunk runs; the rules are parsed in a task after that one (engine/tasks/yield-to-browser.ts).
  const prepare = () =>
    void import('../engine/access/route-access').then(async ({ prepareRouteAccess }) => {
      await yieldToBrowser();
      prepareRouteAccess(services.routeTable);
    });
  return {
    services,
    prepare,
    route: () => ({
      element: (
        <ServicesContext value={services}>
          <Outlet />
        </ServicesContext>
      ),
    }),
    // A page loaded signed in (a reload, a link) has no sign-in to prepare the show rules during: they
    // are parsed while the account is asked for, not in the first render after it arrives.
    loadLayout: (request, unknownPath) => {
      prepare();
      return layoutLoader(services, request, unknownPath);
    },
    tableRoutes: () => manifestRoutes(services.routeTable),
  };
}
