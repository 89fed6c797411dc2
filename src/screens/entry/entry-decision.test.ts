import { describe, expect, it } from 'vitest';
import { fail, succeed, type ApiResult } from '../../engine/api/envelope';
import { entryDecision, forwardDecision, type EntryLocation } from './entry-decision';

function at(hostname: string, pathname: string, search = ''): EntryLocation {
  return { hostname, pathname, search, origin: hostname === 'localhost' ? 'http://localhost:5173' : `https://${hostname}` };
}

const ok = succeed({ account: {} }, null);

function unauthorized(redirect: string | null = null): ApiResult<unknown> {
  return fail({ kind: 'http', call: 'account/present', status: 401 }, redirect);
}

describe('forwardDecision', () => {
  it('forwards event=reset-password to /login with the same query', () => {
    const search = '?event=reset-password&username=alice&email=alice%40example.com';
    expect(forwardDecision(search)).toEqual({ kind: 'navigate', path: `/login${search}` });
  });

  it('forwards errorcode to /error?code=', () => {
    expect(forwardDecision('?errorcode=E1009')).toEqual({ kind: 'navigate', path: '/error?code=E1009' });
    expect(forwardDecision('?x=1&errorcode=52404')).toEqual({ kind: 'navigate', path: '/error?code=52404' });
  });

  it('encodes the forwarded error code', () => {
    expect(forwardDecision('?errorcode=a%26b%3Dc')).toEqual({ kind: 'navigate', path: '/error?code=a%26b%3Dc' });
  });

  it('reset-password wins over errorcode', () => {
    expect(forwardDecision('?event=reset-password&errorcode=E1')).toEqual({
      kind: 'navigate',
      path: '/login?event=reset-password&errorcode=E1',
    });
  });

  it('forwards nothing else', () => {
    expect(forwardDecision('')).toBeNull();
    expect(forwardDecision('?event=forgot_password&username=a')).toBeNull();
    expect(forwardDecision('?cmpID=42')).toBeNull();
  });
});

describe('entryDecision on success', () => {
  it('goes to the first allowed route', () => {
    expect(entryDecision({ result: ok, firstAllowedPath: 'dashboard', location: at('app.example.com', '/') })).toEqual({
      kind: 'navigate',
      path: '/dashboard',
    });
    expect(entryDecision({ result: ok, firstAllowedPath: 'reports/my-reports', location: at('app.example.com', '/index.html') })).toEqual({
      kind: 'navigate',
      path: '/reports/my-reports',
    });
  });

  it('goes to /mfa-configuration when MFA setup is required', () => {
    expect(
      entryDecision({ result: ok, firstAllowedPath: 'dashboard', mfaSetupRequired: true, location: at('app.example.com', '/') }),
    ).toEqual({ kind: 'navigate', path: '/mfa-configuration' });
  });

  it('signs out with the no-access reason, kept for the login page rather than sent in the url, when no route is allowed', () => {
    expect(entryDecision({ result: ok, firstAllowedPath: null, location: at('app.example.com', '/') })).toEqual({
      kind: 'leave',
      url: '/uiserver/logoff',
      say: 'no-access',
    });
  });

  it('goes to the page asked for before sign-in when the account may open it', () => {
    const returnTo = '/inbound-protection/virus-filter?policy=7';
    expect(entryDecision({ result: ok, firstAllowedPath: 'dashboard', returnTo, location: at('app.example.com', '/') })).toEqual({
      kind: 'navigate',
      path: returnTo,
    });
    expect(
      entryDecision({ result: ok, firstAllowedPath: 'dashboard', returnTo, mfaSetupRequired: true, location: at('app.example.com', '/') }),
    ).toEqual({ kind: 'navigate', path: '/mfa-configuration' });
    expect(entryDecision({ result: ok, firstAllowedPath: 'dashboard', returnTo: null, location: at('app.example.com', '/') })).toEqual({
      kind: 'navigate',
      path: '/dashboard',
    });
  });

  it('a success ignores the tenant host and redirect header', () => {
    expect(
      entryDecision({
        result: succeed({}, '/somewhere'),
        firstAllowedPath: 'dashboard',
        location: at('acme01.example.com', '/index.html', '?cmpID=42'),
      }),
    ).toEqual({ kind: 'navigate', path: '/dashboard' });
  });
});

