/**
 * Test support: a tab channel of a test's own. It records what the tab posts and lets the test play
 * the other tabs by handing the tab a message, as the real channel does after its shape check.
 */
import type { OutgoingTabMessage, TabChannel, TabMessage } from '../engine/tabs/tab-channel';

export interface TabChannelFixture extends TabChannel {
  /** What the tab posted, in order. */
  readonly posted: readonly OutgoingTabMessage[];
  /** Delivers a message as if another tab had sent it. */
  receive(message: TabMessage): void;
}

export function tabChannelFixture(): TabChannelFixture {
  const posted: OutgoingTabMessage[] = [];
  const listeners = new Set<(message: TabMessage) => void>();
  return {
    posted,
    post: (message) => posted.push(message),
    listen: (onMessage) => {
      listeners.add(onMessage);
      return () => listeners.delete(onMessage);
    },
    close: () => listeners.clear(),
    receive: (message) => {
      for (const listener of [...listeners]) listener(message);
    },
  };
}
