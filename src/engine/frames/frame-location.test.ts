import { describe, expect, it } from 'vitest';
import { consoleUrlFor, framedPageInHash, frameUrlFor, type FramedRoute } from './frame-location';

const audit: FramedRoute = { path: 'logs/audit-log', frameUrl: '/uiserver/legacy/logs/audit-log' };
const virus: FramedRoute = { path: 'inbound-protection/virus-filter', frameUrl: '/uiserver/legacy/inbound-protection/virus-filter' };
const virusNew: FramedRoute = {
  path: 'inbound-protection/virus-filter/new',
  frameUrl: '/uiserver/legacy/inbound-protection/virus-filter/new',
};
const routes = [audit, virus, virusNew];

describe('frameUrlFor', () => {
  it('appends the console query to the route frame url', () => {
    expect(frameUrlFor(virus, '?policy=7&mode=edit', '')).toBe('/uiserver/legacy/inbound-protection/virus-filter?policy=7&mode=edit');
    expect(frameUrlFor(virus, '', '')).toBe('/uiserver/legacy/inbound-protection/virus-filter');
  });

  it('frames the page a fragment names', () => {
    expect(frameUrlFor(audit, '', '#/uiserver/legacy/logs/audit-log/detail/7?tab=2')).toBe(
      '/uiserver/legacy/logs/audit-log/detail/7?tab=2',
    );
  });

  it.each([
    ['#//evil.example/x', 'protocol-relative'],
    ['#/\\evil.example/x', 'backslash'],
    ['#https://evil.example/x', 'absolute'],
    ['#/uiserver/api/v1/account/present', 'the API'],
    ['#/uiserver/dev/outbox', 'the dev tools'],
    ['#/uiserver/ssologin?TenantID=abc', 'a navigation'],
    ['#/uiserver/legacy/../api/v1/x', 'a dot segment'],
    ['#/uiserver/legacy/%2e%2e/api/v1/x', 'an encoded dot segment'],
    ['#/login', 'outside /uiserver/'],
    ['#section-2', 'an ordinary fragment'],
  ])('ignores a fragment naming %s (%s)', (hash) => {
    expect(framedPageInHash(hash)).toBeNull();
    expect(frameUrlFor(audit, '?day=3', hash)).toBe('/uiserver/legacy/logs/audit-log?day=3');
  });
});

describe('consoleUrlFor', () => {
  it('names a route frame url by its route, query carried', () => {
    expect(consoleUrlFor('/uiserver/legacy/logs/audit-log?day=3', routes, null)).toBe('/logs/audit-log?day=3');
    expect(consoleUrlFor('/uiserver/legacy/inbound-protection/virus-filter/new', routes, virus)).toBe(
      '/inbound-protection/virus-filter/new',
    );
  });

  it('writes a page no route names after the route that owns it', () => {
    expect(consoleUrlFor('/uiserver/legacy/logs/audit-log/detail/7?tab=2', routes, virus)).toBe(
      '/logs/audit-log#/uiserver/legacy/logs/audit-log/detail/7?tab=2',
    );
    // The longest owner wins.
    expect(consoleUrlFor('/uiserver/legacy/inbound-protection/virus-filter/new/step2', routes, null)).toBe(
      '/inbound-protection/virus-filter/new#/uiserver/legacy/inbound-protection/virus-filter/new/step2',
    );
    // No owner: the route whose frame went there.
    expect(consoleUrlFor('/uiserver/legacy/elsewhere', routes, audit)).toBe('/logs/audit-log#/uiserver/legacy/elsewhere');
    expect(consoleUrlFor('/uiserver/legacy/elsewhere', routes, null)).toBeNull();
  });

  it('round-trips through frameUrlFor', () => {
    for (const framed of ['/uiserver/legacy/logs/audit-log?day=3', '/uiserver/legacy/logs/audit-log/detail/7?tab=2&x=%20y']) {
      const consoleUrl = new URL(consoleUrlFor(framed, routes, audit) ?? '', 'https://c.example');
      const route = routes.find((r) => `/${r.path}` === consoleUrl.pathname);
      expect(route).toBeDefined();
      expect(frameUrlFor(route as FramedRoute, consoleUrl.search, consoleUrl.hash)).toBe(framed);
    }
  });

  it('cannot name a frame that left the UI-server pages', () => {
    expect(consoleUrlFor('/login', routes, audit)).toBeNull();
    expect(consoleUrlFor('/uiserver/api/v1/x', routes, audit)).toBeNull();
  });
});
