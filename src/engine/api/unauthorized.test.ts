// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeLoginReason } from '../leaving/login-reason';
import { keepWorkOnExpiry } from './keep-work';
import {
  handleUnauthorized,
  KEEPS_WORK_ATTRIBUTE,
  isCsrfGuardPath,
  sameOriginTarget,
  tenantFromHost,
  unauthorizedTarget,
  type ExpiryKeeper,
  type Whereabouts,
} from './unauthorized';

const ORIGIN = 'https://acme01.console.example';

function at(pathname: string, hostname = 'app.example.com', search = '', hash = ''): Whereabouts {
  return { pathname, hostname, origin: `https://${hostname}`, search, hash };
}

describe('tenantFromHost', () => {
  it.each([
    ['abcd.example.com', null],
    ['abcde.example.com', 'abcde'],
    ['acme0001.example.com', 'acme0001'],
    ['acme00012.example.com', null],
    ['12345.example.com', '12345'],
    ['acme-1.example.com', null],
    ['tm.example.com', 'tm'],
    ['tmcorporation.example.com', 'tmcorporation'],
    ['tm-eu-01.example.com', 'tm-eu-01'],
    ['xtm01234567.example.com', null],
    ['ACME01.Example.com', 'acme01'],
    ['TMBIGCORP.example.com', 'tmbigcorp'],
    ['acme01.example.com.', 'acme01'],
    ['acme01.localhost', 'acme01'],
    ['localhost', null],
    ['acme01', null],
    ['console', null],
    ['127.0.0.1', null],
    ['192.168.10.20', null],
    ['[::1]', null],
    ['::1', null],
    ['', null],
  ])('%s → %s', (host, tenant) => {
    expect(tenantFromHost(host)).toBe(tenant);
  });
});

describe('sameOriginTarget', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/uiserver/login?next=%2Fhome#top', '/uiserver/login?next=%2Fhome#top'],
    [`${ORIGIN}/inbound/policy`, '/inbound/policy'],
    ['  /padded  ', '/padded'],
  ])('accepts %s', (candidate, expected) => {
    expect(sameOriginTarget(candidate, ORIGIN)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/phish',
    'http://acme01.console.example/downgraded',
    'https://acme01.console.example.evil.example/',
    'https://acme01.console.example:8443/',
    '//evil.example/path',
    '/\\evil.example/path',
    '/\t/evil.example',
    'relative/path',
    '',
  ])('refuses %s', (candidate) => {
    expect(sameOriginTarget(candidate, ORIGIN)).toBeNull();
  });
});

describe('unauthorizedTarget', () => {
  it('sends a tenant host on /login to single sign-on, before any redirect header', () => {
    expect(unauthorizedTarget(at('/login', 'acme01.console.example'), '/elsewhere')).toEqual({ url: '/uiserver/ssologin?TenantID=acme01' });
    expect(unauthorizedTarget(at('/login/', 'tmcorp.console.example'), null)).toEqual({ url: '/uiserver/ssologin?TenantID=tmcorp' });
  });

  it('does not use single sign-on for a tenant host away from /login', () => {
    expect(unauthorizedTarget(at('/dashboard', 'acme01.console.example'), null)).toEqual({
      url: '/login?return=%2Fdashboard',
      say: 'session-expired',
    });
  });

  it('follows a same-origin redirect header', () => {
    expect(unauthorizedTarget(at('/dashboard'), '/uiserver/expired')).toEqual({ url: '/uiserver/expired' });
    expect(unauthorizedTarget(at('/dashboard'), 'https://app.example.com/relogin?x=1')).toEqual({ url: '/relogin?x=1' });
    expect(unauthorizedTarget(at('/login'), '/uiserver/expired')).toEqual({ url: '/uiserver/expired' });
  });

  it('ignores a hostile redirect header and falls back to the login page', () => {
    expect(unauthorizedTarget(at('/dashboard'), 'javascript:alert(1)')).toEqual({
      url: '/login?return=%2Fdashboard',
      say: 'session-expired',
    });
    expect(unauthorizedTarget(at('/dashboard'), 'https://evil.example/')).toEqual({
      url: '/login?return=%2Fdashboard',
      say: 'session-expired',
    });
    expect(unauthorizedTarget(at('/dashboard'), '//evil.example/')).toEqual({ url: '/login?return=%2Fdashboard', say: 'session-expired' });
  });

  it('stays put on /login without a usable redirect', () => {
    expect(unauthorizedTarget(at('/login'), null)).toBeNull();
    expect(unauthorizedTarget(at('/login'), 'javascript:alert(1)')).toBeNull();
    expect(unauthorizedTarget(at('/login', 'localhost'), null)).toBeNull();
  });

  it('goes to the login page from anywhere else, returning to the page with its query and fragment', () => {
    expect(unauthorizedTarget(at('/administration/license'), null)).toEqual({
      url: '/login?return=%2Fadministration%2Flicense',
      say: 'session-expired',
    });
    expect(unauthorizedTarget(at('/inbound-protection/virus-filter', 'app.example.com', '?policy=7', '#top'), null)).toEqual({
      url: '/login?return=%2Finbound-protection%2Fvirus-filter%3Fpolicy%3D7%23top',
      say: 'session-expired',
    });
  });

  it('goes to the login page without a return target from a page that is none, still saying why', () => {
    expect(unauthorizedTarget(at('/'), null)).toEqual({ url: '/login', say: 'session-expired' });
    expect(unauthorizedTarget(at('/index.html'), null)).toEqual({ url: '/login', say: 'session-expired' });
    expect(unauthorizedTarget(at('/uiserver/legacy/x'), null)).toEqual({ url: '/login', say: 'session-expired' });
  });
});

