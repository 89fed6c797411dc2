// @vitest-environment jsdom
/**
 * The layout's loader signed out: a known page asks for sign-in (returning to it), an unknown url is
 * a 404, not a sign-in that would only lead back to the not-found page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutLoader } from './layout-loader';

vi.mock('../engine/api/account', () => ({
  fetchSessionInfo: vi.fn(async () => ({ ok: false, error: { kind: 'http', call: 'account/present', status: 401 } })),
}));

async function thrown(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (caught) {
    return caught;
  }
  throw new Error('the loader did not throw');
}

describe('layoutLoader, signed out', () => {
  afterEach(() => vi.clearAllMocks());

  it('sends a known page to the login page, which returns to it', async () => {
    const result = await thrown(layoutLoader(new Request('http://console.test/dashboard?tab=2')));
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('Location') ?? '', 'http://console.test');
    expect(target.pathname).toBe('/login');
    expect(target.search).toContain(encodeURIComponent('/dashboard?tab=2'));
  });

  it('answers an unknown url with a 404, not a sign-in', async () => {
    const result = await thrown(layoutLoader(new Request('http://console.test/no/such/page'), true));
    // React Router's data(): the route error the layout's error page turns into the not-found page.
    expect(result).not.toBeInstanceOf(Response);
    expect(result).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
  });
});
