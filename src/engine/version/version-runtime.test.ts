import { describe, expect, it, vi } from 'vitest';
import { VISIBLE_CHECK_INTERVAL_MS, type VersionFileReply } from './version-check';
import { createVersionWatch, fetchVersionFile, watchBrowser } from './version-runtime';

const RUNNING = 'f00eb8c945e9e4f3';
const OTHER = '41a4778c360cdc8a';
/** Lets a look at the version file that has started finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const file = (version: string): VersionFileReply => ({ status: 200, body: JSON.stringify({ version }) });

/** A watch over a version file the test sets, on a clock the test moves. */
function setUp(reply: VersionFileReply | (() => Promise<VersionFileReply>), running: string | null = RUNNING) {
  let time = 1_000_000;
  const fetchFile = vi.fn(typeof reply === 'function' ? reply : () => Promise.resolve(reply));
  const watch = createVersionWatch({ running, fetchFile, now: () => time });
  return { watch, fetchFile, advance: (ms: number) => (time += ms) };
}

describe('a failed load', () => {
  it.each<[string, VersionFileReply, boolean]>([
    ['another version deployed', file(OTHER), true],
    ['the same version (a network failure)', file(RUNNING), false],
    ['no version file', { status: 404, body: '' }, false],
    ['an unreachable version file', null, false],
    ['a garbage version file', { status: 200, body: 'garbage' }, false],
  ])('%s', async (_case, reply, isNew) => {
    const { watch } = setUp(reply);
    // What a listener reads at each change: the read under way, then its outcome.
    const seen: (string | null)[] = [];
    watch.subscribe(() => seen.push(watch.newVersion()));
    expect(await watch.afterLoadFailure()).toBe(isNew);
    expect(watch.newVersion()).toBe(isNew ? OTHER : null);
    expect(seen).toEqual([null, isNew ? OTHER : null]);
  });

  it('asks once for a burst of failures', async () => {
    const { watch, fetchFile } = setUp(file(RUNNING));
    expect(await Promise.all([watch.afterLoadFailure(), watch.afterLoadFailure(), watch.afterLoadFailure()])).toEqual([
      false,
      false,
      false,
    ]);
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });

  it('asks again at the next failure while the version is the same, and remembers a new one', async () => {
    let deployed = RUNNING;
    const { watch, fetchFile } = setUp(() => Promise.resolve(file(deployed)));
    expect(await watch.afterLoadFailure()).toBe(false);
    deployed = OTHER;
    expect(await watch.afterLoadFailure()).toBe(true);
    expect(await watch.afterLoadFailure()).toBe(true);
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });

  it('is never a new version for a page that names no version', async () => {
    const { watch, fetchFile } = setUp(file(OTHER), null);
    expect(await watch.afterLoadFailure()).toBe(false);
    watch.becameVisible();
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('stops telling a listener that stopped listening', async () => {
    const { watch } = setUp(file(OTHER));
    const heard = vi.fn();
    watch.subscribe(heard)();
    await watch.afterLoadFailure();
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('becoming visible', () => {
  it('looks at once, then not again within the interval, then again', async () => {
    let deployed = RUNNING;
    const { watch, fetchFile, advance } = setUp(() => Promise.resolve(file(deployed)));
    watch.becameVisible();
    await settle();
    expect(fetchFile).toHaveBeenCalledTimes(1);
    deployed = OTHER;
    advance(VISIBLE_CHECK_INTERVAL_MS - 1);
    watch.becameVisible();
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(watch.newVersion()).toBeNull();
    advance(1);
    watch.becameVisible();
    await settle();
    expect(watch.newVersion()).toBe(OTHER);
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });

  it('counts a look after a failed load as the last look', async () => {
    const { watch, fetchFile } = setUp(file(RUNNING));
    await watch.afterLoadFailure();
    watch.becameVisible();
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });
});

describe('another tab found a new version', () => {
  it('looks at once, even just after a look, and offers it only if the file names another version', async () => {
    const { watch, fetchFile } = setUp(file(RUNNING));
    watch.becameVisible();
    await settle();
    // Its word is not taken: the file still names this tab's version.
    watch.heardOfNewVersion();
    await settle();
    expect(fetchFile).toHaveBeenCalledTimes(2);
    expect(watch.newVersion()).toBeNull();
    fetchFile.mockResolvedValue(file(OTHER));
    watch.heardOfNewVersion();
    await settle();
    expect(watch.newVersion()).toBe(OTHER);
  });

  it('once the tab knows of a new version, hearing of it again asks nothing', async () => {
    const { watch, fetchFile } = setUp(file(OTHER));
    watch.heardOfNewVersion();
    await settle();
    watch.heardOfNewVersion();
    await settle();
    expect(fetchFile).toHaveBeenCalledOnce();
  });
});

describe('the browser signals', () => {
  function browser(visibilityState: DocumentVisibilityState) {
    const events = new EventTarget();
    const page = Object.assign(new EventTarget(), { visibilityState });
    return { events, page };
  }

  it('looks after a preload error and when the page becomes visible, not when it is hidden', async () => {
    const { watch, fetchFile, advance } = setUp(file(RUNNING));
    const { events, page } = browser('hidden');
    const stop = watchBrowser(watch, events, page);
    events.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    await settle();
    expect(fetchFile).toHaveBeenCalledTimes(1);
    advance(VISIBLE_CHECK_INTERVAL_MS);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(fetchFile).toHaveBeenCalledTimes(1);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(fetchFile).toHaveBeenCalledTimes(2);
    stop();
    advance(VISIBLE_CHECK_INTERVAL_MS);
    page.dispatchEvent(new Event('visibilitychange'));
    events.dispatchEvent(new Event('vite:preloadError'));
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });

  it('leaves the preload error to the part that failed', () => {
    const { watch } = setUp(file(RUNNING));
    const { events, page } = browser('visible');
    watchBrowser(watch, events, page);
    const event = new Event('vite:preloadError', { cancelable: true });
    events.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('fetching the version file', () => {
  it('asks past every cache and hands over the reply as it came', async () => {
    const fetcher = vi.fn(() => Promise.resolve(new Response('<html></html>', { status: 404 })));
    expect(await fetchVersionFile(fetcher as unknown as typeof fetch)).toEqual({ status: 404, body: '<html></html>' });
    expect(fetcher).toHaveBeenCalledWith('/version.json', { cache: 'no-store', credentials: 'same-origin' });
  });

  it('is null when the request fails', async () => {
    const fetcher = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchVersionFile(fetcher as unknown as typeof fetch)).toBeNull();
  });
});
