import { describe, expect, it } from 'vitest';
import { frameUrlProblem } from '../manifest/frame-url-rule';
import { aimsAtTop, topTargetAction } from './top-target';

const framable = (path: string): boolean => frameUrlProblem(path) === null;

const ORIGIN = 'http://localhost:4180';
const BASE = `${ORIGIN}/uiserver/legacy/logs/audit-log?day=3`;

describe('topTargetAction', () => {
  it.each([
    ['another legacy page, absolute path', '/uiserver/legacy/logs/policy-events', { kind: 'frame' }],
    ['a legacy page relative to the page', 'detail/7?tab=2', { kind: 'frame' }],
    ['a legacy page by full url of the console origin', `${ORIGIN}/uiserver/legacy/quarantine/query`, { kind: 'frame' }],
    ['the logoff', '/uiserver/logoff', { kind: 'sign-out' }],
    ['the logoff with a query', '/uiserver/logoff?reason=x', { kind: 'sign-out' }],
    ['the logoff spelt otherwise', '/UIServer/LogOff', { kind: 'sign-out' }],
    ['a vendor site', 'https://vendor.example/help', { kind: 'new-tab', url: 'https://vendor.example/help' }],
    [
      'another port of this host',
      'http://localhost:9999/uiserver/legacy/x',
      { kind: 'new-tab', url: 'http://localhost:9999/uiserver/legacy/x' },
    ],
    ['a console page (not a legacy page)', '/dashboard', { kind: 'new-tab', url: `${ORIGIN}/dashboard` }],
    ['the API', '/uiserver/api/v1/account/present', { kind: 'new-tab', url: `${ORIGIN}/uiserver/api/v1/account/present` }],
    ['an SSO navigation', '/uiserver/ssologin?TenantID=x', { kind: 'new-tab', url: `${ORIGIN}/uiserver/ssologin?TenantID=x` }],
    ['mail', 'mailto:support@example.com', { kind: 'new-tab', url: 'mailto:support@example.com' }],
    ['a script url', 'javascript:alert(1)', { kind: 'ignore' }],
    ['data', 'data:text/html,<b>x</b>', { kind: 'ignore' }],
  ])('%s', (_name, href, action) => {
    expect(topTargetAction(href, BASE, ORIGIN, framable)).toEqual(action);
  });
});

describe('aimsAtTop', () => {
  it.each([
    ['_top', true],
    ['_parent', true],
    [' _TOP ', true],
    ['_self', false],
    ['_blank', false],
    ['', false],
    [null, false],
    ['report-window', false],
  ])('%s → %s', (target, expected) => {
    expect(aimsAtTop(target)).toBe(expected);
  });
});
