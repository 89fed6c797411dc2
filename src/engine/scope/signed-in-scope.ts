/**
 * One signed-in scope per account a console start shows: the parent of the runtimes that live as
 * long as the signed-in session does, whatever React renders meanwhile. The shell's layout can go
 * (the entry page, the shell's error page, a forced page, a redirect) and come back; the scope, and
 * the frames its workspace owns, stay. Made by the first to ask for the account (the sign-in's
 * landing or a signed-in page load: both reach the layout first), it:
 *
 * - starts its children in a known order and connects them: the session guard (the expiry machine,
 *   with the 401 rule's keeper and the other tabs' word on the session) first, then the store of the
 *   page on screen (the page bar, the tab title and the help link read it), then the frame
 *   workspace, made by the shell's workspace part on its first mount (its code loads after the
 *   menu's first paint) and telling that store what it shows; the parts whose code loads later
 *   start theirs through `keep` (the version watch, the tab watch, step-up, the idle watch);
 * - has one `stop()` that stops every child, the last started first, and takes no child after.
 *
 * It sits at the top of the engine: it composes folders below it, and none of them imports it.
 */
import type { AccountRef } from '../../generated/types/tab-message';
import { keepWorkOnExpiry } from '../api/keep-work';
import type { ExpiryKeeper } from '../api/unauthorized';
import { createShownPageStore, type ShownPageStore } from '../frames/shown-page-store';
import type { WorkspaceRuntime } from '../frames/workspace-runtime';
import { leaveFor } from '../leaving/leave-page';
import type { ConsoleServices } from '../services/console-services';
import type { SessionGuard, SessionGuardDeps } from '../session/expiry-runtime';
import { browserGuardDeps, createSessionGuard } from '../session/expiry-runtime';
import { causeOfEndedReply } from '../support/support-end';
import { hearSupportEnded, type SupportHearing, type SupportHearingDeps } from '../support/support-heard';
import type { TabChannel } from '../tabs/tab-channel';
import { keptPagesOfStart } from './kept-pages';

/** A child of the scope, as it stops: its name (for the order's test) and its stop. */
interface Child {
  readonly name: string;
  readonly stop: () => void;
}

export interface SignedInScope {
  /** The account the scope is for. */
  readonly account: AccountRef;
  /** The tab's session guard: the expiry machine, for the whole signed-in session. */
  readonly guard: SessionGuard;
  /** The page on screen: what the page bar, the tab title and the help link show (the workspace tells it). */
  readonly shownPage: ShownPageStore;
  /**
   * The tab message `support-ended`, heard here rather than in the support bar's lazy code: a tab whose
   * bar has not loaded ends the session too (support/support-heard.ts). The bar's runtime `take`s it.
   */
  readonly supportEnd: SupportHearing | null;
  /**
   * The frame workspace's runtime, made by `make` on the first ask and kept for the scope's life:
   * its frames outlive every render of the shell.
   */
  readonly workspace: (make: () => WorkspaceRuntime) => WorkspaceRuntime;
  /** The workspace's runtime if one was made (the shell's error page offers to go back to its pages). */
  readonly keptWorkspace: () => WorkspaceRuntime | null;
  /**
   * The child named `name`, made by `make` on the first ask and adopted (stopped with the scope); later
   * asks get the same one. A part whose code loads late (the tab watch) starts its runtime here, so
   * the runtime outlives the part's renders. A stopped scope makes none: `make`'s result is stopped at once.
   */
  readonly keep: <T extends { readonly stop: () => void }>(name: string, make: () => T) => T;
  /** Adds a child: `stop` is called once, when the scope stops, before the children started earlier. */
  readonly adopt: (name: string, stop: () => void) => void;
  /** Stops every child, the last started first; a stopped scope takes no child (it is stopped at once). */
  readonly stop: () => void;
  readonly stopped: () => boolean;
}

/** What the scope needs of the console start. */
export interface ScopeDeps {
  readonly tabs: Pick<TabChannel, 'listen' | 'post'>;
  readonly expiry: ExpiryKeeper;
  readonly guardDeps: SessionGuardDeps;
  /** The document whose root says the console keeps its work (keep-work.ts). */
  readonly root?: HTMLElement;
  /** What ends a support session heard of from another tab; none: not heard here. */
  readonly support?: Omit<SupportHearingDeps, 'tabs'>;
}

