// @vitest-environment jsdom
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import validateFrameMessage from '../../generated/validators/frame-message.js';
import type { LoadedValidator } from '../api/lazy-validator';
import { acceptFrameMessage, listenForFrameMessages, type AcceptedMessage } from './frame-messages';

const ORIGIN = 'https://console.example.com';
const frameA = { name: 'frame a' };
const frameB = { name: 'frame b' };
const frames = new Map<string, unknown>([
  ['a', frameA],
  ['b', frameB],
]);
const posted = (overrides: Partial<{ source: unknown; origin: string; data: unknown }> = {}) => ({
  source: frameA,
  origin: ORIGIN,
  data: { type: 'title', title: 'Audit log' },
  ...overrides,
});

describe('acceptFrameMessage', () => {
  it('takes each message type from a workspace frame, naming the frame', () => {
    expect(acceptFrameMessage(posted(), frames, ORIGIN, validateFrameMessage)).toEqual({
      from: 'a',
      message: { type: 'title', title: 'Audit log' },
    });
    expect(
      acceptFrameMessage(posted({ source: frameB, data: { type: 'session-expired', version: 1 } }), frames, ORIGIN, validateFrameMessage),
    ).toEqual({
      from: 'b',
      message: { type: 'session-expired', version: 1 },
    });
    expect(
      acceptFrameMessage(posted({ data: { type: 'help-link', url: 'https://docs.example.com/a' } }), frames, ORIGIN, validateFrameMessage)
        ?.message,
    ).toEqual({
      type: 'help-link',
      url: 'https://docs.example.com/a',
    });
    const reauth = { type: 'reauth-required', version: 1, id: 'save-1', challenge: 'c-1' };
    expect(acceptFrameMessage(posted({ data: reauth }), frames, ORIGIN, validateFrameMessage)?.message).toEqual(reauth);
  });

  it('ignores any other window, and no window', () => {
    expect(acceptFrameMessage(posted({ source: { name: 'frame a' } }), frames, ORIGIN, validateFrameMessage)).toBeNull();
    expect(acceptFrameMessage(posted({ source: null }), frames, ORIGIN, validateFrameMessage)).toBeNull();
    expect(acceptFrameMessage(posted({ source: undefined }), new Map([['x', undefined]]), ORIGIN, validateFrameMessage)).toBeNull();
    expect(acceptFrameMessage(posted(), new Map(), ORIGIN, validateFrameMessage)).toBeNull();
  });

  it('ignores another origin', () => {
    expect(acceptFrameMessage(posted({ origin: 'https://evil.example.com' }), frames, ORIGIN, validateFrameMessage)).toBeNull();
    expect(acceptFrameMessage(posted({ origin: 'null' }), frames, ORIGIN, validateFrameMessage)).toBeNull();
  });

  it.each([
    ['an unknown type', { type: 'other' }],
    ['an unknown version', { type: 'title', title: 'x', version: 2 }],
    ['an extra field', { type: 'session-expired', redirect: '//evil.example' }],
    ['an empty title', { type: 'title', title: '' }],
    ['a title that is not text', { type: 'title', title: 7 }],
    ['a javascript: help link', { type: 'help-link', url: 'javascript:alert(1)' }],
    ['a relative help link', { type: 'help-link', url: '/help' }],
    ['a help link without url', { type: 'help-link' }],
    ['a step-up ask without its challenge', { type: 'reauth-required', version: 1, id: 'save-1' }],
    ['a step-up ask without its id', { type: 'reauth-required', challenge: 'c' }],
    ['a step-up ask with an empty challenge', { type: 'reauth-required', id: 'save-1', challenge: '' }],
    ['a step-up ask with an extra field', { type: 'reauth-required', id: 'save-1', challenge: 'c', factor: 'password' }],
    ["the console's own answer, posted back", { type: 'reauth-result', version: 1, id: 'save-1', outcome: 'done' }],
    ['a string', 'help-link https://docs.example.com'],
    ['null', null],
  ])('ignores %s', (_label, data) => {
    expect(acceptFrameMessage(posted({ data }), frames, ORIGIN, validateFrameMessage)).toBeNull();
  });
});

