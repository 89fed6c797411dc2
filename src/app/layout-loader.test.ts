// @vitest-environment jsdom
/**
 * The layout's loader signed out: a known page asks for sign-in (returning to it), an unknown url is
 * a 404, not a sign-in that would only lead back to the not-found page. Signed in already, it takes
 * the account from the session it is handed.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_PARTS, shellPaintOfStart } from '../shell/parts/shell-paint';
import { servicesFixture } from '../testing/services-fixture';
import { sessionFixture } from '../testing/session-fixture';
import { layoutLoader } from './layout-loader';
import { startIntegrations } from './start-integrations';

// The integrations are loaded apart and would go on loading after the test: here only whether the
// loader starts them counts.
vi.mock('./start-integrations', () => ({ startIntegrations: vi.fn(() => Promise.resolve()) }));
beforeEach(() => vi.mocked(startIntegrations).mockClear());

/** Nobody signed in: the session probe answers 401. */
const signedOut = () => servicesFixture({ answer: () => ({ status: 401 }) });

async function thrown(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (caught) {
    return caught;
  }
  throw new Error('the loader did not throw');
}

describe('layoutLoader, signed out', () => {
  it('sends a known page to the login page, which returns to it', async () => {
    const services = signedOut();
    const result = await thrown(layoutLoader(services, new Request('http://console.test/dashboard?tab=2')));
    expect(services.seen.map((request) => request.url)).toEqual(['account/present']);
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(startIntegrations).not.toHaveBeenCalled();
    const target = new URL(response.headers.get('Location') ?? '', 'http://console.test');
    expect(target.pathname).toBe('/login');
    expect(target.search).toContain(encodeURIComponent('/dashboard?tab=2'));
  });

  it('answers an unknown url with a 404, not a sign-in', async () => {
    const result = await thrown(layoutLoader(signedOut(), new Request('http://console.test/no/such/page'), true));
    // React Router's data(): the route error the layout's error page turns into the not-found page.
    expect(result).not.toBeInstanceOf(Response);
    expect(result).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
  });
});

describe('layoutLoader, signed in', () => {
  it('takes the account the session already holds and asks the server nothing', async () => {
    const services = servicesFixture({ session: sessionFixture({ name: 'kept' }) });
    expect(await layoutLoader(services, new Request('http://console.test/dashboard'))).toBeNull();
    expect(services.seen).toEqual([]);
    expect(services.session.info?.account.name).toBe('kept');
    // The integrations wait for their turn after the menu has painted (shell/parts/shell-paint.ts).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startIntegrations).not.toHaveBeenCalled();
    // One part short of the integrations: still not.
    const paint = services.startState(shellPaintOfStart);
    while (paint.started() < SHELL_PARTS.length - 1) paint.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startIntegrations).not.toHaveBeenCalled();
    paint.release();
    await vi.waitFor(() => expect(startIntegrations).toHaveBeenCalledWith(services));
  });

  it('starts the integrations after a bound when no shell shows', async () => {
    vi.useFakeTimers();
    try {
      const services = servicesFixture({ session: sessionFixture({ name: 'kept' }) });
      await layoutLoader(services, new Request('http://console.test/dashboard'));
      await vi.advanceTimersByTimeAsync(2900);
      expect(startIntegrations).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(startIntegrations).toHaveBeenCalled());
  });
});
