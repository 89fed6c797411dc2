// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endServerSession, LOGOFF_FRAME_MS } from './end-server-session';

const frames = (): HTMLIFrameElement[] => [...document.querySelectorAll('iframe')];

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('ending the server session without leaving the page', () => {
  it('navigates a hidden frame without scripts to the logoff, out of the tab order and the accessibility tree', () => {
    endServerSession();
    const [frame, ...more] = frames();
    expect(more).toHaveLength(0);
    expect(frame?.getAttribute('src')).toBe('/uiserver/logoff');
    expect(frame?.getAttribute('sandbox')).toBe('');
    expect(frame?.hidden).toBe(true);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.tabIndex).toBe(-1);
  });

  it('the frame goes once it has loaded', () => {
    endServerSession();
    frames()[0]?.dispatchEvent(new Event('load'));
    expect(frames()).toHaveLength(0);
  });

  it('a frame that never reports a load goes after a while, and not before', () => {
    vi.useFakeTimers();
    endServerSession();
    vi.advanceTimersByTime(LOGOFF_FRAME_MS - 1);
    expect(frames()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(frames()).toHaveLength(0);
  });
});