describe('listenForFrameMessages', () => {
  it('hands on accepted messages until stopped, reading the frames at each message', async () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const frameWindow = iframe.contentWindow;
    let current = new Map<string, unknown>([['audit', frameWindow]]);
    const seen: AcceptedMessage<string>[] = [];
    const stop = listenForFrameMessages(
      () => current,
      (accepted) => seen.push(accepted),
    );
    const post = (source: unknown, data: unknown, origin = window.location.origin) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

    post(frameWindow, { type: 'title', title: 'One' });
    await expect.poll(() => seen.length).toBe(1);
    post(window, { type: 'title', title: 'From the shell itself' });
    post(frameWindow, { type: 'title', title: 'Foreign' }, 'https://evil.example.com');
    current = new Map();
    post(frameWindow, { type: 'title', title: 'After the frame was dropped' });
    current = new Map([['audit', frameWindow]]);
    stop();
    post(frameWindow, { type: 'title', title: 'After stop' });
    expect(seen.map((accepted) => accepted.message)).toEqual([{ type: 'title', title: 'One' }]);
    iframe.remove();
  });
});

describe('listenForFrameMessages before the shape check has loaded', () => {
  /** A loader the test resolves by hand, counting its attempts. */
  function controlledLoader() {
    const attempts: ((loaded: LoadedValidator) => void)[] = [];
    let current: Promise<LoadedValidator> | null = null;
    const load = (): Promise<LoadedValidator> => {
      current ??= new Promise<LoadedValidator>((resolve) => attempts.push(resolve));
      return current;
    };
    const settle = async (loaded: LoadedValidator): Promise<void> => {
      const resolve = attempts.at(-1);
      if (!loaded.ok) current = null;
      resolve?.(loaded);
      await Promise.resolve();
      await Promise.resolve();
    };
    return { load, settle, attempts };
  }

  function setUp(load: () => Promise<LoadedValidator>) {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const frameWindow = iframe.contentWindow;
    let frames = new Map<string, unknown>([['audit', frameWindow]]);
    const seen: AcceptedMessage<string>[] = [];
    const stop = listenForFrameMessages(
      () => frames,
      (accepted) => seen.push(accepted),
      window,
      load,
    );
    const post = (data: unknown, origin = window.location.origin) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: frameWindow }));
    const dropFrame = () => {
      frames = new Map();
    };
    return { seen, stop, post, dropFrame, done: () => iframe.remove() };
  }

  const loaded = (validate: ValidateFunction): LoadedValidator => ({ ok: true, validate });

  it('holds early messages until the check loads, then checks them in arrival order', async () => {
    const loader = controlledLoader();
    const { seen, post, dropFrame, stop, done } = setUp(loader.load);
    post({ type: 'title', title: 'First' });
    post({ type: 'title', title: '' });
    post({ type: 'title', title: 'Foreign' }, 'https://evil.example.com');
    post({ type: 'help-link', url: 'https://docs.example.com/b' });
    // The sender was checked on arrival: dropping the frame now does not undo that, and a later message from it is ignored.
    dropFrame();
    post({ type: 'title', title: 'After the frame was dropped' });
    expect(seen).toEqual([]);
    await loader.settle(loaded(validateFrameMessage));
    expect(seen.map((accepted) => accepted.message)).toEqual([
      { type: 'title', title: 'First' },
      { type: 'help-link', url: 'https://docs.example.com/b' },
    ]);
    stop();
    done();
  });

  it('ignores the waiting messages when the check cannot load, and tries again with the next one', async () => {
    const loader = controlledLoader();
    const { seen, post, stop, done } = setUp(loader.load);
    post({ type: 'title', title: 'Waiting' });
    await loader.settle({ ok: false, reason: 'chunk failed' });
    expect(seen).toEqual([]);
    post({ type: 'title', title: 'Next' });
    expect(loader.attempts).toHaveLength(2);
    await loader.settle(loaded(validateFrameMessage));
    expect(seen.map((accepted) => accepted.message)).toEqual([{ type: 'title', title: 'Next' }]);
    stop();
    done();
  });

  it('never takes a message unchecked, and delivers nothing after stop', async () => {
    const loader = controlledLoader();
    const { seen, post, stop, done } = setUp(loader.load);
    post({ type: 'session-expired', redirect: '//evil.example' });
    post({ type: 'title', title: 'Queued then stopped' });
    stop();
    await loader.settle(loaded(validateFrameMessage));
    expect(seen).toEqual([]);
    done();
  });
});
