/**
 * The console's first pages as sets of build-manifest keys, for the byte budgets (scripts/cli/check-bundle.ts)
 * and for the links the built pages carry (vite-plugin-prerender.ts). Each set is followed through
 * static imports (bundle-budget.ts); what a page loads by dynamic import is named in the set.
 */
import type { BuildManifest } from './bundle-budget';

/**
 * The classic script every page runs before the entry (src/app/first-paint.ts): built apart by
 * scripts/build/vite-plugin-prerender.ts, which names it in the manifest under this key.
 */
export const FIRST_PAINT_ENTRY = 'src/app/first-paint.ts';

/** The entry's dynamic imports that are not part of every start: the hand-over inside a frame. */
const NOT_AT_START = new Set(['src/engine/frames/frame-handover.ts']);

/**
 * What every page loads at start (src/main.tsx): the entry, and the chunks it imports dynamically so
 * that each runs in a task of its own (React DOM, the translations, the app with its router; see the
 * chunk groups in vite.config.ts).
 */
export function startUp(manifest: BuildManifest): string[] {
  const dynamic = manifest['index.html']?.dynamicImports ?? [];
  return ['index.html', ...dynamic.filter((key) => !NOT_AT_START.has(key))];
}

/** The login form painted and live. */
export function loginPage(manifest: BuildManifest): string[] {
  return [...startUp(manifest), 'src/screens/login/LoginPage.tsx'];
}

/**
 * Signed in through the form until the side menu is painted: the login page, the sign-in flow (which
 * lands on the account's first page itself, not through the entry page), the console's services (src/app/services.tsx: the route
 * table, the session and the API client, with the layout's loader and the manifest routes), the
 * layout with its error and not-found pages, and the first page's route: the guard, the screen
 * registry and the start-up integrations (a refusal loads its page when it is shown). The router resolves every matched route's
 * code before it renders the layout, so all of it is loaded by the time the menu is painted
 * (src/app/router.tsx fetches the same list while the credentials are checked).
 */
export function signedInShell(manifest: BuildManifest): string[] {
  return [
    ...loginPage(manifest),
    'src/screens/login/login-flow.ts',
    'src/app/services.tsx',
    'src/shell/layout/Layout.tsx',
    'src/screens/route-error/RouteErrorPage.tsx',
    'src/screens/not-found/NotFoundPage.tsx',
    'src/shell/access/GuardedRoute.tsx',
    'src/app/screen-registry.ts',
    'src/app/start-integrations.ts',
    'src/components/signed-in-theme.ts',
    ...BEFORE_THE_MENU,
  ];
}

/**
 * What the shell loads by dynamic import before its side menu is painted, as a browser requests it
 * (`npm run bench`'s signed-in run, checked by tests/e2e/signed-in-budget.spec.ts): the tabs' message
 * validator and the service's reachability runtime, asked for as the shell starts; and the frame
 * workspace and the pop-ups' host, which the sign-in's warm-up fetches while the user types so that
 * they are ready the moment the menu has painted (src/shell/parts/shell-paint.ts starts them after
 * it). Everything else the layout mounts waits for that paint and is not counted here.
 */
export const BEFORE_THE_MENU = [
  'src/generated/validators/tab-message.js',
  'src/engine/reachability/reachability-runtime.ts',
  'src/shell/frames/FrameWorkspace.tsx',
  'src/shell/notifications/NoticeHost.tsx',
];
