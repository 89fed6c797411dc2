import { navigationOf, type NavigateEventLike } from '../leaving/navigation-api';
import { FRAME_ACTIVITY_EVENT } from '../session/frame-activity';
/**
 * What a framed document says about itself once loaded: where it is and whether the server
 * answered with an error. The frame is same-origin, so both are readable; a frame that is not
 * (it should never be) reads as nowhere, with no status.
 */
export interface FrameArrival {
  /** Path and query, or null when unreadable. */
  readonly url: string | null;
  /** The HTTP status of the document, 0 when unknown. */
  readonly status: number;
}

export function readArrival(frameWindow: Window | null): FrameArrival {
  try {
    if (!frameWindow) return { url: null, status: 0 };
    const { pathname, search, href } = frameWindow.location;
    if (href === 'about:blank') return { url: null, status: 0 };
    const [navigation] = frameWindow.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { url: `${pathname}${search}`, status: navigation?.responseStatus ?? 0 };
  } catch {
    return { url: null, status: 0 };
  }
}

/** Hands every keydown of the framed document to the shell's document, so shell shortcuts (Escape) work there too. */
export function forwardKeys(frameWindow: Window, shell: Document = document): void {
  frameWindow.document.addEventListener('keydown', (event) => {
    const copy = new KeyboardEvent('keydown', {
      key: event.key,
      code: event.code,
      location: event.location,
      repeat: event.repeat,
      ctrlKey: event.ctrlKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
      bubbles: true,
      cancelable: true,
    });
    if (!shell.dispatchEvent(copy)) event.preventDefault();
  });
}

/** Pointer and wheel activity in a framed page, told to the shell's document at most once a second (keys reach it through `forwardKeys`). */
export function forwardActivity(frameWindow: Window, shell: Document = document): void {
  let told = 0;
  const tell = (): void => {
    const now = Date.now();
    if (now - told < 1000) return;
    told = now;
    shell.dispatchEvent(new Event(FRAME_ACTIVITY_EVENT));
  };
  for (const type of ['pointerdown', 'pointermove', 'wheel'])
    frameWindow.document.addEventListener(type, tell, { capture: true, passive: true });
}

/** A destination as the workspace keeps frame urls: path and query on the console's origin, the whole url elsewhere. */
export function destinationOf(url: string, consoleOrigin: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === consoleOrigin ? `${parsed.pathname}${parsed.search}` : parsed.href;
  } catch {
    return null;
  }
}

/**
 * Where the framed page goes when it is left by itself (a link, a form, a script): the frame's own
 * Navigation API names the destination in its `navigate` event, which is only read, never
 * intercepted. Told as the page is left (`pagehide`), so a failure of the next page is explained for
 * the page the frame tried to reach. Without the API the destination is unknown (null).
 */
export function watchLeaving(frameWindow: Window, consoleOrigin: string, left: (destination: string | null, post: boolean) => void): void {
  let destination: string | null = null;
  let post = false;
  navigationOf(frameWindow)?.addEventListener('navigate', (event) => {
    const { destination: to, formData } = event as NavigateEventLike;
    if (to.sameDocument) return;
    destination = destinationOf(to.url, consoleOrigin);
    // A form's POST: its request is never repeated by the console (no look, no Retry at its url).
    post = formData !== null && formData !== undefined;
  });
  frameWindow.addEventListener('pagehide', () => left(destination, post), { once: true });
}
