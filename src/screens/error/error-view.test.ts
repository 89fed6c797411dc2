import { describe, expect, it } from 'vitest';
import { errorView } from './error-view';

const view = (query: string) => errorView(new URLSearchParams(query));
const encode = (text: string) => btoa(text);

describe('errorView', () => {
  it.each([
    ['E1006', 'errorPage.ssoDisabled'],
    ['E1008', 'errorPage.noValidAccount'],
    ['E1011', 'errorPage.noValidAccount'],
    ['E1007', 'errorPage.signatureFailed'],
    ['E1010', 'errorPage.signatureFailed'],
    ['E1009', 'errorPage.licenseExpired'],
    ['E1014', 'errorPage.noValidClaim'],
    ['4403', 'errorPage.disabledIp'],
    ['E52406', 'errorPage.upgradeBlocked'],
    ['E52407', 'errorPage.rootSsoInProgress'],
    ['52404', 'errorPage.upgradeBlocked'],
  ])('code %s → %s', (code, key) => {
    expect(view(`code=${code}`)).toEqual({ code, message: { key }, migration: null });
  });

  it('reads errorcode when there is no code', () => {
    expect(view('errorcode=E1009').message).toEqual({ key: 'errorPage.licenseExpired' });
    expect(view('code=E1006&errorcode=E1009').message).toEqual({ key: 'errorPage.ssoDisabled' });
  });

  it('gives any other code the generic message with the code, and no code its own', () => {
    expect(view('code=E9999').message).toEqual({ key: 'errorPage.generic', values: { code: 'E9999' } });
    expect(view('code=1006').message).toEqual({ key: 'errorPage.generic', values: { code: '1006' } });
    expect(view('').message).toEqual({ key: 'errorPage.unknown' });
  });

  it('52405 with an http(s) redirect_v1_url opens the migration dialog, SSO wording with sso=1', () => {
    const url = 'https://portal.platform.example.com/migrate?c=1019';
    expect(view(`code=52405&redirect_v1_url=${encodeURIComponent(encode(url))}`)).toEqual({
      code: '52405',
      message: { key: 'errorPage.migration' },
      migration: { url, sso: false },
    });
    expect(view(`code=52405&sso=1&redirect_v1_url=${encodeURIComponent(encode(url))}`).migration).toEqual({ url, sso: true });
  });

  it('52405 with a relative redirect_v1_url: the dialog continues on the console origin', () => {
    const query = new URLSearchParams(`code=52405&redirect_v1_url=${encodeURIComponent(encode('/moved?c=1'))}`);
    expect(errorView(query, 'https://console.example.com').migration).toEqual({ url: 'https://console.example.com/moved?c=1', sso: false });
  });

  it('52405 without a usable url is a generic error: no dialog, logo shown', () => {
    for (const query of [
      'code=52405',
      'code=52405&redirect_v1_url=%%%',
      `code=52405&redirect_v1_url=${encode('javascript:alert(1)')}`,
      `code=52405&redirect_v1_url=${encode('data:text/html,x')}`,
    ]) {
      expect(errorView(new URLSearchParams(query), 'https://console.example.com')).toEqual({
        code: '52405',
        message: { key: 'errorPage.generic', values: { code: '52405' } },
        migration: null,
      });
    }
  });
});
