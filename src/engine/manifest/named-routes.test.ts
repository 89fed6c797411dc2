import { describe, expect, it } from 'vitest';
import { CONSOLE_PAGES, NAMED_ROUTES, RESERVED_PATHS } from './named-routes';

describe('RESERVED_PATHS', () => {
  it('holds every page of the router (without the leading slash or a splat) and the server prefixes', () => {
    expect(RESERVED_PATHS).toEqual([
      'index.html',
      'en',
      'ja',
      'login',
      'error',
      'profile/email-confirmation',
      'browser_not_support',
      'init',
      'protection/inbound',
      'protection/outbound',
      'uiserver',
      'locales',
      'assets',
    ]);
    expect(CONSOLE_PAGES).toContain('/');
  });

  it('no named manifest route is a console page', () => {
    for (const route of Object.values(NAMED_ROUTES)) expect(CONSOLE_PAGES as readonly string[]).not.toContain(route);
  });
});
