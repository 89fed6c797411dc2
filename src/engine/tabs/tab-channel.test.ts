import type { ValidateFunction } from 'ajv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import validateTabMessage from '../../generated/validators/tab-message.js';
import type { LoadedValidator } from '../api/lazy-validator';
import { createTabChannel, TAB_CHANNEL_NAME, type TabChannel, type TabChannelBrowser, type TabMessage } from './tab-channel';

const loaded = (): Promise<LoadedValidator> => Promise.resolve({ ok: true, validate: validateTabMessage as ValidateFunction });

/** Local storage shared by fake tabs: a write fires `storage` in every tab but the writer, as browsers do. */
function sharedStorage() {
  const values = new Map<string, string>();
  const tabs: EventTarget[] = [];
  const storageFor = (self: EventTarget): Storage =>
    ({
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        values.set(key, value);
        for (const tab of tabs) if (tab !== self) tab.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value }));
      },
      removeItem: (key: string) => {
        values.delete(key);
        for (const tab of tabs) if (tab !== self) tab.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: null }));
      },
    }) as unknown as Storage;
  return {
    values,
    tab(): TabChannelBrowser & { events: EventTarget } {
      const events = new EventTarget();
      tabs.push(events);
      return { storage: storageFor(events), events };
    },
  };
}

const open: TabChannel[] = [];
function channel(browser: TabChannelBrowser, load = loaded): TabChannel {
  const made = createTabChannel(browser, load);
  open.push(made);
  return made;
}

afterEach(() => {
  for (const made of open.splice(0)) made.close();
});

