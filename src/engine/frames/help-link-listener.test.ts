// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearHelpLink, helpLinkState } from '../state/help-link';
import { listenForHelpLinks } from './help-link-listener';

afterEach(() => clearHelpLink());

function post(source: unknown, data: unknown, origin = window.location.origin): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

describe('listenForHelpLinks', () => {
  it('stores a link from the frame and stops listening when asked', () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const frameWindow = iframe.contentWindow;
    const stop = listenForHelpLinks(() => frameWindow);
    post(frameWindow, { type: 'help-link', url: 'https://docs.example.com/a' });
    expect(helpLinkState.url).toBe('https://docs.example.com/a');

    post(window, { type: 'help-link', url: 'https://evil.example.com' });
    post(frameWindow, { type: 'help-link', url: 'https://docs.example.com/b' }, 'https://evil.example.com');
    expect(helpLinkState.url).toBe('https://docs.example.com/a');

    stop();
    post(frameWindow, { type: 'help-link', url: 'https://docs.example.com/c' });
    expect(helpLinkState.url).toBe('https://docs.example.com/a');
    iframe.remove();
  });
});
