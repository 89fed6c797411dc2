/**
 * How a part of the console that meets a signal (an unreadable reply, an expired session, an error
 * a boundary caught, a change of the frame workspace) tells whoever listens (telemetry, the
 * reachability watch) without knowing whether anybody does: a small typed publish/subscribe, one per
 * console start (console-start.ts), handed to each emitter and listener with the start's services.
 * Two consoles in one page (a test, a preview) hear only their own signals, and a listener that goes
 * stops hearing by the function `subscribe` returned.
 */

/**
 * What each topic carries. Empty here: each topic is declared where its messages are made, by the
 * module that owns their type (declaration merging: `declare module '../signals/console-signals'`),
 * so that this folder, which every emitter and listener imports, imports nothing of theirs. Today:
 * `signal` and `telemetry-started` (telemetry/signals.ts), `workspace-change` (frames/workspace-change.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the topics' owners
export interface SignalTopics {}

export type SignalTopic = keyof SignalTopics;

export interface ConsoleSignals {
  /** Tells every listener of `topic` now, in the order they subscribed; with none, nothing happens. */
  publish<K extends SignalTopic>(topic: K, message: SignalTopics[K]): void;
  /** Calls `listener` with each message of `topic` from now on; returns the function that stops it. */
  subscribe<K extends SignalTopic>(topic: K, listener: (message: SignalTopics[K]) => void): () => void;
}

/**
 * A console start's signals. A listener that throws does not keep the message from the others nor
 * break the emitter: its error is thrown again on its own task, where the page (and telemetry) meets
 * it as any uncaught error.
 */
export function createConsoleSignals(): ConsoleSignals {
  // One entry per subscription: the same function subscribed twice is called twice and stopped once each.
  const listeners = new Map<SignalTopic, Set<{ readonly listener: (message: never) => void }>>();
  return {
    publish: (topic, message) => {
      const heard = listeners.get(topic);
      if (heard === undefined) return;
      for (const { listener } of [...heard]) {
        try {
          (listener as (message: SignalTopics[typeof topic]) => void)(message);
        } catch (error) {
          setTimeout(() => {
            throw error;
          }, 0);
        }
      }
    },
    subscribe: (topic, listener) => {
      let heard = listeners.get(topic);
      if (heard === undefined) listeners.set(topic, (heard = new Set()));
      const entry = { listener: listener as (message: never) => void };
      heard.add(entry);
      return () => void heard.delete(entry);
    },
  };
}
