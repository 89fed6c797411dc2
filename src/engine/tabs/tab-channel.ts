/**
 * The one channel the console's tabs of a browser talk over (schemas/tab-message.schema.json,
 * docs/tab-messages.md): a tab that logs off, signs in, meets an expired session, starts as an
 * account or changes a setting tells the others, which act on it.
 *
 * A `BroadcastChannel` where the browser has one; else a local-storage key whose `storage` event
 * reaches the other tabs (written then removed at once, so nothing stays behind). Both reach only
 * pages of the console's own origin, and neither delivers a message to the tab that sent it.
 * Whatever arrives is checked against the schema before anyone sees it: a message of another shape
 * or version, or storage that is not JSON, is ignored. The check is loaded when the channel opens,
 * so a deploy that replaces the console's files later does not leave the channel deaf; messages that
 * arrive before it has loaded wait for it, in order, and are dropped if it cannot load.
 */
import type { ValidateFunction } from 'ajv';
import type { TabMessage } from '../../generated/types/tab-message';
import { holdUntilLoaded } from '../machines/hold-until-loaded';
import { lazyValidator, type LoadedValidator } from '../validation/lazy-validator';

export type { TabMessage };

/** The message of `type`, without its version (the channel adds it). */
export type TabMessageOf<T extends TabMessage['type']> = Omit<Extract<TabMessage, { type: T }>, 'version'>;

/** Any message without its version: what a tab posts. */
export type OutgoingTabMessage = { [T in TabMessage['type']]: TabMessageOf<T> }[TabMessage['type']];

export interface TabChannel {
  /** Sends a message to every other console tab of this browser. */
  post(message: OutgoingTabMessage): void;
  /** Calls `onMessage` with each valid message another tab sends; returns the function that stops. */
  listen(onMessage: (message: TabMessage) => void): () => void;
  /** Stops listening everywhere and releases the channel. */
  close(): void;
}

/** The name of the broadcast channel, and the local-storage key of the fallback. */
export const TAB_CHANNEL_NAME = 'console-tabs';

/** The parts of the browser the channel uses: handed in so a test can give two tabs one fake browser. */
export interface TabChannelBrowser {
  /** The browser's BroadcastChannel constructor, or undefined where there is none. */
  readonly BroadcastChannel?: new (name: string) => BroadcastChannel;
  /** Local storage, or null where it is unavailable (then, without BroadcastChannel, the tab hears nothing). */
  readonly storage: Storage | null;
  /** Where `storage` events arrive. */
  readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function browserForTabs(): TabChannelBrowser {
  return {
    BroadcastChannel: typeof BroadcastChannel === 'function' ? BroadcastChannel : undefined,
    storage: localStorageOrNull(),
    events: window,
  };
}

const tabMessageValidator = lazyValidator(() => import('../../generated/validators/tab-message.js'));

/** A transport: sends raw data and hands over raw data the other tabs sent. */
interface Transport {
  send(data: unknown): void;
  open(receive: (data: unknown) => void): void;
  close(): void;
}

function broadcastTransport(Channel: new (name: string) => BroadcastChannel): Transport {
  const channel = new Channel(TAB_CHANNEL_NAME);
  return {
    send: (data) => channel.postMessage(data),
    open: (receive) => {
      channel.onmessage = (event: MessageEvent) => receive(event.data);
    },
    close: () => channel.close(),
  };
}

function storageTransport(storage: Storage | null, events: TabChannelBrowser['events']): Transport {
  let listener: ((event: StorageEvent) => void) | null = null;
  return {
    send: (data) => {
      if (storage === null) return;
      try {
        // A nonce makes two equal messages in a row two changes, each with its own event.
        storage.setItem(TAB_CHANNEL_NAME, JSON.stringify({ data, nonce: `${Date.now()}-${Math.random()}` }));
        storage.removeItem(TAB_CHANNEL_NAME);
      } catch {
        // Storage full or refused: the other tabs learn it from their visibility check instead.
      }
    },
    open: (receive) => {
      listener = (event) => {
        if (event.key !== TAB_CHANNEL_NAME || event.newValue === null) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(event.newValue);
        } catch {
          return;
        }
        if (typeof parsed === 'object' && parsed !== null && 'data' in parsed) receive(parsed.data);
      };
      events.addEventListener('storage', listener);
    },
    close: () => {
      if (listener !== null) events.removeEventListener('storage', listener);
    },
  };
}

export function createTabChannel(
  browser: TabChannelBrowser = browserForTabs(),
  loadValidator: () => Promise<LoadedValidator> = tabMessageValidator,
): TabChannel {
  const transport = browser.BroadcastChannel
    ? broadcastTransport(browser.BroadcastChannel)
    : storageTransport(browser.storage, browser.events);
  const listeners = new Set<(message: TabMessage) => void>();
  // Messages wait for the validator, which loads apart; one that fails to load drops what waited
  // for it, and is tried again with the next message.
  let incoming = holdUntilLoaded<unknown>();
  let loading = false;
  let closed = false;

  const deliver = (data: unknown, check: ValidateFunction): void => {
    if (closed || !check(data)) return;
    for (const listener of [...listeners]) listener(data as TabMessage);
  };
  const load = (): void => {
    loading = true;
    void loadValidator().then((loaded) => {
      if (loaded.ok) {
        incoming.release((data) => deliver(data, loaded.validate));
        return;
      }
      loading = false;
      incoming = holdUntilLoaded();
    });
  };

  transport.open((data) => {
    incoming.take(data);
    if (!loading) load();
  });
  load();

  return {
    post: (message) => {
      if (!closed) transport.send({ ...message, version: 1 });
    },
    listen: (onMessage) => {
      listeners.add(onMessage);
      return () => listeners.delete(onMessage);
    },
    close: () => {
      closed = true;
      incoming.stop();
      listeners.clear();
      transport.close();
    },
  };
}
