import { describe, expect, it } from 'vitest';
import { routeOfPath } from './page-of-path';

const entries = [{ path: 'administration' }, { path: 'administration/account-management' }, { path: 'administration/account' }];

describe('the route of a console path', () => {
  it.each<[string, string | null]>([
    ['administration/account-management', 'administration/account-management'],
    ['/administration/account-management/', 'administration/account-management'],
    ['administration/account-management/edit', 'administration/account-management'],
    ['administration/account-managementx', 'administration'],
    ['administration', 'administration'],
    ['dashboard', null],
    ['', null],
  ])('%s', (path, expected) => {
    expect(routeOfPath(entries, path)?.path ?? null).toBe(expected);
  });
});
