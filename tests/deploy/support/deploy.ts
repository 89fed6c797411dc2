/**
 * What the deploy tests know of the set-up scripts/ci/test-deploy.sh made: nginx's plain-http address,
 * whether its brotli module is loaded, the built console's files, and the headers every reply of the
 * deployment must carry.
 */
import { expect, type APIResponse } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as security from '../../../server/http/security-headers';

const { consoleCsp } = security;
/**
 * The Reporting-Endpoints header the server sends next to its CSP, if it declares one: the edge
 * must then send the same (it hides the server's copy), and none while the server has none.
 */
const REPORTING_ENDPOINTS = (security as Record<string, unknown>)['REPORTING_ENDPOINTS'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the deploy tests through scripts/ci/test-deploy.sh`);
  return value;
}

/** nginx's http server, which only redirects to https. */
export const httpUrl = (): string => required('DEPLOY_HTTP_URL');
/** True when test-deploy.sh found nginx's brotli filter module and loaded it. */
export const brotliLoaded = (): boolean => required('DEPLOY_BROTLI') === 'on';

/** A file of the built console (dist/). */
export const distFile = (file: string): Buffer => readFileSync(path.join(root, 'dist', file));

/** The console's entry script, e.g. `/assets/index-BpTyzmZb.js`, as the built index.html names it. */
export function entryScript(): string {
  const html = distFile('index.html').toString('utf8');
  const match = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error('dist/index.html names no /assets/ entry script');
  return match[1];
}

/** Every value a header has in a reply (a header sent twice has two). */
export function headerValues(response: APIResponse, name: string): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name.toLowerCase())
    .map((header) => header.value);
}

/** The security headers every reply of the deployment carries, each exactly once. */
export const SECURITY_HEADERS: Record<string, (value: string) => void> = {
  // The server's policy, with the reply's style nonce when it has one (index.html; styleNonce checks which).
  'content-security-policy': (value) => expect(value).toBe(consoleCsp(styleNonce(value))),
  // At least a year, as browsers' preload rules ask.
  'strict-transport-security': (value) => {
    expect(value).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(value)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  },
  'referrer-policy': (value) => expect(value).toBe('same-origin'),
  'permissions-policy': (value) => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(value).toContain(`${feature}=()`);
  },
  'cross-origin-opener-policy': (value) => expect(value).toBe('same-origin'),
  'x-content-type-options': (value) => expect(value).toBe('nosniff'),
  // Never indexed (robots.txt disallows everything too).
  'x-robots-tag': (value) => expect(value).toBe('noindex, nofollow'),
};

export function expectSecurityHeaders(response: APIResponse): void {
  for (const [name, check] of Object.entries(SECURITY_HEADERS)) {
    const values = headerValues(response, name);
    expect(values, `${response.url()}: ${name}`).toHaveLength(1);
    check(values[0] ?? '');
  }
  expect(headerValues(response, 'reporting-endpoints'), `${response.url()}: reporting-endpoints`).toEqual(
    typeof REPORTING_ENDPOINTS === 'string' ? [REPORTING_ENDPOINTS] : [],
  );
  // The frame-ancestors rule lives in the CSP; no second, conflicting X-Frame-Options.
  expect(headerValues(response, 'x-frame-options'), `${response.url()}: x-frame-options`).toEqual([]);
  expect(consoleCsp()).toContain("frame-ancestors 'self'");
}

/** The style nonce a CSP allows, if any. */
export function styleNonce(csp: string): string | undefined {
  return /'nonce-([^']+)'/.exec(csp)?.[1];
}

/** The style nonce index.html names for styled-components. */
export function pageNonce(html: string): string | undefined {
  return /<meta property="csp-nonce" nonce="([^"]*)"/.exec(html)?.[1];
}

/** The built index.html as a reply must carry it: the placeholder replaced by that reply's nonce. */
export function indexHtmlWith(nonce: string): string {
  return distFile('index.html').toString('utf8').replaceAll('__CSP_NONCE__', nonce);
}

/** The built login page (the login form prerendered) as served with this nonce. */
export function loginHtmlWith(nonce: string): string {
  return distFile('login.html').toString('utf8').replaceAll('__CSP_NONCE__', nonce);
}
