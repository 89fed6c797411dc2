// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdapter } from '../../testing/fake-adapter';
import { createHttp } from '../api/http';
import { bannerBesideAccount, createBannerState, dismissBanner, forgetBannerDismissal, loadBanner } from './upgrade-banner';

// A client that answers the upgrade-status call with status 0 (not started).
const client = {
  get: async () => ({ status: 200, data: { errorCode: 0, data: { status: 0, landing_url: 'https://landing.example.com/' } } }),
} as unknown as Parameters<typeof loadBanner>[1];

beforeEach(() => window.sessionStorage.clear());

describe('the upgrade banner closed for the session', () => {
  it('stays closed on the next load of the same session, for the account that closed it', async () => {
    const first = createBannerState();
    await loadBanner(first, client, '1001');
    expect(first.dismissed).toBe(false);
    dismissBanner(first, '1001');
    const again = createBannerState();
    await loadBanner(again, client, '1001');
    expect(again.dismissed).toBe(true);
    const other = createBannerState();
    await loadBanner(other, client, '1002');
    expect(other.dismissed).toBe(false);
  });

  it('shows again once log off forgot it', async () => {
    dismissBanner(createBannerState(), '1001');
    forgetBannerDismissal();
    const again = createBannerState();
    await loadBanner(again, client, '1001');
    expect(again.dismissed).toBe(false);
  });
});

describe('the banner asked beside the account (bannerBesideAccount)', () => {
  // The upgrade call answered when the test opens its gate: the status is "not started".
  function gatedClient() {
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const http = createHttp({ navigate: vi.fn(), where: () => ({ pathname: '/', hostname: 'localhost', origin: 'http://localhost' }) });
    const fake = fakeAdapter(() => ({ body: JSON.stringify({ errorCode: '0', upgradeStatus: 0, landingPageSsoURL: '/landing' }) }));
    http.defaults.adapter = (config) => gate.then(() => fake.adapter(config));
    return { http, open, seen: fake.seen };
  }

  it.each([
    { case: 'a status already answered is kept before the first frame', answered: 'before', shownAtSettle: true },
    { case: 'a status answered within the grace is waited for', answered: 'within', shownAtSettle: true },
    { case: 'a slower status does not hold the frame, and shows when it comes', answered: 'after', shownAtSettle: false },
  ] as const)('$case', async ({ answered, shownAtSettle }) => {
    const { http, open } = gatedClient();
    const banner = createBannerState();
    const beside = bannerBesideAccount(banner, http, 30);
    beside.start();
    if (answered === 'before') {
      open();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (answered === 'within') setTimeout(open, 5);
    const settled = beside.settle('1001');
    expect(banner.askedFor).toBe('1001');
    await settled;
    expect(banner.kind).toBe(shownAtSettle ? 'not-started' : null);
    open();
    await vi.waitFor(() => expect(banner.kind).toBe('not-started'));
    expect(banner.url).toMatch(/^http:\/\/localhost(:\d+)?\/landing$/);
  });

  it('asks once however often it is started, and not at all when never started', async () => {
    const { http, open, seen } = gatedClient();
    const banner = createBannerState();
    const beside = bannerBesideAccount(banner, http, 30);
    await beside.settle('1001');
    expect(seen).toHaveLength(0);
    expect(banner.askedFor).toBeNull();
    beside.start();
    beside.start();
    open();
    await beside.settle('1001');
    expect(seen).toHaveLength(1);
  });

  it('keeps a banner the account closed in this browser session closed', async () => {
    dismissBanner(createBannerState(), '1001');
    const { http, open } = gatedClient();
    const banner = createBannerState();
    const beside = bannerBesideAccount(banner, http, 30);
    beside.start();
    open();
    await beside.settle('1001');
    expect(banner).toMatchObject({ kind: 'not-started', dismissed: true });
  });
});
