/**
 * Runs `then` once the page has painted what the caller just changed. A page leaving for another
 * document keeps its last painted frame on screen until the next document paints (the browser's
 * paint holding), so a change meant to hide something before leaving must be painted first.
 *
 * A hidden tab paints nothing and runs no animation frames: `then` runs at once. A visible one waits
 * for the next frame and the task after it, or `fallbackMs`, whichever comes first.
 */
export interface PaintClock {
  readonly hidden: () => boolean;
  readonly nextFrame: (callback: () => void) => void;
  readonly later: (callback: () => void, ms: number) => void;
}

const browserClock: PaintClock = {
  hidden: () => document.visibilityState !== 'visible',
  nextFrame: (callback) => requestAnimationFrame(callback),
  later: (callback, ms) => setTimeout(callback, ms),
};

export function afterPaint(then: () => void, fallbackMs = 100, clock: PaintClock = browserClock): void {
  if (clock.hidden()) {
    then();
    return;
  }
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    then();
  };
  clock.nextFrame(() => clock.later(once, 0));
  clock.later(once, fallbackMs);
}