describe('entryDecision on 401', () => {
  it('goes to SSO login for a tenant host at /index.html', () => {
    expect(entryDecision({ result: unauthorized(), firstAllowedPath: null, location: at('acme01.example.com', '/index.html') })).toEqual({
      kind: 'leave',
      url: '/uiserver/ssologin?TenantID=acme01',
    });
  });

  it('SSO login beats the redirect header and cmpID', () => {
    expect(
      entryDecision({
        result: unauthorized('/somewhere'),
        firstAllowedPath: null,
        location: at('acme01.example.com', '/index.html', '?cmpID=42'),
      }),
    ).toEqual({ kind: 'leave', url: '/uiserver/ssologin?TenantID=acme01' });
  });

  it('is not SSO for the same host at /', () => {
    expect(entryDecision({ result: unauthorized(), firstAllowedPath: null, location: at('acme01.example.com', '/') })).toEqual({
      kind: 'navigate',
      path: '/login',
    });
  });

  it('is not SSO on localhost at /index.html', () => {
    expect(entryDecision({ result: unauthorized(), firstAllowedPath: null, location: at('localhost', '/index.html') })).toEqual({
      kind: 'navigate',
      path: '/login',
    });
  });

  it('is not SSO when the first label does not match the tenant pattern', () => {
    expect(
      entryDecision({ result: unauthorized(), firstAllowedPath: null, location: at('my-console.example.com', '/index.html') }),
    ).toEqual({ kind: 'navigate', path: '/login' });
  });

  it('follows a redirect header', () => {
    expect(entryDecision({ result: unauthorized('/somewhere'), firstAllowedPath: null, location: at('app.example.com', '/') })).toEqual({
      kind: 'leave',
      url: '/somewhere',
    });
  });

  it('ignores a redirect header of /', () => {
    expect(entryDecision({ result: unauthorized('/'), firstAllowedPath: null, location: at('app.example.com', '/') })).toEqual({
      kind: 'navigate',
      path: '/login',
    });
  });

  it('ignores a same-origin absolute redirect to /', () => {
    expect(
      entryDecision({ result: unauthorized('https://app.example.com/'), firstAllowedPath: null, location: at('app.example.com', '/') }),
    ).toEqual({ kind: 'navigate', path: '/login' });
  });

  it.each(['https://evil.example/', 'javascript:alert(1)', '//evil.example/x', 'http://app.example.com/x'])(
    'ignores the hostile redirect header %s',
    (header) => {
      expect(entryDecision({ result: unauthorized(header), firstAllowedPath: null, location: at('app.example.com', '/') })).toEqual({
        kind: 'navigate',
        path: '/login',
      });
    },
  );

  it('a hostile header falls through to cmpID', () => {
    expect(
      entryDecision({
        result: unauthorized('https://evil.example/'),
        firstAllowedPath: null,
        location: at('app.example.com', '/', '?cmpID=42'),
      }),
    ).toEqual({ kind: 'leave', url: '/uiserver/subaccount/ssoLogin?cmpID=42' });
  });

  it('goes to sub-account SSO login with cmpID', () => {
    expect(entryDecision({ result: unauthorized(), firstAllowedPath: null, location: at('app.example.com', '/', '?cmpID=42') })).toEqual({
      kind: 'leave',
      url: '/uiserver/subaccount/ssoLogin?cmpID=42',
    });
  });

  it('encodes cmpID', () => {
    expect(entryDecision({ result: unauthorized(), firstAllowedPath: null, location: at('app.example.com', '/', '?cmpID=a%26b') })).toEqual(
      { kind: 'leave', url: '/uiserver/subaccount/ssoLogin?cmpID=a%26b' },
    );
  });

  it('the redirect header beats cmpID', () => {
    expect(
      entryDecision({
        result: unauthorized('/somewhere'),
        firstAllowedPath: null,
        location: at('app.example.com', '/', '?cmpID=42'),
      }),
    ).toEqual({ kind: 'leave', url: '/somewhere' });
  });

  it('otherwise navigates to /login', () => {
    expect(entryDecision({ result: unauthorized(), firstAllowedPath: 'dashboard', location: at('app.example.com', '/') })).toEqual({
      kind: 'navigate',
      path: '/login',
    });
    expect(entryDecision({ result: unauthorized(), firstAllowedPath: null, location: at('app.example.com', '/', '?cmpID=') })).toEqual({
      kind: 'navigate',
      path: '/login',
    });
  });

  it('carries a vetted return target on to /login, and drops a hostile one', () => {
    const search = `?${new URLSearchParams({ return: '/logs/message-log?q=a b' }).toString()}`;
    expect(entryDecision({ result: unauthorized(), firstAllowedPath: null, location: at('app.example.com', '/', search) })).toEqual({
      kind: 'navigate',
      path: '/login?return=%2Flogs%2Fmessage-log%3Fq%3Da%2520b',
    });
    for (const hostile of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/uiserver/logoff', '/login']) {
      const query = `?${new URLSearchParams({ return: hostile }).toString()}`;
      expect(entryDecision({ result: unauthorized(), firstAllowedPath: null, location: at('app.example.com', '/', query) })).toEqual({
        kind: 'navigate',
        path: '/login',
      });
    }
  });
});

describe('entryDecision on other failures', () => {
  it.each<[string, ApiResult<unknown>]>([
    ['http 500', fail({ kind: 'http', call: 'account/present', status: 500 }, null)],
    ['http 403', fail({ kind: 'http', call: 'account/present', status: 403 }, '/somewhere')],
    ['network', fail({ kind: 'network', call: 'account/present', reason: 'offline' }, null)],
    ['shape', fail({ kind: 'shape', call: 'account/present', problem: 'bad' }, null)],
    ['code', fail({ kind: 'code', call: 'account/present', code: '1', message: 'no', result: null }, null)],
  ])('%s is an error carrying the result', (_name, result) => {
    expect(entryDecision({ result, firstAllowedPath: 'dashboard', location: at('acme01.example.com', '/index.html') })).toEqual({
      kind: 'error',
      result,
    });
  });
});
