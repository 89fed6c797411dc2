// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createBannerState, dismissBanner, forgetBannerDismissal, loadBanner } from './upgrade-banner';

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
