import { describe, expect, it } from 'vitest';
import { isPathUnder } from './path-under';

describe('isPathUnder', () => {
  it.each([
    ['/logs', '/logs', true],
    ['/logs/audit-log', '/logs', true],
    ['/logs/audit-log/detail/7', '/logs', true],
    ['/administration/policy-address-group', '/administration', true],
    ['uiserver/api/login', 'uiserver', true],
    ['profile/email-confirmation', 'profile/email-confirmation', true],
    ['/logs-archive', '/logs', false],
    ['/log', '/logs', false],
    ['/', '/logs', false],
    ['', '/logs', false],
    ['/Logs/audit-log', '/logs', false],
    ['/logs', '/logs/audit-log', false],
    ['logs/audit-log', '/logs', false],
  ])('%j under %j: %s', (path, base, expected) => {
    expect(isPathUnder(path, base)).toBe(expected);
  });
});
