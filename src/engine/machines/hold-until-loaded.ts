/**
 * Events that come before the lazy part that takes them has loaded (a runner's effects, a guard, a
 * validator): held in order, handed over at once when the part arrives, then passed straight on.
 * The one way the console waits for a lazy part; no runner keeps a buffer of its own.
 */
export interface HeldEvents<E> {
  /** Hands `event` to the part once it has loaded; holds it until then. */
  readonly take: (event: E) => void;
  /** How many events are held now. */
  readonly held: () => number;
  /** The part has loaded: what was held goes to `deliver` in order, then every later event at once. */
  readonly release: (deliver: (event: E) => void) => void;
  /** The part did not load: what is held is dropped, and later events are held again for the next try. */
  readonly drop: () => void;
  /** Nothing more is taken: what is held is dropped and later events are ignored. */
  readonly stop: () => void;
}

export function holdUntilLoaded<E>(): HeldEvents<E> {
  let waiting: E[] = [];
  let deliver: ((event: E) => void) | null = null;
  let released = false;
  let stopped = false;
  return {
    take: (event) => {
      if (stopped) return;
      if (deliver !== null) deliver(event);
      else waiting.push(event);
    },
    held: () => waiting.length,
    release: (taking) => {
      if (stopped || released) return;
      released = true;
      // One at a time, in order: an event that comes while these are handed over goes after them.
      for (let next = waiting.shift(); next !== undefined; next = waiting.shift()) {
        taking(next);
        if (stopped) return;
      }
      deliver = taking;
    },
    drop: () => {
      waiting = [];
    },
    stop: () => {
      stopped = true;
      waiting = [];
      deliver = null;
    },
  };
}
