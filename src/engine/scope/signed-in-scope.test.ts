/**
 * The signed-in scope starts its children in a known order and its one stop() stops every one of
 * them, the last started first, once; the scopes of a start keep one scope per account.
 */
import { describe, expect, it } from 'vitest';
import type { TabMessage } from '../../generated/types/tab-message';
import type { ExpiryKeeper } from '../api/unauthorized';
import type { WorkspaceRuntime } from '../frames/workspace-runtime';
import type { ConsoleServices } from '../services/console-services';
import { keptPagesOfStart } from './kept-pages';
import { createSignedInScope, signedInScopesOf } from './signed-in-scope';

function deps(log: string[]) {
  const listeners = new Set<(message: TabMessage) => void>();
  const root = { setAttribute: () => log.push('keeps-work'), removeAttribute: () => log.push('keeps-work-off') } as unknown as HTMLElement;
  return {
    listeners,
    deps: {
      tabs: {
        listen: (listener: (message: TabMessage) => void) => {
          listeners.add(listener);
          return () => {
            log.push('tabs-off');
            listeners.delete(listener);
          };
        },
        post: () => undefined,
      },
      expiry: {} as ExpiryKeeper,
      guardDeps: {
        tabs: { post: () => undefined },
        signals: { publish: () => undefined },
        endSession: () => undefined,
        reloadRoot: () => undefined,
      },
      root,
    },
  };
}

const ACCOUNT = { id: '100', name: '' };

describe('createSignedInScope', () => {
  it('stops every child in the reverse of the order they started, once', () => {
    const log: string[] = [];
    const { deps: scopeDeps, listeners } = deps(log);
    const scope = createSignedInScope(ACCOUNT, scopeDeps);
    const workspace = { stop: () => log.push('workspace') } as unknown as WorkspaceRuntime;
    expect(scope.keptWorkspace()).toBeNull();
    expect(scope.workspace(() => workspace)).toBe(workspace);
    expect(scope.keptWorkspace()).toBe(workspace);
    // Asked again (the shell came back), the same runtime: its frames are still there.
    expect(scope.workspace(() => ({ stop: () => log.push('second workspace') }) as unknown as WorkspaceRuntime)).toBe(workspace);
    // The store of the page on screen, started with the scope.
    scope.shownPage.onStop(() => log.push('shown-page'));
    // The tab watch asks for the version watch as it starts: the version watch is made first.
    const version = { stop: () => log.push('version-watch') };
    const watch = { stop: () => log.push('tab-watch') };
    expect(
      scope.keep('tab-watch', () => {
        expect(scope.keep('version-watch', () => version)).toBe(version);
        return watch;
      }),
    ).toBe(watch);
    // The new-version prompt, later: the same watch.
    expect(scope.keep('version-watch', () => ({ stop: () => log.push('second version-watch') }))).toBe(version);
    scope.keep('step-up', () => ({ stop: () => log.push('step-up') }));
    // Asked again (the part rendered again, or loaded in a remounted shell), the same runtime.
    expect(scope.keep('tab-watch', () => ({ stop: () => log.push('second tab-watch') }))).toBe(watch);
    scope.adopt('idle', () => log.push('idle'));
    expect(listeners.size).toBe(1);
    log.length = 0;
    scope.stop();
    scope.stop();
    expect(log).toEqual(['idle', 'step-up', 'tab-watch', 'version-watch', 'workspace', 'shown-page', 'tabs-off', 'keeps-work-off']);
    expect(listeners.size).toBe(0);
    expect(scope.stopped()).toBe(true);
    // A child that comes after the stop is stopped at once.
    scope.adopt('late', () => log.push('late'));
    expect(log.at(-1)).toBe('late');
    scope.keep('late-kept', () => ({ stop: () => log.push('late-kept') }));
    expect(log.at(-1)).toBe('late-kept');
  });

  it("hands the other tabs' word on the session to its guard", () => {
    const log: string[] = [];
    const { deps: scopeDeps, listeners } = deps(log);
    const scope = createSignedInScope(ACCOUNT, scopeDeps);
    expect(scope.guard.getState().phase).toBe('open');
    for (const listener of listeners) listener({ type: 'session-expired', version: 1 } as TabMessage);
    expect(scope.guard.getState().phase).not.toBe('open');
  });
});

/** Services with nothing but a start's state (one value per factory). */
function startOnly(): ConsoleServices {
  const states = new Map<unknown, unknown>();
  return {
    runningScope: {},
    startState: (create: (services: ConsoleServices) => unknown) => {
      if (!states.has(create)) states.set(create, create({} as ConsoleServices));
      return states.get(create);
    },
  } as unknown as ConsoleServices;
}

describe('signedInScopesOf', () => {
  it('tells the start where the kept pages are: the route last shown by the running scope’s workspace, none once it stops', () => {
    const services = startOnly();
    let workspace: WorkspaceRuntime | null = null;
    let done = false;
    const scopes = signedInScopesOf(services, (account) => ({ account, stopped: () => done, keptWorkspace: () => workspace }) as never);
    const kept = services.startState(keptPagesOfStart);
    expect(kept.route()).toBeNull();
    scopes.scopeFor(ACCOUNT);
    expect(kept.route()).toBeNull();
    const slot = (id: number, path: string) => ({ id, route: { path, frameUrl: `/uiserver/legacy/${path}` } });
    const state = { slots: [slot(1, 'logs/audit-log'), slot(2, 'dashboard')], recent: [2, 1], onScreen: null as number | null };
    workspace = { store: { getState: () => state } } as unknown as WorkspaceRuntime;
    // No page on screen (the shell is gone): the one shown last.
    expect(kept.route()).toBe('/logs/audit-log');
    state.onScreen = 2;
    expect(kept.route()).toBe('/dashboard');
    done = true;
    expect(kept.route()).toBeNull();
  });

  it('tells the start which scope runs (the version watch is asked through it): the running one, none once it stops', () => {
    const services = startOnly();
    let done = false;
    const scopes = signedInScopesOf(services, (account) => ({ account, stopped: () => done }) as never);
    const { runningScope } = services;
    expect(runningScope.current?.()).toBeNull();
    const scope = scopes.scopeFor(ACCOUNT);
    expect(runningScope.current?.()).toBe(scope);
    done = true;
    expect(runningScope.current?.()).toBeNull();
  });

  it('keeps one scope per account: the same account gets the running one, another stops it', () => {
    const made: string[] = [];
    const stopped: string[] = [];
    const scopes = signedInScopesOf(startOnly(), (account) => {
      made.push(account.id);
      let done = false;
      return {
        account,
        stopped: () => done,
        stop: () => {
          done = true;
          stopped.push(account.id);
        },
      } as never;
    });
    const first = scopes.scopeFor(ACCOUNT);
    expect(scopes.scopeFor(ACCOUNT)).toBe(first);
    scopes.scopeFor({ id: '200', name: '' });
    expect(made).toEqual(['100', '200']);
    expect(stopped).toEqual(['100']);
  });
});
