/**
 * The tab's watch over the deployed version (decisions in version-check.ts, run by the machine
 * host; this reads the file and hears the browser). It looks at the
 * version file when a lazily loaded part failed to load (Vite's `vite:preloadError`, or a loader
 * that handles its own failure asking `afterLoadFailure`), and when the tab becomes visible (at
 * most every few minutes), and when another tab says it found one. Once the file names another
 * version, the tab has a new version to offer until it reloads.
 *
 * The module must be in memory before the failure it explains: a deployment removes the old build's
 * files, this one among them. The signed-in shell loads it with its first screen (the new-version
 * prompt, right after the shell shows) and makes the watch then, as a child of the signed-in scope
 * (`versionWatchIn`): one watch for the scope's life, stopped with it.
 */
import { createMachineHost } from '../machines/machine-host';
import type { ChildKeeper } from '../machines/running-scope';
import {
  runningVersion,
  VERSION_FILE_URL,
  VERSION_WATCH_START,
  versionTransition,
  type VersionFileReply,
  type VersionWatchEffect,
} from './version-check';

export interface VersionWatch {
  /** A lazily loaded part failed to load: true when that is because another version is deployed. */
  afterLoadFailure(): Promise<boolean>;
  /** The tab became visible: looks at the version file when the last look is a while ago. */
  becameVisible(): void;
  /**
   * Another tab found a new version: looks at the version file at once. The other tab's word is not
   * taken: the prompt shows only if the file names another version than this tab's.
   */
  heardOfNewVersion(): void;
  /** The version deployed instead of the tab's, once the tab knows of one; else null. */
  newVersion(): string | null;
  /** Calls `listener` on every change of the watch (a new version known among them); returns the function that stops. */
  subscribe(listener: () => void): () => void;
  /** Runs `cleanup` when the watch stops (its host's). */
  onStop(cleanup: () => void): void;
  /** Ends the watch through its host: no more reads, and what was registered with `onStop` is undone. */
  stop(): void;
}

export interface VersionWatchDeps {
  /** The version the tab runs, or null when its page names none (then nothing is ever new). */
  readonly running: string | null;
  readonly fetchFile: () => Promise<VersionFileReply>;
  readonly now: () => number;
}

export function createVersionWatch({ running, fetchFile, now }: VersionWatchDeps): VersionWatch {
  const host = createMachineHost(VERSION_WATCH_START, versionTransition(running), (_read: VersionWatchEffect, dispatch) => {
    void fetchFile()
      .catch(() => null)
      .then((reply) => dispatch({ type: 'read', reply }));
  });
  /** Resolves once no read is under way: whether a new version is known by then. */
  const settled = (): Promise<boolean> =>
    new Promise((resolve) => {
      const done = (): boolean => {
        const { reading, found } = host.getState();
        if (!reading) resolve(found !== null);
        return !reading;
      };
      if (done()) return;
      const stop = host.subscribe(() => {
        if (done()) stop();
      });
    });

  return {
    afterLoadFailure: () => {
      host.dispatch({ type: 'check', now: now() });
      return settled();
    },
    becameVisible: () => host.dispatch({ type: 'shown', now: now() }),
    heardOfNewVersion: () => host.dispatch({ type: 'check', now: now() }),
    newVersion: () => host.getState().found,
    subscribe: host.subscribe,
    onStop: host.onStop,
    stop: host.stop,
  };
}

/** The version file, never from a cache: a reply, or null when there was none. */
export async function fetchVersionFile(fetcher: typeof fetch = fetch): Promise<VersionFileReply> {
  try {
    const response = await fetcher(VERSION_FILE_URL, { cache: 'no-store', credentials: 'same-origin' });
    return { status: response.status, body: await response.text() };
  } catch {
    return null;
  }
}

/** Points the browser's signals at `watch`; returns the function that stops. */
export function watchBrowser(
  watch: VersionWatch,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  page: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>,
): () => void {
  // Not prevented: the part that failed still sees its failure and says what it says.
  const onPreloadError = () => void watch.afterLoadFailure();
  const onVisibility = () => {
    if (page.visibilityState === 'visible') watch.becameVisible();
  };
  events.addEventListener('vite:preloadError', onPreloadError);
  page.addEventListener('visibilitychange', onVisibility);
  return () => {
    events.removeEventListener('vite:preloadError', onPreloadError);
    page.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The watch's name among the signed-in scope's children. */
export const VERSION_WATCH = 'version-watch';

/** A watch of this page's version, pointed at this page's browser. */
export function watchThisPage(): VersionWatch {
  const watch = createVersionWatch({ running: runningVersion(document), fetchFile: () => fetchVersionFile(), now: () => Date.now() });
  watch.onStop(watchBrowser(watch, window, document));
  return watch;
}

/** The signed-in scope's one watch: made on the first ask (`scope.keep`), stopped with the scope. */
export const versionWatchIn = (scope: ChildKeeper): VersionWatch => scope.keep(VERSION_WATCH, watchThisPage);