export function createSignedInScope(account: AccountRef, deps: ScopeDeps): SignedInScope {
  const children: Child[] = [];
  const kept = new Map<string, { readonly stop: () => void }>();
  let stopped = false;
  let workspace: WorkspaceRuntime | null = null;

  const adopt = (name: string, stop: () => void): void => {
    if (stopped) {
      stop();
      return;
    }
    children.push({ name, stop });
  };

  // The session guard: a 401 of any call, a frame sent to sign in, or another tab's word covers the
  // console with the sign-in dialog rather than taking the window to the login page.
  const guard = createSessionGuard(account, deps.guardDeps);
  adopt('session-guard', () => guard.stop());
  adopt(
    'expiry-keeper',
    keepWorkOnExpiry(deps.expiry, () => guard.dispatch({ type: 'lost', cause: 'api' }), deps.root),
  );
  adopt(
    'session-tabs',
    deps.tabs.listen((message) => {
      if (message.type === 'session-expired') guard.dispatch({ type: 'expired-elsewhere' });
      else if (message.type === 'signed-in') guard.dispatch({ type: 'signed-in-elsewhere', account: message.account });
    }),
  );
  const supportEnd = deps.support === undefined ? null : hearSupportEnded(account, { ...deps.support, tabs: deps.tabs });
  if (supportEnd !== null) adopt('support-ended', supportEnd.stop);
  const shownPage = createShownPageStore();
  adopt('shown-page', shownPage.stop);

  return {
    account,
    guard,
    supportEnd,
    shownPage,
    workspace: (make) => {
      if (workspace !== null) return workspace;
      workspace = make();
      const made = workspace;
      adopt('workspace', () => made.stop());
      return made;
    },
    keptWorkspace: () => workspace,
    keep: <T extends { readonly stop: () => void }>(name: string, make: () => T): T => {
      const known = kept.get(name);
      if (known !== undefined) return known as T;
      const made = make();
      kept.set(name, made);
      adopt(name, () => made.stop());
      return made;
    },
    adopt,
    stop: () => {
      if (stopped) return;
      stopped = true;
      for (const child of children.reverse()) child.stop();
      children.length = 0;
    },
    stopped: () => stopped,
  };
}

/** The console start's scopes: one at a time, for the account on screen. */
export interface SignedInScopes {
  /** The scope for `account`: the one running when it is for that account, else a new one (the old one stopped). */
  readonly scopeFor: (account: AccountRef) => SignedInScope;
  /** The scope running now, if any. */
  readonly current: () => SignedInScope | null;
}

/** The scopes of a console start (its `startState`). */
export function signedInScopesOf(
  services: ConsoleServices,
  make: (account: AccountRef) => SignedInScope = defaultMaker(services),
): SignedInScopes {
  let current: SignedInScope | null = null;
  // The layout's error page finds the kept pages here (kept-pages.ts): the last shown of the scope running now.
  services.startState(keptPagesOfStart).route = () => {
    const runtime = current === null || current.stopped() ? null : current.keptWorkspace();
    if (runtime === null) return null;
    const state = runtime.store.getState();
    // On screen, or (the shell gone) the one shown last; read here rather than through the machine's
    // module, which is the workspace chunk's, not the shell's.
    const id = state.onScreen ?? state.recent.at(-1);
    const slot = state.slots.find((kept) => kept.id === id) ?? null;
    return slot === null ? null : `/${slot.route.path}`;
  };
  // The folders below the scope reach the one running now through the start (machines/running-scope.ts):
  // the store of parts that failed to load asks its version watch.
  services.runningScope.current = () => (current === null || current.stopped() ? null : current);
  return {
    scopeFor: (account) => {
      if (current !== null && !current.stopped() && current.account.id === account.id) return current;
      current?.stop();
      current = make(account);
      return current;
    },
    current: () => current,
  };
}

function defaultMaker(services: ConsoleServices): (account: AccountRef) => SignedInScope {
  return (account) =>
    createSignedInScope(account, {
      tabs: services.tabs,
      expiry: services.expiry,
      guardDeps: browserGuardDeps(services.tabs, services.signals),
      support: {
        api: services.api,
        expiry: services.expiry,
        // Past the session's end by this browser's clock: its time was up; before it, the customer's doing.
        causeHere: (replyDate) => causeOfEndedReply(replyDate, services.session.info?.previous?.expires_at, Date.now()),
        // Loaded only then: the shell carries the hearing and the halt, not the rest of the end.
        // The note names the customer as the tab showed them: the session's account, read at the end
        // (the scope's account ref carries the sign-in name the session cover offers, not this).
        finish: (cause) =>
          void import('../support/support-heard-end').then(({ finishHeardEnd }) => {
            const shown = services.session.info?.account;
            const name = shown?.name || shown?.email || '';
            return finishHeardEnd(name, cause, { leaving: services.leaving, signals: services.signals, leave: (url) => leaveFor(url) });
          }),
      },
    });
}
