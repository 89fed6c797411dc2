/**
 * The console's router: the pages the console builds itself, and under the root layout every
 * route of the manifests, each behind its guard. Manifest routes are named only through
 * named-routes.ts, which the manifest check holds to the table; the route table joins the router on
 * the first navigation that needs it (React Router's lazy route discovery), so the sign-in screens
 * do not load it. The pages that use the console's services (the route table, the session, the API
 * client) sit under one route that provides them (services.tsx); the login page is handed their loader.
 * Each router is a console start: it builds its own services, once, when the first page needs them.
 */
import { createBrowserRouter, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { SIGN_IN_MARK } from '../engine/login/sign-in-warm-up';
import { CONSOLE_PAGES, NAMED_ROUTES, type ConsolePage } from '../engine/manifest/named-routes';
import type { LoadServices } from '../engine/services/console-services';
import { yieldToBrowser } from '../engine/tasks/yield-to-browser';
import { RedirectKeepingQuery } from './RedirectKeepingQuery';
import type { ServicesStart } from './services';

const LAYOUT_ID = 'layout';

/** A page's module with Primer's signed-in theme (the login page and its entry carry only the first screen's). */
async function themed<T>(page: Promise<T>): Promise<T> {
  const [module] = await Promise.all([page, import('../components/signed-in-theme')]);
  return module;
}

/** A console start's services (the route table, the session, the API client…) with the route that provides them: loaded once per router. */
type LoadStart = () => Promise<ServicesStart>;

const entryPage = async () => ({ Component: (await import('../screens/entry/EntryPage')).EntryPage });

/**
 * One route for each of the console's own pages; the list of paths is CONSOLE_PAGES, which the
 * manifest check also keeps manifests off, so a page added here is reserved there.
 */
const consolePages = (start: LoadStart): Record<ConsolePage, Pick<NonIndexRouteObject, 'lazy' | 'element'>> => ({
  '/': { lazy: entryPage },
  '/index.html': { lazy: entryPage },
  '/en/*': { lazy: entryPage },
  '/ja/*': { lazy: entryPage },
  // The login form comes without the services: it is handed their loader, for the user's first keystroke.
  '/login': {
    lazy: async () => {
      const { LoginPage } = await import('../screens/login/LoginPage');
      const loadServices: LoadServices = async () => (await start()).services;
      return { element: <LoginPage loadServices={loadServices} onSignInStarted={() => warmUp(start)} /> };
    },
  },
  // Public pages outside the layout: they need no account (or, /init, only the session cookie).
  '/error': { lazy: async () => ({ Component: (await themed(import('../screens/error/ErrorPage'))).ErrorPage }) },
  '/profile/email-confirmation': {
    lazy: async () => ({ Component: (await themed(import('../screens/email-confirmation/EmailConfirmationPage'))).EmailConfirmationPage }),
  },
  '/browser_not_support': {
    lazy: async () => ({ Component: (await themed(import('../screens/browser-not-support/BrowserNotSupportPage'))).BrowserNotSupportPage }),
  },
  '/init': { lazy: async () => ({ Component: (await themed(import('../screens/init/InitPage'))).InitPage }) },
  '/protection/inbound': { element: <RedirectKeepingQuery to={NAMED_ROUTES.inboundProtection} /> },
  '/protection/outbound': { element: <RedirectKeepingQuery to={NAMED_ROUTES.outboundProtection} /> },
});

/** The console's own pages that use the services: the entry page and the region choice. */
const SERVICE_PAGES: readonly ConsolePage[] = ['/', '/index.html', '/en/*', '/ja/*', '/init'];

/** The signed-in layout: the manifest routes join it on the first navigation that needs them. */
const layout = (start: LoadStart): RouteObject => ({
  id: LAYOUT_ID,
  // The API client stays out of the first screen's bundle until a page needs the account.
  loader: async ({ request, params }) => (await start()).loadLayout(request, params['*'] !== undefined),
  // The account is loaded once per visit, not again for every page or query change.
  shouldRevalidate: () => false,
  lazy: async () => {
    // After the loader has sent the account's calls, in a task of its own: the chunks' style sheets
    // are appended and parsed here (10 ms of a 46 ms task without throttling when they shared it).
    await yieldToBrowser();
    const [{ Layout }, { RouteErrorPage }, { NotFoundPage }, , { reSignIn }] = await Promise.all([
      import('../shell/layout/Layout'),
      import('../screens/route-error/RouteErrorPage'),
      import('../screens/not-found/NotFoundPage'),
      import('../components/signed-in-theme'),
      import('./screen-registry'),
    ]);
    // A 404 thrown under the layout shows the same page as an unknown url.
    const LayoutError = () => <RouteErrorPage notFound={<NotFoundPage />} />;
    return { Component: () => <Layout reSignIn={reSignIn} />, ErrorBoundary: LayoutError };
  },
  children: [],
});

function pages(start: LoadStart): RouteObject[] {
  const own = consolePages(start);
  const consolePage = (path: ConsolePage): RouteObject => ({ path, ...own[path] });
  return [
    ...CONSOLE_PAGES.filter((path) => !SERVICE_PAGES.includes(path)).map(consolePage),
    // One provider of the services above every page that uses them (the layout's manifest routes too).
    {
      lazy: async () => (await start()).route(),
      children: [...SERVICE_PAGES.map(consolePage), layout(start)],
    },
    { path: '*', lazy: async () => ({ Component: (await themed(import('../screens/not-found/NotFoundPage'))).NotFoundPage }) },
  ];
}

// The signed-in screens' code loads while the credentials are checked, not after the account arrives.
// Everything the first signed-in page waits for: the services (with the layout's
// loader and the manifest routes), the layout with its error and not-found pages, the guard, and the
// start-up integrations. The not-allowed page is not among them: it loads when a refusal is shown.
// The login page calls it (its `warmUp`) once the user starts on the form.
function warmUp(start: LoadStart): void {
  performance.mark(SIGN_IN_MARK);
  void import('../shell/layout/Layout').then(({ loadDeferredParts }) => loadDeferredParts());
  void import('../screens/route-error/RouteErrorPage');
  void import('../screens/not-found/NotFoundPage');
  void import('../shell/access/GuardedRoute');
  void import('./screen-registry');
  void import('./start-integrations');
  void import('../components/signed-in-theme');
  // The services, and the show rules (the same for every account) parsed now, not once the account has arrived.
  void start().then((services) => services.prepare());
  addManifestRoutesEarly?.();
}

/**
 * An unknown url under the layout, which joins it with the manifest routes: signed in, the not-found
 * page inside the shell, the menu still there to go on from; signed out, the layout's loader turns
 * the match into a 404 and the page fills the window as before (layout-loader.ts). It outranks the
 * top-level splat once patched in, being declared before it.
 */
const notFoundInShell: RouteObject = {
  path: '*',
  lazy: async () => {
    const { NotFoundPage } = await import('../screens/not-found/NotFoundPage');
    return { element: <NotFoundPage inShell /> };
  },
};

type ConsoleRouter = ReturnType<typeof createBrowserRouter>;
let created: ConsoleRouter | null = null;

/**
 * The router, created on first use: creating it starts the first navigation, which matches the url
 * and loads the page's code, and src/main.tsx gives that a task of its own (at 4x CPU throttling it
 * took 80 to 250 ms, on top of evaluating the chunk it is in).
 */
export function consoleRouter(): ConsoleRouter {
  created ??= createConsoleRouter();
  return created;
}

/** Adds the manifest routes to the router while the user types on the login page (its warm-up). */
let addManifestRoutesEarly: (() => void) | null = null;

function createConsoleRouter(): ConsoleRouter {
  let manifestRoutesAdded = false;
  // This start's services: built once, by the first page that needs them (never by the login form).
  let built: Promise<ServicesStart> | undefined;
  // Their chunk runs in the task that loaded it; building them (the route table, the API client, the
  // tab channel) and the manifests' routes each take a task of their own (engine/tasks/yield-to-browser.ts):
  // on a page loaded signed in the three were one task of 35 ms without throttling.
  const start: LoadStart = () =>
    (built ??= import('./services').then(async (module) => {
      await yieldToBrowser();
      return module.startServices();
    }));
  const addManifestRoutes = async (patch: (routeId: string, children: RouteObject[]) => void): Promise<void> => {
    const services = await start();
    await yieldToBrowser();
    const routes = services.tableRoutes();
    if (manifestRoutesAdded) return;
    patch(LAYOUT_ID, [...routes, notFoundInShell]);
    manifestRoutesAdded = true;
    // The router matches the patched table and starts the page's loaders and code in the next task.
    await yieldToBrowser();
  };
  // The root route only supplies the spinner shown while the first page's code and data load.
  const router = createBrowserRouter([{ HydrateFallback: PageSpinner, children: pages(start) }], {
    // Called for paths that match no route or only the not-found splat: the manifest routes may.
    patchRoutesOnNavigation: ({ patch }) => addManifestRoutes(patch),
  });
  // Patching the manifests' routes in took 25 ms at 4x CPU throttling in the Log On's navigation: the
  // sign-in warm-up does it while the user types instead.
  addManifestRoutesEarly = () =>
    void addManifestRoutes((routeId, children) => router.patchRoutes(routeId, children)).catch(() => undefined);
  return router;
}
