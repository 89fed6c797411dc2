// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderForTest } from '../testing/render-for-test';
import { AlertArea } from './AlertArea';

async function render(element: React.ReactElement): Promise<HTMLElement> {
  const container = await renderForTest(element);
  // The sanitiser loads lazily: wait (at most 5 s) until the alert has content.
  for (let waited = 0; waited < 5000 && !container.querySelector('[role] > div')?.textContent; waited += 50) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }
  return container;
}

describe('AlertArea', () => {
  it('shows text as text, announced as an alert', async () => {
    const view = await render(<AlertArea testId="a">{'<b>not bold</b>'}</AlertArea>);
    const alert = view.querySelector('[data-testid="a"]');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toBe('<b>not bold</b>');
    expect(alert?.querySelector('b')).toBeNull();
  });

  it('renders server markup only after sanitising: links stay, scripts and handlers go', async () => {
    const hostile =
      '<p>Renew <a href="https://example.com/renew" target="_blank">here</a></p>' +
      '<img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>' +
      '<a href="javascript:window.__pwned = 3">bad</a>';
    const view = await render(<AlertArea variant="warning" markup={hostile} testId="m" />);
    const alert = view.querySelector('[data-testid="m"]');
    expect(alert?.textContent).toContain('Renew here');
    const link = alert?.querySelector('a[href="https://example.com/renew"]');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(alert?.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('marks success as a status, not an alert', async () => {
    const view = await render(<AlertArea variant="success">{'Saved'}</AlertArea>);
    expect(view.querySelector('[role="status"]')?.textContent).toBe('Saved');
  });
});
