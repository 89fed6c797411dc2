/**
 * The tab's watch over the deployed version (decisions in version-check.ts). It looks at the
 * version file when a lazily loaded part failed to load (Vite's `vite:preloadError`, or a loader
 * that handles its own failure asking `afterLoadFailure`), and when the tab becomes visible (at
 * most every few minutes), and when another tab says it found one. Once the file names another
 * version, the tab has a new version to offer until it reloads.
 *
 * The module must be in memory before the failure it explains: a deployment removes the old build's
 * files, this one among them. The shell loads it with the signed-in screen.
 */
import {
  compareVersions,
  readVersionFile,
  runningVersion,
  VERSION_FILE_URL,
  visibleCheckDue,
  type VersionFileReply,
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
  /** Calls `listener` when a new version becomes known; returns the function that stops. */
  subscribe(listener: () => void): () => void;
}

export interface VersionWatchDeps {
  /** The version the tab runs, or null when its page names none (then nothing is ever new). */
  readonly running: string | null;
  readonly fetchFile: () => Promise<VersionFileReply>;
  readonly now: () => number;
}

export function createVersionWatch({ running, fetchFile, now }: VersionWatchDeps): VersionWatch {
  let found: string | null = null;
  let lastCheckedAt: number | null = null;
  let pending: Promise<boolean> | null = null;
  // Its own listeners, not the machine host's (engine/machines): a watch around one value, and the
  // host imported from this chunk would split into a chunk of its own (docs/architecture.md).
  const listeners = new Set<() => void>();

  const check = (): Promise<boolean> => {
    if (found !== null) return Promise.resolve(true);
    if (running === null) return Promise.resolve(false);
    // Failures come in bursts (a dialog and its style sheet): they share one request.
    pending ??= (async () => {
      lastCheckedAt = now();
      const reading = readVersionFile(await fetchFile().catch(() => null));
      pending = null;
      if (compareVersions(running, reading) !== 'new-version' || reading.kind !== 'version') return false;
      found = reading.version;
      for (const listener of [...listeners]) listener();
      return true;
    })();
    return pending;
  };

  return {
    afterLoadFailure: check,
    becameVisible: () => {
      if (found === null && visibleCheckDue(lastCheckedAt, now())) void check();
    },
    heardOfNewVersion: () => void check(),
    newVersion: () => found,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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

let tabWatch: VersionWatch | null = null;

/** This tab's watch, started by the first caller. */
export function versionWatch(): VersionWatch {
  if (tabWatch === null) {
    tabWatch = createVersionWatch({ running: runningVersion(document), fetchFile: () => fetchVersionFile(), now: () => Date.now() });
    watchBrowser(tabWatch, window, document);
  }
  return tabWatch;
}
