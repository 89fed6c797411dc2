/**
 * Events that come before the lazy part that takes them has loaded (a runner's effects, a guard, a
 * validator): held in order, handed over at once when the part arrives, then passed straight on.
 * The one way the console waits for a lazy part; no runner keeps a buffer of its own.
 */
export interface HeldEvents<E> {
  /** Hands `event` to the part once it has loaded; holds it until then. */
  readonly take: (event: E) => void;
  /** The part has loaded: what was held goes to `deliver` in order, then every later event at once. */
  readonly release: (deliver: (event: E) => void) => void;
  /** Nothing more is taken: what is held is dropped and later events are ignored. */
  readonly stop: () => void;
}

export function holdUntilLoaded<E>(): HeldEvents<E> {
  // null once stopped.
  let waiting: E[] | null = [];
  let deliver: ((event: E) => void) | null = null;
  return {
    take: (event) => {
      if (deliver) deliver(event);
      else waiting?.push(event);
    },
    release: (taking) => {
      // One at a time, in order: an event that comes while these are handed over waits behind them.
      for (let next = waiting?.shift(); next !== undefined; next = waiting?.shift()) taking(next);
      if (waiting) deliver ??= taking;
    },
    stop: () => {
      waiting = null;
      deliver = null;
    },
  };
}