describe('handleUnauthorized', () => {
  afterEach(() => {
    window.sessionStorage.clear();
  });

  it('navigates through the injected function', () => {
    const navigate = vi.fn();
    handleUnauthorized('/uiserver/expired', { navigate, where: () => at('/dashboard') });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/uiserver/expired');
    // Where the server sends the browser is the server's to explain.
    expect(takeLoginReason()).toBeNull();
  });

  it('keeps the session-expired reason for the login page it opens, outside the url', () => {
    const navigate = vi.fn();
    handleUnauthorized(null, { navigate, where: () => at('/logs/audit-log', 'app.example.com', '?day=2') });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?return=%2Flogs%2Faudit-log%3Fday%3D2');
    expect(takeLoginReason()).toBe('session-expired');
  });

  it('does not navigate when the rule says stay', () => {
    const navigate = vi.fn();
    handleUnauthorized(null, { navigate, where: () => at('/login') });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('isCsrfGuardPath', () => {
  it.each([
    ['csrfguard', true],
    ['/uiserver/CsrfGuard/token', true],
    ['account/present', false],
    ['account/present?next=csrf', false],
  ])('%s → %s', (url, expected) => {
    expect(isCsrfGuardPath(url)).toBe(expected);
  });
});

describe('keepWorkOnExpiry', () => {
  const root = () => ({
    attributes: new Set<string>(),
    setAttribute(name: string) {
      this.attributes.add(name);
    },
    removeAttribute(name: string) {
      this.attributes.delete(name);
    },
  });

  it.each([
    {
      name: 'a session that ends on a console page: kept, not left',
      path: '/logs/audit-log',
      host: 'app.example.com',
      redirect: null,
      kept: true,
      leaves: false,
    },
    {
      name: 'a redirect the server names: followed',
      path: '/logs/audit-log',
      host: 'app.example.com',
      redirect: '/uiserver/expired',
      kept: false,
      leaves: true,
    },
    {
      name: 'single sign-on of a tenant host on the login page: followed',
      path: '/login',
      host: 'abcde.example.com',
      redirect: null,
      kept: false,
      leaves: true,
    },
    {
      name: 'on the login page already: nothing at all',
      path: '/login',
      host: 'app.example.com',
      redirect: null,
      kept: false,
      leaves: false,
    },
  ])('$name', ({ path, host, redirect, kept, leaves }) => {
    const onExpired = vi.fn();
    const navigate = vi.fn();
    const marked = root();
    const keeper: ExpiryKeeper = {};
    const stop = keepWorkOnExpiry(keeper, onExpired, marked as unknown as HTMLElement);
    expect(marked.attributes.has(KEEPS_WORK_ATTRIBUTE)).toBe(true);
    handleUnauthorized(redirect, { navigate, where: () => at(path, host) }, keeper);
    stop();
    expect(marked.attributes.has(KEEPS_WORK_ATTRIBUTE)).toBe(false);
    expect(onExpired).toHaveBeenCalledTimes(kept ? 1 : 0);
    expect(navigate).toHaveBeenCalledTimes(leaves ? 1 : 0);
  });

  it('once ended, a 401 leaves for the login page again', () => {
    const onExpired = vi.fn();
    const navigate = vi.fn();
    const keeper: ExpiryKeeper = {};
    keepWorkOnExpiry(keeper, onExpired, root() as unknown as HTMLElement)();
    handleUnauthorized(null, { navigate, where: () => at('/logs/audit-log') }, keeper);
    expect(onExpired).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledOnce();
  });
});
