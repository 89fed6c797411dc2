import { describe, expect, it } from 'vitest';
import { loginUrlReturningTo, readReturnTarget, vetConsolePath, withReturnTarget } from './return-target';

const ORIGIN = 'https://console.example.com';

/** A login page query carrying `value` as its return target, encoded as a browser would. */
function query(value: string): string {
  return `?${new URLSearchParams({ return: value }).toString()}`;
}

describe('readReturnTarget accepts console paths', () => {
  it.each([
    ['/inbound-protection/virus-filter?policy=7', '/inbound-protection/virus-filter?policy=7'],
    ['/dashboard', '/dashboard'],
    ['/logs/message-log?from=2026-01-01&to=2026-01-31#results', '/logs/message-log?from=2026-01-01&to=2026-01-31#results'],
    ['/reports/my-reports?q=a%20b', '/reports/my-reports?q=a%20b'],
    // A framed page's own address inside the console url is data, not a destination.
    ['/inbound-protection/virus-filter?page=%2Fuiserver%2Flegacy%2Fx', '/inbound-protection/virus-filter?page=%2Fuiserver%2Flegacy%2Fx'],
    // Dot segments fold before the path is judged.
    ['/logs/../dashboard', '/dashboard'],
    ['/日本語', '/%E6%97%A5%E6%9C%AC%E8%AA%9E'],
  ])('%s → %s', (value, expected) => {
    expect(readReturnTarget(query(value), ORIGIN)).toBe(expected);
  });

  it('reads the parameter among others', () => {
    expect(readReturnTarget(`?errorcode=52404&${query('/dashboard').slice(1)}`, ORIGIN)).toBe('/dashboard');
  });

  it('has no target without the parameter', () => {
    expect(readReturnTarget('', ORIGIN)).toBeNull();
    expect(readReturnTarget('?event=forgot_password', ORIGIN)).toBeNull();
  });
});

describe('readReturnTarget refuses what is not a console page of this origin', () => {
  it.each([
    ['foreign absolute', 'https://evil.example/phish'],
    ['same host, absolute', 'https://console.example.com/dashboard'],
    ['downgraded scheme', 'http://console.example.com/dashboard'],
    ['protocol-relative', '//evil.example/x'],
    ['protocol-relative, many slashes', '///evil.example'],
    ['backslash host', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['backslash inside', '/dashboard\\..\\..\\evil'],
    ['backslash in the query', '/dashboard?x=\\evil'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, mixed case', 'JaVaScRiPt:alert(document.cookie)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slashes, lower case', '/%2f%2fevil.example/x'],
    ['doubly encoded slashes', '/%252F%252Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded backslash, lower case', '/%5cevil.example'],
    ['doubly encoded backslash', '/%255Cevil.example'],
    ['encoded backslash in the query', '/dashboard?x=%5Cevil'],
    ['too many encoding layers', '/%25252525252F'],
    ['broken encoding', '/dashboard%E0%A4%A'],
    ['tab', '/\t/evil.example'],
    ['newline', '/dashboard\n/evil'],
    ['carriage return', '/\r//evil.example'],
    ['NUL', '/dashboard\u0000'],
    ['encoded NUL', '/dashboard%00'],
    ['encoded tab', '/%09/evil.example'],
    ['DEL', '/dashboard\u007f'],
    ['C1 control', '/dashboard\u0085'],
    ['leading space', ' /dashboard'],
    ['relative path', 'dashboard'],
    ['dot-relative path', './dashboard'],
    ['empty', ''],
    ['the login page', '/login'],
    ['the login page with a query', '/login?return=%2Fdashboard'],
    ['the login page, upper case', '/LOGIN'],
    ['the login page, trailing slash', '/login/'],
    ['the login page through dot segments', '/dashboard/../login'],
    ['the login page, encoded', '/%6Cogin'],
    ['the entry page', '/'],
    ['the entry page, index.html', '/index.html'],
    ['the UI-server', '/uiserver/logoff'],
    ['the UI-server API', '/uiserver/api/account/present'],
    ['the UI-server, upper case', '/UIServer/legacy/x'],
    ['the UI-server, bare', '/uiserver'],
    ['the UI-server through dot segments', '/dashboard/../uiserver/logoff'],
    ['the UI-server, encoded', '/%75iserver/logoff'],
    ['too long', `/dashboard?q=${'a'.repeat(2100)}`],
  ])('%s', (_name, value) => {
    expect(readReturnTarget(query(value), ORIGIN)).toBeNull();
  });

  it('refuses a target whose own encoding in the query is broken', () => {
    expect(readReturnTarget('?return=%2F%2Fevil.example', ORIGIN)).toBeNull();
    expect(readReturnTarget('?return=%2F%5Cevil.example', ORIGIN)).toBeNull();
    expect(readReturnTarget('?return=https%3A%2F%2Fevil.example', ORIGIN)).toBeNull();
  });

  it('keeps paths that merely begin like a refused one', () => {
    expect(vetConsolePath('/loginhistory', ORIGIN)).toBe('/loginhistory');
    expect(vetConsolePath('/uiserverless', ORIGIN)).toBe('/uiserverless');
  });
});

describe('loginUrlReturningTo', () => {
  it('carries the path and its query as one encoded parameter', () => {
    expect(loginUrlReturningTo('/inbound-protection/virus-filter?policy=7')).toBe(
      '/login?return=%2Finbound-protection%2Fvirus-filter%3Fpolicy%3D7',
    );
  });

  it('round-trips through readReturnTarget', () => {
    const path = '/logs/message-log?sender=a%40b.example&subject=x%26y#row-3';
    const url = new URL(loginUrlReturningTo(path), ORIGIN);
    expect(url.pathname).toBe('/login');
    expect(readReturnTarget(url.search, ORIGIN)).toBe(path);
  });

  it.each(['/', '/login', '/login?return=%2Fdashboard', '/uiserver/logoff', '//evil.example', 'https://evil.example/'])(
    'is the bare login page for %s',
    (path) => {
      expect(loginUrlReturningTo(path)).toBe('/login');
    },
  );

  it('builds other pages with a target too', () => {
    expect(withReturnTarget('/', '/dashboard')).toBe('/?return=%2Fdashboard');
    expect(withReturnTarget('/', '/login')).toBe('/');
  });
});
