import { describe, expect, it } from 'vitest';
import { followsInConsole, isLinkActive, replacesEntry, type LinkClick } from './menu-link';

describe('isLinkActive', () => {
  it.each([
    ['/logs/audit-log', '/logs/audit-log', true],
    ['/logs/audit-log', '/logs', true],
    ['/logs/audit-log/detail', '/logs/audit-log', true],
    ['/logs-archive', '/logs', false],
    ['/logs', '/logs/audit-log', false],
    ['/LOGS/Audit-Log', '/logs/audit-log', true],
    ['/logs/audit-log', '/Logs', true],
    ['/logs/audit-log', '/logs/', true],
    ['/logs', '/logs/', true],
    ['/logsx', '/logs/', false],
    ['/', '/', true],
    ['/dashboard', '/', false],
    ['/dashboard', '/reports', false],
    ['', '/reports', false],
  ])('at %s a link to %s is active: %s', (pathname, target, active) => {
    expect(isLinkActive(pathname, target)).toBe(active);
  });
});

describe('followsInConsole', () => {
  const plain: LinkClick = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
  it.each<[string, Partial<LinkClick>, boolean]>([
    ['a plain primary click', {}, true],
    ['the middle button', { button: 1 }, false],
    ['the secondary button', { button: 2 }, false],
    ['with Meta (a new tab on macOS)', { metaKey: true }, false],
    ['with Ctrl (a new tab)', { ctrlKey: true }, false],
    ['with Shift (a new window)', { shiftKey: true }, false],
    ['with Alt (a download)', { altKey: true }, false],
    ['already handled', { defaultPrevented: true }, false],
  ])('%s: %s', (_name, change, follows) => {
    expect(followsInConsole({ ...plain, ...change })).toBe(follows);
  });
});

describe('replacesEntry', () => {
  it.each([
    [{ pathname: '/reports/schedules', search: '', hash: '' }, '/reports/schedules', true],
    [{ pathname: '/reports/schedules', search: '?day=3', hash: '' }, '/reports/schedules', false],
    [{ pathname: '/reports/schedules', search: '', hash: '#/uiserver/legacy/x' }, '/reports/schedules', false],
    [{ pathname: '/reports/my-reports', search: '', hash: '' }, '/reports/schedules', false],
  ])('at %o a link to %s replaces the entry: %s', (current, target, replaces) => {
    expect(replacesEntry(current, target)).toBe(replaces);
  });
});
