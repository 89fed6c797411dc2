// @vitest-environment jsdom
/**
 * The menus' link: drawn and followed as React Router's NavLink, but a navigation renders again only
 * the links whose state it changed.
 */
import { act, Profiler } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../testing/render-for-test';
import { ConsoleRouterContext } from './console-router';
import { RouteLink } from './RouteLink';

const TARGETS = ['/reports/my-reports', '/reports/schedules', '/logs/audit-log', '/logs/mail-tracking'];

async function render(url: string): Promise<{ router: ReturnType<typeof createMemoryRouter>; rendered: string[] }> {
  const rendered: string[] = [];
  const links = (
    <nav>
      {TARGETS.map((to) => (
        <Profiler key={to} id={to} onRender={(id) => rendered.push(id)}>
          <RouteLink to={to} data-route={to}>
            {to}
          </RouteLink>
        </Profiler>
      ))}
      <RouteLink to="/logs/audit-log" currentUnder="/logs" data-route="/logs">
        {'/logs'}
      </RouteLink>
    </nav>
  );
  const router = createMemoryRouter([{ path: '*', element: links }], { initialEntries: [url] });
  await renderForTest(
    <ConsoleRouterContext value={router}>
      <RouterProvider router={router} />
    </ConsoleRouterContext>,
  );
  return { router, rendered };
}

function link(route: string): HTMLAnchorElement {
  const found = document.querySelector(`a[data-route="${route}"]`);
  if (!(found instanceof HTMLAnchorElement)) throw new Error(`no link ${route}`);
  return found;
}

/** Clicks the link; whether the click was left to the browser (jsdom does not follow it: it cannot load another document). */
function click(route: string, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false;
  const settle = (event: Event): void => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', settle, { once: true });
  act(() => {
    link(route).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  return leftToBrowser;
}

describe('RouteLink', () => {
  it('marks the current page as NavLink does: the active class and aria-current on its link only', async () => {
    await render('/reports/schedules');
    expect(link('/reports/schedules').className).toBe('active');
    expect(link('/reports/schedules').getAttribute('aria-current')).toBe('page');
    expect(link('/reports/schedules').getAttribute('href')).toBe('/reports/schedules');
    expect(link('/reports/my-reports').hasAttribute('class')).toBe(false);
    expect(link('/reports/my-reports').hasAttribute('aria-current')).toBe(false);
  });

  it('draws a top entry as current anywhere below its path, without aria-current away from its landing page', async () => {
    const { router } = await render('/logs/mail-tracking');
    expect(link('/logs').className).toBe('active');
    expect(link('/logs').hasAttribute('aria-current')).toBe(false);
    await act(() => router.navigate('/logs/audit-log'));
    expect(link('/logs').getAttribute('aria-current')).toBe('page');
    await act(() => router.navigate('/reports/schedules'));
    expect(link('/logs').hasAttribute('class')).toBe(false);
  });

  it('renders again only the links whose state a navigation changed', async () => {
    const { router, rendered } = await render('/reports/my-reports');
    rendered.length = 0;
    await act(() => router.navigate('/reports/schedules'));
    expect(rendered.sort()).toEqual(['/reports/my-reports', '/reports/schedules']);
    rendered.length = 0;
    await act(() => router.navigate('/reports/schedules?day=3'));
    expect(rendered).toEqual([]);
    expect(link('/reports/schedules').className).toBe('active');
  });

  it('follows a plain click through the router: a new entry, or the same one for the page on screen', async () => {
    const { router } = await render('/reports/my-reports');
    expect(click('/reports/schedules')).toBe(false);
    expect(router.state.location.pathname).toBe('/reports/schedules');
    expect(router.state.historyAction).toBe('PUSH');
    click('/reports/schedules');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(link('/reports/schedules').getAttribute('aria-current')).toBe('page');
  });

  it.each<[string, MouseEventInit]>([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', async (_name, init) => {
    const { router } = await render('/reports/my-reports');
    expect(click('/reports/schedules', init)).toBe(true);
    expect(router.state.location.pathname).toBe('/reports/my-reports');
  });
});