/** Lets promise callbacks and BroadcastChannel deliveries run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function heard(target: TabChannel): TabMessage[] {
  const messages: TabMessage[] = [];
  target.listen((message) => messages.push(message));
  return messages;
}

describe.each([
  ['BroadcastChannel', () => ({ BroadcastChannel, storage: null, events: new EventTarget() }) satisfies TabChannelBrowser],
  [
    'the storage fallback',
    (() => {
      const storage = sharedStorage();
      return () => storage.tab();
    })(),
  ],
])('over %s', (_name, browser) => {
  it('delivers what one tab posts to the others, with the version added, and not to itself', async () => {
    const a = channel(browser());
    const b = channel(browser());
    const c = channel(browser());
    const atA = heard(a);
    const atB = heard(b);
    const atC = heard(c);
    a.post({ type: 'signed-out', reason: 'logged-off' });
    await settle();
    expect(atB).toEqual([{ type: 'signed-out', reason: 'logged-off', version: 1 }]);
    expect(atC).toEqual(atB);
    expect(atA).toEqual([]);
  });

  it('delivers a theme with and without its saved flag', async () => {
    const a = channel(browser());
    const atB = heard(channel(browser()));
    a.post({ type: 'theme', theme: 'dark' });
    a.post({ type: 'theme', theme: 'dark', saved: true });
    await settle();
    expect(atB).toEqual([
      { type: 'theme', theme: 'dark', version: 1 },
      { type: 'theme', theme: 'dark', saved: true, version: 1 },
    ]);
  });

  it('delivers two equal messages in a row as two', async () => {
    const a = channel(browser());
    const atB = heard(channel(browser()));
    a.post({ type: 'theme', theme: 'dark' });
    a.post({ type: 'theme', theme: 'dark' });
    await settle();
    expect(atB).toHaveLength(2);
  });

  it('stops delivering to a listener that stopped, and to a closed channel', async () => {
    const a = channel(browser());
    const b = channel(browser());
    const atB: TabMessage[] = [];
    const stop = b.listen((message) => atB.push(message));
    stop();
    const c = channel(browser());
    const atC = heard(c);
    c.close();
    a.post({ type: 'session-expired' });
    await settle();
    expect(atB).toEqual([]);
    expect(atC).toEqual([]);
  });
});

describe('what the channel ignores', () => {
  it.each<[string, unknown]>([
    ['an unknown type', { type: 'format-disk', version: 1 }],
    ['another version', { type: 'session-expired', version: 2 }],
    ['no version', { type: 'session-expired' }],
    ['an extra field', { type: 'session-expired', version: 1, url: 'https://evil.example' }],
    ['a wrong enum value', { type: 'theme', version: 1, theme: 'neon' }],
    ['a theme saved flag that is not a boolean', { type: 'theme', version: 1, theme: 'dark', saved: 'yes' }],
    ['an account without its id', { type: 'account', version: 1, account: { name: 'x' } }],
    ['a string', 'signed-out'],
    ['null', null],
    ['a number', 42],
  ])('a message with %s', async (_name, data) => {
    const raw = new BroadcastChannel(TAB_CHANNEL_NAME);
    const atB = heard(channel({ BroadcastChannel, storage: null, events: new EventTarget() }));
    raw.postMessage(data);
    await settle();
    raw.close();
    expect(atB).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON without data', '{"nonce":1}'],
    ['a bad message', '{"data":{"type":"theme","version":1,"theme":"x"}}'],
  ])('storage holding %s', async (_name, value) => {
    const browser: TabChannelBrowser & { events: EventTarget } = { storage: null, events: new EventTarget() };
    const atB = heard(channel(browser));
    browser.events.dispatchEvent(Object.assign(new Event('storage'), { key: TAB_CHANNEL_NAME, newValue: value }));
    await settle();
    expect(atB).toEqual([]);
  });

  it('storage events of other keys', async () => {
    const browser: TabChannelBrowser & { events: EventTarget } = { storage: null, events: new EventTarget() };
    const atB = heard(channel(browser));
    const value = JSON.stringify({ data: { type: 'session-expired', version: 1 } });
    browser.events.dispatchEvent(Object.assign(new Event('storage'), { key: 'theme', newValue: value }));
    await settle();
    expect(atB).toEqual([]);
  });
});

describe('without a way to talk', () => {
  it('posts and listens without error when there is neither BroadcastChannel nor storage', async () => {
    const lonely = channel({ storage: null, events: new EventTarget() });
    const atLonely = heard(lonely);
    expect(() => lonely.post({ type: 'theme', theme: 'dark' })).not.toThrow();
    await settle();
    expect(atLonely).toEqual([]);
  });

  it('posts without error when storage refuses writes', () => {
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const refused = channel({ storage, events: new EventTarget() });
    expect(() => refused.post({ type: 'theme', theme: 'dark' })).not.toThrow();
  });
});

describe('the shape check', () => {
  it('holds messages that arrive before it has loaded and delivers them in order once it has', async () => {
    let release: (value: LoadedValidator) => void = () => undefined;
    const load = vi.fn(() => new Promise<LoadedValidator>((resolve) => (release = resolve)));
    const a = channel({ BroadcastChannel, storage: null, events: new EventTarget() });
    const atB = heard(channel({ BroadcastChannel, storage: null, events: new EventTarget() }, load));
    a.post({ type: 'theme', theme: 'dark' });
    a.post({ type: 'language', language: 'ja' });
    await settle();
    expect(atB).toEqual([]);
    release({ ok: true, validate: validateTabMessage as ValidateFunction });
    await settle();
    expect(atB.map((message) => message.type)).toEqual(['theme', 'language']);
  });

  it('drops what waited when it cannot load, and tries again with the next message', async () => {
    const load = vi
      .fn<() => Promise<LoadedValidator>>()
      .mockResolvedValueOnce({ ok: false, reason: 'chunk failed' })
      .mockResolvedValueOnce({ ok: false, reason: 'chunk failed' })
      .mockImplementation(loaded);
    const a = channel({ BroadcastChannel, storage: null, events: new EventTarget() });
    const atB = heard(channel({ BroadcastChannel, storage: null, events: new EventTarget() }, load));
    await settle();
    a.post({ type: 'theme', theme: 'dark' });
    await settle();
    expect(atB).toEqual([]);
    a.post({ type: 'theme', theme: 'light' });
    await settle();
    expect(atB).toEqual([{ type: 'theme', theme: 'light', version: 1 }]);
  });
});

describe('the support-ended message (docs/support-sessions.md)', () => {
  const check = validateTabMessage as ValidateFunction;
  it.each<[string, unknown, boolean]>([
    ['its time was up', { type: 'support-ended', version: 1, account: '1036', cause: 'expiry' }, true],
    ['the customer ended it', { type: 'support-ended', version: 1, account: '1036', cause: 'customer' }, true],
    ['the supporter released it', { type: 'support-ended', version: 1, account: '1036', cause: 'supporter' }, true],
    ['an unknown cause', { type: 'support-ended', version: 1, account: '1036', cause: 'boom' }, false],
    ['no account', { type: 'support-ended', version: 1, cause: 'expiry' }, false],
    // No room for personal text: a reason or a ticket makes it unreadable, and it is ignored.
    ['a reason carried along', { type: 'support-ended', version: 1, account: '1036', cause: 'expiry', reason: 'Mail' }, false],
    ['a ticket carried along', { type: 'support-ended', version: 1, account: '1036', cause: 'expiry', ticket: 'SR-1' }, false],
    ['another version', { type: 'support-ended', version: 2, account: '1036', cause: 'expiry' }, false],
  ])('%s: %s', (_name, message, valid) => {
    expect(check(message)).toBe(valid);
  });
});
