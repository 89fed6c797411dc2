// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
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
    expect(acceptFrameMessage(posted(), frames, ORIGIN)).toEqual({ from: 'a', message: { type: 'title', title: 'Audit log' } });
    expect(acceptFrameMessage(posted({ source: frameB, data: { type: 'session-expired', version: 1 } }), frames, ORIGIN)).toEqual({
      from: 'b',
      message: { type: 'session-expired', version: 1 },
    });
    expect(acceptFrameMessage(posted({ data: { type: 'help-link', url: 'https://docs.example.com/a' } }), frames, ORIGIN)?.message).toEqual(
      {
        type: 'help-link',
        url: 'https://docs.example.com/a',
      },
    );
  });

  it('ignores any other window, and no window', () => {
    expect(acceptFrameMessage(posted({ source: { name: 'frame a' } }), frames, ORIGIN)).toBeNull();
    expect(acceptFrameMessage(posted({ source: null }), frames, ORIGIN)).toBeNull();
    expect(acceptFrameMessage(posted({ source: undefined }), new Map([['x', undefined]]), ORIGIN)).toBeNull();
    expect(acceptFrameMessage(posted(), new Map(), ORIGIN)).toBeNull();
  });

  it('ignores another origin', () => {
    expect(acceptFrameMessage(posted({ origin: 'https://evil.example.com' }), frames, ORIGIN)).toBeNull();
    expect(acceptFrameMessage(posted({ origin: 'null' }), frames, ORIGIN)).toBeNull();
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
    ['a string', 'help-link https://docs.example.com'],
    ['null', null],
  ])('ignores %s', (_label, data) => {
    expect(acceptFrameMessage(posted({ data }), frames, ORIGIN)).toBeNull();
  });
});

describe('listenForFrameMessages', () => {
  it('hands on accepted messages until stopped, reading the frames at each message', () => {
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
