/**
 * The only paths code may name. Manifest routes that code must reach (a redirect, a menu item, a
 * notice's link) are listed here and nowhere else, and the manifest check refuses a route table
 * that does not declare every one of them, so renaming a route in JSON cannot leave a dead link in
 * code. The console's own pages (the router's, outside the table) are listed here too: the router
 * builds its routes from that list, and the check keeps manifests off those paths.
 */
import type { RouteEntry, RouteTable } from './route-table';

/** Manifest routes code links to or redirects to. */
export const NAMED_ROUTES = {
  domains: '/domains',
  mfaConfiguration: '/mfa-configuration',
  provision: '/provision',
  licenseInformation: '/administration/license-information',
  changePassword: '/change-password',
  serviceAgreement: '/service-agreement',
  profile: '/profile',
  inboundProtection: '/inbound-protection',
  outboundProtection: '/outbound-protection',
} as const;

export type NamedRoute = (typeof NAMED_ROUTES)[keyof typeof NAMED_ROUTES];

/** The pages the console builds itself, outside the route table; the router has one route for each. */
export const CONSOLE_PAGES = [
  '/',
  '/index.html',
  '/en/*',
  '/ja/*',
  '/login',
  '/error',
  '/profile/email-confirmation',
  '/browser_not_support',
  '/init',
  '/protection/inbound',
  '/protection/outbound',
] as const;

export type ConsolePage = (typeof CONSOLE_PAGES)[number];

/** The console pages code sends a visitor to. */
export const LOGIN_PAGE = '/login' satisfies ConsolePage;
export const ERROR_PAGE = '/error' satisfies ConsolePage;

/** Paths the UI-server and the static files own on the console's origin: never a route. */
const SERVED_PREFIXES = ['uiserver', 'locales', 'assets'] as const;

/** The manifest paths (no leading slash) the console's own pages and the server take; a route may not use them or go below them. */
export const RESERVED_PATHS: readonly string[] = [
  ...CONSOLE_PAGES.map((page) => page.replace(/^\//, '').replace(/\/\*$/, '')).filter((path) => path !== ''),
  ...SERVED_PREFIXES,
];

/** The table entry of a named route; undefined only for a table the manifest check would refuse. */
export function namedEntry(table: RouteTable, route: NamedRoute): RouteEntry | undefined {
  return table.all.find((entry) => `/${entry.path}` === route);
}
