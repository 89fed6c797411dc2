/**
 * What the console's pages are handed rather than import: the route table, the signed-in session,
 * the API client, the channel to the other tabs and the state of this console start. The app builds
 * one set per console start (src/app/services.tsx, for each router) and passes it down through a React context (src/components/services/); a test or a preview builds its own, with a
 * table of its choosing, and two sets can be rendered side by side. The engine keeps only the type:
 * engine modules take the one service they need as a parameter.
 */
import type { ApiClient } from '../api/http';
import type { ExpiryKeeper } from '../api/unauthorized';
import type { LeaveGuard } from '../leaving/leave-guard';
import type { RunningScope } from '../machines/running-scope';
import type { RouteTable } from '../manifest/route-table';
import type { Reachability } from '../reachability/reachability';
import type { SessionStore } from '../session/session';
import type { ConsoleSignals } from '../signals/console-signals';
import type { StepUpBroker } from '../step-up/step-up-broker';
import type { TabChannel } from '../tabs/tab-channel';

/**
 * What the shell does once per console start, whatever the layout's remounts (the brand link passes
 * through the entry page): announce the account shown to the other tabs (scope/tab-watch.ts), tell them of a
 * new version (scope/tab-watch.ts), run the start-up calls for an account (the banner, the notices and the
 * start-up pop-up: use-shell-startup.ts), start the integrations (start-integrations.ts).
 */
export type StartTask = 'announce' | 'tell-new-version' | 'start-up-calls' | 'integrations';

/** Makes a piece of state for a console start, from its services (a store's `create…` function). */
export type StartStateFactory<T> = (services: ConsoleServices) => T;

export interface ConsoleServices {
  /** Every route of the manifests: what the menu, the panel, the guards and the palette show. */
  readonly routeTable: RouteTable;
  /** Who is signed in; components read it through `useSession`. */
  readonly session: SessionStore;
  /** The HTTP client every API call goes through (http.ts: contract headers, XSRF, the 401 rule). */
  readonly api: ApiClient;
  /** The channel to the console's other tabs of this browser (tab-channel.ts): sign-outs, sign-ins, accounts, settings. */
  readonly tabs: TabChannel;
  /** Whether the service can be reached, as this tab and the others find it (reachability.ts, docs/reachability.md). */
  readonly reachability: Reachability;
  /** Asked before the console leaves its page, so that nothing typed in a legacy page is lost unasked (leave-guard.ts). */
  readonly leaving: LeaveGuard;
  /** Who keeps the work when the session is lost: the API client's 401 rule tells it, the session keeper sets it (unauthorized.ts). */
  readonly expiry: ExpiryKeeper;
  /** Where a call answered 401 with code 1210 and a framed page's `reauth-required` ask for a fresh proof of the user; the shell's step-up host takes them (docs/step-up.md). */
  readonly stepUp: StepUpBroker;
  /** The signed-in scope running now, as the folders below it reach it (machines/running-scope.ts): filled by the scopes. */
  readonly runningScope: RunningScope;
  /**
   * This console start's signals (console-signals.ts): what the console meets (an unreadable reply,
   * an expired session, a caught error, a change of the frame workspace), told to telemetry and the
   * reachability watch when they listen. Another console start's are not heard.
   */
  readonly signals: ConsoleSignals;
  /** True the first time in this console start that `task` is asked for (for `value`: another value is another time), false after. */
  once(task: StartTask, value?: string): boolean;
  /**
   * This console start's instance of the state `create` makes: made on the first ask, the same one
   * after. The shell's stores (page lists, the Administration panel, notices, banner, help link, the
   * deployment's settings) are kept so, and their code stays in the chunks that use them
   * (console-start.ts).
   */
  startState<T>(create: StartStateFactory<T>): T;
}

/**
 * The services, loaded when first asked for. The login page is handed this instead of the services
 * themselves: its first screen carries neither the route table nor the API client, and asks for them
 * once the user starts signing in.
 */
export type LoadServices = () => Promise<ConsoleServices>;
